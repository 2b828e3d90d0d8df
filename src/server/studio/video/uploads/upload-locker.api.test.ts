import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERRORS } from '@tus/server';
import type { Db } from '../../../db/database';
import { dbNow } from '../../../db/db-clock';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../../testing/test-database';
import { sweepUploadLocks, UploadLocker, type UploadLockTimes } from './upload-locker';

const TIMES: UploadLockTimes = { leaseMs: 600, tickMs: 40, acquireTimeoutMs: 3000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const never = () => new AbortController().signal;
let next = 0;
const uploadId = () => `hisab/uploads/${String(++next).padStart(32, '0')}`;

describe.each(testDatabaseKinds())('the upload lock across processes (%s)', (kind) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('makes a second request wait, asks the holder to let go, and gives it the lock once the holder has unlocked', async () => {
    // Two lockers on one database stand for two machines.
    const here = new UploadLocker(db, TIMES);
    const there = new UploadLocker(db, TIMES);
    const id = uploadId();
    const held = here.newLock(id);
    let asked = 0;
    await held.lock(never(), () => {
      asked += 1;
    });

    let acquired = false;
    const waiting = there
      .newLock(id)
      .lock(never(), () => {})
      .then(() => (acquired = true));
    await sleep(TIMES.tickMs * 6);
    expect(asked).toBeGreaterThan(0);
    expect(acquired).toBe(false);
    // The holder finishes writing what it has, then lets go.
    await held.unlock();
    await waiting;
    expect(acquired).toBe(true);
  });

  it('lets one of 20 racing requests hold an upload at a time, and each in turn', async () => {
    const id = uploadId();
    let inside = 0;
    let most = 0;
    let turns = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        const lock = new UploadLocker(db, TIMES).newLock(id);
        await lock.lock(never(), () => {});
        inside += 1;
        most = Math.max(most, inside);
        await sleep(5);
        inside -= 1;
        turns += 1;
        await lock.unlock();
      }),
    );
    expect(most).toBe(1);
    expect(turns).toBe(20);
    expect(await db.selectFrom('video_upload_locks').select('id').where('id', '=', id).execute()).toEqual([]);
  });

  it('takes over the lock of a holder that stopped renewing it (its process died), and tells a holder that lost its lock to let go', async () => {
    const id = uploadId();
    // A lock left by a process that died: renewed last a moment ago, so it holds until its lease runs out.
    await db
      .insertInto('video_upload_locks')
      .values({ id, holder: 'a-dead-process', expires_at: new Date(Date.now() + TIMES.leaseMs).toISOString() })
      .execute();
    const started = Date.now();
    const lock = new UploadLocker(db, TIMES).newLock(id);
    let told = 0;
    await lock.lock(never(), () => {
      told += 1;
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMES.leaseMs - 50);

    // Its lease taken over behind its back (it stalled past the lease): at its next renewal it is told to let go.
    await db.updateTable('video_upload_locks').set({ holder: 'another' }).where('id', '=', id).execute();
    await sleep(TIMES.tickMs * 4);
    expect(told).toBeGreaterThan(0);
    await lock.unlock();
    // Unlocking removes only its own lock.
    expect(await db.selectFrom('video_upload_locks').select('holder').where('id', '=', id).execute()).toEqual([{ holder: 'another' }]);
    expect(await sweepUploadLocks(db, new Date(Date.now() + TIMES.leaseMs + 1000))).toBeGreaterThanOrEqual(1);
    expect(await db.selectFrom('video_upload_locks').select('holder').where('id', '=', id).execute()).toEqual([]);
  });

  it('judges a lease by the database’s clock: a server whose clock runs a minute ahead does not take a lock still held', async () => {
    const id = uploadId();
    // Held by another machine, its lease ending a lease from now by the database's clock.
    await db
      .insertInto('video_upload_locks')
      .values({ id, holder: 'another-machine', expires_at: dbNow(db, TIMES.leaseMs) })
      .execute();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 });
    try {
      await expect(new UploadLocker(db, { ...TIMES, acquireTimeoutMs: 300 }).newLock(id).lock(never(), () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    } finally {
      vi.useRealTimers();
    }
    expect(await db.selectFrom('video_upload_locks').select('holder').where('id', '=', id).execute()).toEqual([{ holder: 'another-machine' }]);
    await db.deleteFrom('video_upload_locks').where('id', '=', id).execute();
  });

  it('lets go before its lease may run out when renewals stall, sending one renewal at a time', async () => {
    const id = uploadId();
    // Renewals (updates of the lock) that never answer: a database stalled, or a full pool.
    let stalled = false;
    let renewalsSent = 0;
    const hanging: unknown = new Proxy(
      {},
      {
        get: (_target, name) =>
          name === 'execute' || name === 'executeTakeFirst'
            ? () => {
                renewalsSent += 1;
                return new Promise(() => {});
              }
            : () => hanging,
      },
    );
    const stalling = new Proxy(db, {
      get: (target, name) => {
        if (name === 'updateTable' && stalled) return () => hanging;
        const value: unknown = Reflect.get(target, name, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const lock = new UploadLocker(stalling, TIMES).newLock(id);
    let toldAt: number | null = null;
    await lock.lock(never(), () => {
      toldAt = performance.now();
    });
    const stalledAt = performance.now();
    stalled = true;
    await sleep(TIMES.leaseMs);
    // Told to let go while its row still names it, before the database would let another take the lock.
    expect(toldAt).not.toBeNull();
    expect(toldAt! - stalledAt).toBeLessThan(TIMES.leaseMs - TIMES.tickMs);
    expect(renewalsSent).toBe(1);
    stalled = false;
    await lock.unlock();
    expect(await db.selectFrom('video_upload_locks').select('id').where('id', '=', id).execute()).toEqual([]);
  });

  it('gives up waiting when the request ends or the wait is too long (tus answers 500 and the client tries again)', async () => {
    const id = uploadId();
    const held = new UploadLocker(db, TIMES).newLock(id);
    await held.lock(never(), () => {});
    const ended = new AbortController();
    const waiting = new UploadLocker(db, TIMES).newLock(id).lock(ended.signal, () => {});
    ended.abort();
    await expect(waiting).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await expect(new UploadLocker(db, { ...TIMES, acquireTimeoutMs: 200 }).newLock(id).lock(never(), () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    await held.unlock();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@tus/server';
import type { Db } from '../../../db/database';
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

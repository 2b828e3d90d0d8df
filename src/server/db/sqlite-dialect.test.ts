import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase } from './database';
import { FifoLock } from './sqlite-dialect';

describe('SQLite transactions with several server processes on one file', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hisab-immediate-'));
  const file = path.join(dir, 'shared.sqlite');
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('take the write lock when they begin, so another process waits instead of invalidating a read', async () => {
    const db = createDatabase({ kind: 'sqlite', file });
    await sql`create table ledger (amount integer not null)`.execute(db);
    // Another process's connection that does not wait at all, to see the lock.
    const other = new SQLite(file);
    other.pragma('busy_timeout = 0');

    await db.transaction().execute(async (trx) => {
      const before = await sql<{ total: number }>`select coalesce(sum(amount), 0) as total from ledger`.execute(trx);
      // With a deferred BEGIN this write would succeed, and the insert below would fail with SQLITE_BUSY.
      expect(() => other.prepare('insert into ledger (amount) values (5)').run()).toThrow(/locked|busy/i);
      await sql`insert into ledger (amount) values (${before.rows[0]!.total + 10})`.execute(trx);
    });

    other.prepare('insert into ledger (amount) values (5)').run();
    expect(other.prepare('select sum(amount) as total from ledger').get()).toEqual({ total: 15 });
    other.close();
    await db.destroy();
  });
});

describe('a transaction waiting for another process to write', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hisab-wait-'));
  const file = path.join(dir, 'shared.sqlite');
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** This process's database, and another process's connection holding the write lock (with `rows` written, not yet committed). */
  async function lockedByAnother(rows: number[]) {
    const db = createDatabase({ kind: 'sqlite', file });
    await sql`create table ledger (amount integer not null)`.execute(db);
    const other = new SQLite(file);
    other.prepare('begin immediate').run();
    for (const amount of rows) other.prepare('insert into ledger (amount) values (?)').run(amount);
    return { db, other };
  }

  /** The other process commits after `ms`. */
  const commitAfter = (other: SQLite.Database, ms: number) =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        other.prepare('commit').run();
        resolve();
      }, ms),
    );

  it('waits without stopping this process, and begins once the lock is free', async () => {
    const { db, other } = await lockedByAnother([1]);
    // Runs only if this process's event loop is free while the transaction waits:
    // SQLite's own busy wait would hold it until the busy timeout and then fail.
    const released = commitAfter(other, 100);
    const started = Date.now();
    await db.transaction().execute(async (trx) => {
      await sql`insert into ledger (amount) values (2)`.execute(trx);
    });
    await released;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(other.prepare('select count(*) as n from ledger').get()).toEqual({ n: 2 });
    // SQLite's own busy handler, which sleeps the process, is never used.
    expect((await sql<{ timeout: number }>`pragma busy_timeout`.execute(db)).rows[0]).toEqual({ timeout: 0 });
    other.close();
    await db.destroy();
  });

  it('lets a single statement outside a transaction wait the same way, reads meanwhile served by the event loop', async () => {
    const { db, other } = await lockedByAnother([1]);
    // Ticks only while this process's event loop is free: SQLite's busy wait would hold them all back.
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 10);
    const released = commitAfter(other, 150);
    await sql`insert into ledger (amount) values (2)`.execute(db);
    clearInterval(ticker);
    await released;
    expect(ticks).toBeGreaterThanOrEqual(5);
    expect(other.prepare('select count(*) as n from ledger').get()).toEqual({ n: 2 });
    other.close();
    await db.destroy();
  });

  it('gives up with SQLITE_BUSY when the lock stays taken past the limit, having written nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { db, other } = await lockedByAnother([]);
      // The clock runs a hundred times fast while the statement waits.
      const clock = setInterval(() => vi.setSystemTime(Date.now() + 500), 5);
      await expect(sql`insert into ledger (amount) values (2)`.execute(db)).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      clearInterval(clock);
      other.prepare('commit').run();
      expect(other.prepare('select count(*) as n from ledger').get()).toEqual({ n: 0 });
      other.close();
      await db.destroy();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the SQLite connection lock', () => {
  it('serves waiters in arrival order, and a newcomer queues behind them', async () => {
    const lock = new FifoLock();
    const order: string[] = [];
    await lock.lock();
    const waiters = ['a', 'b', 'c'].map((name) => lock.lock().then(() => order.push(name)));
    lock.unlock();
    // Arrives while 'a' is being handed the lock: must wait for b and c.
    const late = lock.lock().then(() => order.push('late'));
    await waiters[0];
    lock.unlock();
    await waiters[1];
    lock.unlock();
    await waiters[2];
    lock.unlock();
    await late;
    lock.unlock();
    expect(order).toEqual(['a', 'b', 'c', 'late']);
    // Free again: taken at once.
    await lock.lock();
  });

  it('hands over at once within a slice of the turn, and on the next turn once the slice is spent', async () => {
    let now = 0;
    const lock = new FifoLock(2, () => now);
    const order: string[] = [];
    await lock.lock();
    const first = lock.lock().then(() => order.push('first'));
    const second = lock.lock().then(() => order.push('second'));
    const turn = new Promise<void>((resolve) => setImmediate(() => (order.push('next turn'), resolve())));
    lock.unlock();
    await first;
    // Within the slice: handed over before the next turn of the event loop.
    expect(order).toEqual(['first']);
    now = 5;
    lock.unlock();
    await second;
    await turn;
    // The slice spent: the second waiter was let in only after that turn.
    expect(order).toEqual(['first', 'next turn', 'second']);
    lock.unlock();
  });
});

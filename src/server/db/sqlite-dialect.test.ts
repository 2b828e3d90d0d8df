import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('waits without stopping this process, and begins once the lock is free', async () => {
    const db = createDatabase({ kind: 'sqlite', file });
    await sql`create table ledger (amount integer not null)`.execute(db);
    const other = new SQLite(file);
    other.prepare('begin immediate').run();
    other.prepare('insert into ledger (amount) values (1)').run();
    // Runs only if this process's event loop is free while the transaction waits:
    // SQLite's own busy wait would hold it until the busy timeout and then fail.
    const released = new Promise<void>((resolve) =>
      setTimeout(() => {
        other.prepare('commit').run();
        resolve();
      }, 100),
    );
    const started = Date.now();
    await db.transaction().execute(async (trx) => {
      await sql`insert into ledger (amount) values (2)`.execute(trx);
    });
    await released;
    expect(Date.now() - started).toBeLessThan(2000);
    expect(other.prepare('select count(*) as n from ledger').get()).toEqual({ n: 2 });
    // The busy timeout is back for statements outside transactions.
    expect((await sql<{ timeout: number }>`pragma busy_timeout`.execute(db)).rows[0]).toEqual({ timeout: 5000 });
    other.close();
    await db.destroy();
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
});

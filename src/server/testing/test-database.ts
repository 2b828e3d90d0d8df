import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseOptions, type Db } from '../db/database';
import { migrateToLatest } from '../db/migrate';

export type DatabaseKind = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

export type TestDatabase = { kind: DatabaseKind; db: Db; destroy: () => Promise<void> };

/**
 * A fresh, migrated database for one test file: a new SQLite file, or a new
 * schema inside the PostgreSQL test database (cheaper than a database per
 * file, and just as isolated).
 */
export async function createTestDatabase(kind: DatabaseKind, options: DatabaseOptions = {}): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hisab-test-'));
    const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'test.sqlite') }, options);
    await migrateToLatest(db);
    return {
      kind,
      db,
      destroy: async () => {
        await db.destroy();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = createDatabase({ kind: 'postgres', url, schema }, options);
  await migrateToLatest(db);
  return {
    kind,
    db,
    destroy: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists ${schema} cascade`);
      await cleanup.end();
    },
  };
}

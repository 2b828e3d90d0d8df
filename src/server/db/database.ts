import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DatabaseTarget =
  | { kind: 'sqlite'; file: string }
  /** `schema` isolates a test file's tables inside a shared PostgreSQL database. */
  | { kind: 'postgres'; url: string; schema?: string };

export type Db = Kysely<Database>;

const PG_TIMESTAMPTZ = 1184;
const PG_TIMESTAMP = 1114;
const PG_INT8 = 20;

/** Reads timestamps back as ISO strings and counts as numbers, as SQLite does. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_TIMESTAMPTZ || oid === PG_TIMESTAMP) {
      return (value: string) => new Date(oid === PG_TIMESTAMP ? `${value}Z` : value).toISOString();
    }
    if (oid === PG_INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

export function createDatabase(target: DatabaseTarget): Db {
  if (target.kind === 'sqlite') {
    if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
    const sqlite = new SQLite(target.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    // Writers queue for up to 5 s instead of failing at once with SQLITE_BUSY.
    sqlite.pragma('busy_timeout = 5000');
    // Safe with WAL: a crash may lose the last commits but never corrupts the file.
    sqlite.pragma('synchronous = NORMAL');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    types: pgTypes,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function databaseKind(db: Kysely<unknown>): 'sqlite' | 'postgres' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresAdapter,
  type Dialect,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { CurrentSchemaPostgresDialect } from './postgres-dialect';
import { BUSY_TIMEOUT_MS, ImmediateSqliteDialect } from './sqlite-dialect';
import { withStatementCache } from './sqlite-statement-cache';
import { countingDialect, StatementLog } from './statement-counter';

export type DatabaseTarget =
  | { kind: 'sqlite'; file: string }
  /** `schema` isolates a test file's tables inside a shared PostgreSQL database. */
  | { kind: 'postgres'; url: string; schema?: string; poolSize?: number };

export type Db = Kysely<Database>;

const PG_INT8 = 20;

/** Counts come back as numbers, as they do from SQLite. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * PostgreSQL returns timestamptz as Date; the project's rows carry ISO
 * strings, as SQLite gives them. Better Auth needs the Dates, so it gets the
 * base instance and the project's code gets this plugin on top (same pool).
 */
class IsoDatesPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows;
    for (const row of rows) {
      for (const key of Object.keys(row)) {
        const value = row[key];
        if (value instanceof Date) row[key] = value.toISOString();
      }
    }
    return args.result;
  }
}

const baseInstances = new WeakMap<Db, Kysely<Database>>();

/** The instance without the ISO-dates plugin, for Better Auth. */
export function baseKysely(db: Db): Kysely<Database> {
  return baseInstances.get(db) ?? db;
}

const statementLogs = new WeakMap<Db, StatementLog>();

/** What a database made with `countStatements` has sent so far; tests read it. */
export function statementLog(db: Db): StatementLog {
  const log = statementLogs.get(db);
  if (!log) throw new Error('this database was not created with countStatements');
  return log;
}

export type DatabaseOptions = {
  /** Tests only: log every statement sent (see statementLog); off, nothing is wrapped. */
  countStatements?: boolean;
};

export function createDatabase(target: DatabaseTarget, options: DatabaseOptions = {}): Db {
  const log = options.countStatements ? new StatementLog() : null;
  const dialect = (d: Dialect) => (log ? countingDialect(d, log) : d);
  const db = open(target, dialect);
  if (log) statementLogs.set(db, log);
  return db;
}

function open(target: DatabaseTarget, dialect: (d: Dialect) => Dialect): Db {
  if (target.kind === 'sqlite') {
    if (target.file !== ':memory:') fs.mkdirSync(path.dirname(target.file), { recursive: true });
    const sqlite = new SQLite(target.file);
    // The settings below wait for another server process holding the file
    // (set first), sleeping this one: they run once, at start.
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    // Safe with WAL: a crash may lose the last commits but never corrupts the file.
    sqlite.pragma('synchronous = NORMAL');
    // From here on a statement never sleeps the process: the dialect sends a
    // busy one again without blocking (sqlite-dialect.ts).
    sqlite.pragma('busy_timeout = 0');
    return new Kysely<Database>({ dialect: dialect(new ImmediateSqliteDialect({ database: withStatementCache(sqlite) })) });
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    // Per process: N processes hold up to N times this many connections.
    max: target.poolSize ?? 10,
    types: pgTypes,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // JIT compiles a plan whose estimated cost is high (a count up to a cap over a large index range, say) for
  // 10 to 100 ms, where the query itself takes a few: a loss for short requests. Set per connection rather
  // than as a startup option, which poolers such as PgBouncer refuse; it is queued ahead of the first query.
  pool.on('connect', (client) => {
    client.query('set jit = off').catch(() => undefined);
  });
  const base = new Kysely<Database>({ dialect: dialect(new CurrentSchemaPostgresDialect({ pool })) });
  const db = base.withPlugin(new IsoDatesPlugin());
  baseInstances.set(db, base);
  return db;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function databaseKind(db: Kysely<any>): 'sqlite' | 'postgres' {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** A flag as the database stores it: boolean on PostgreSQL, 0/1 on SQLite (Better Auth's columns). */
export function flag(db: Db, value: boolean): boolean | number {
  return databaseKind(db) === 'postgres' ? value : value ? 1 : 0;
}

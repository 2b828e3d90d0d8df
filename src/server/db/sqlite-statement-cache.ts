import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

const LIMIT = 1000;

/**
 * Kysely prepares every query again; compiling the SQL was a tenth of the
 * server's time under load (`npm run bench:enroll`). The app sends a few
 * hundred distinct statements, so each is kept once compiled. Reuse is safe
 * because better-sqlite3 runs a statement to completion synchronously, and
 * SQLite recompiles a kept statement by itself after a schema change. Past
 * the limit (many IN lists of different lengths) the cache starts again.
 */
export function withStatementCache(sqlite: SQLiteDatabase): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= LIMIT) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

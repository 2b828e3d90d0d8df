import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

/**
 * Kysely opens SQLite transactions with a plain (deferred) BEGIN: the write
 * lock is taken at the first write. With several server processes on one
 * file, a transaction that read first and then writes after another process
 * committed fails at once with SQLITE_BUSY (its snapshot is stale, so the
 * busy timeout cannot help). BEGIN IMMEDIATE takes the write lock up front,
 * where the busy timeout makes it queue instead.
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig;

  constructor(settings: SqliteDialectConfig) {
    super(settings);
    this.#settings = settings;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#settings);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDatabase, type SqliteDialectConfig } from 'kysely';

/** How long a writer waits for another process's write lock before failing with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;
const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');
const NO_WAIT = 'pragma busy_timeout = 0';
const WAIT = `pragma busy_timeout = ${BUSY_TIMEOUT_MS}`;

/**
 * Kysely's SQLite dialect, changed in two ways that matter under load.
 *
 * Transactions begin IMMEDIATE. Kysely's plain (deferred) BEGIN takes the
 * write lock at the first write; with several server processes on one file,
 * a transaction that read first and then writes after another process
 * committed fails at once with SQLITE_BUSY (its snapshot is stale, so the
 * busy timeout cannot help). BEGIN IMMEDIATE takes the lock up front, and
 * while another process holds it the transaction tries again without
 * blocking this process's event loop.
 *
 * The one connection is handed out first come, first served, one holder per
 * turn of the event loop. Kysely's own lock wakes every waiter at each
 * release and lets a newcomer overtake them all, and both it and a plain
 * queue run all waiting work in one chain of microtasks that keeps Node from
 * accepting connections meanwhile (`npm run bench:requests`, 200 students).
 */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #settings: SqliteDialectConfig;

  constructor(settings: SqliteDialectConfig) {
    super(settings);
    this.#settings = settings;
  }

  override createDriver(): Driver {
    const database = typeof this.#settings.database === 'function' ? undefined : this.#settings.database;
    return new ImmediateSqliteDriver(this.#settings, database);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  readonly #queue = new FifoLock();
  readonly #database: SqliteDatabase | undefined;

  constructor(settings: SqliteDialectConfig, database: SqliteDatabase | undefined) {
    super(settings);
    this.#database = database;
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#queue.lock();
    // Never contended now: the queue above lets one holder through at a time.
    return super.acquireConnection();
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.#queue.unlock();
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // While another process holds the write lock, SQLite's busy handler would
    // sleep this whole process (1, 2, 5 ... 100 ms at a time, up to the busy
    // timeout). Instead, ask without waiting and try again a moment later,
    // so this process serves other requests meanwhile.
    const giveUpAt = Date.now() + BUSY_TIMEOUT_MS;
    // Set on the handle itself: connection settings, not statements of the request.
    this.#database?.prepare(NO_WAIT).all([]);
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          await connection.executeQuery(BEGIN_IMMEDIATE);
          return;
        } catch (error) {
          if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || Date.now() >= giveUpAt) throw error;
          await new Promise((resolve) => (attempt < 3 ? setImmediate(resolve) : setTimeout(resolve, Math.min(attempt, 10) * Math.random())));
        }
      }
    } finally {
      this.#database?.prepare(WAIT).all([]);
    }
  }
}

/** A lock passed to the longest waiter, on the next turn of the event loop, at each release. */
export class FifoLock {
  #held = false;
  #waiters: (() => void)[] = [];
  #head = 0;

  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  unlock(): void {
    if (this.#head < this.#waiters.length) {
      const next = this.#waiters[this.#head]!;
      this.#head += 1;
      // Drop the served part now and then rather than shifting on every release.
      if (this.#head > 1024 && this.#head * 2 > this.#waiters.length) {
        this.#waiters = this.#waiters.slice(this.#head);
        this.#head = 0;
      }
      // Handed over on the next turn of the event loop, not at once: better-sqlite3
      // answers synchronously, so a direct hand-over runs every waiting request
      // as one chain of microtasks, and Node accepts no connection and reads no
      // socket until the chain ends (under 200 students, new connections
      // waited seconds to be accepted).
      setImmediate(next);
    } else {
      this.#held = false;
      this.#waiters = [];
      this.#head = 0;
    }
  }
}

import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type QueryResult, type SqliteDialectConfig } from 'kysely';

/** How long a statement waits for another process's write lock before failing with SQLITE_BUSY. */
export const BUSY_TIMEOUT_MS = 5000;
const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate');

/**
 * Kysely's SQLite dialect, changed in three ways that matter under load.
 *
 * Transactions begin IMMEDIATE. Kysely's plain (deferred) BEGIN takes the
 * write lock at the first write; with several server processes on one file,
 * a transaction that read first and then writes after another process
 * committed fails at once with SQLITE_BUSY (its snapshot is stale, so no
 * wait can help). BEGIN IMMEDIATE takes the lock up front.
 *
 * No statement sleeps the process. While another process holds the write
 * lock, SQLite's own busy handler would sleep this whole process (1, 2,
 * 5 ... 100 ms at a time, up to the busy timeout): with two processes
 * saving exam answers hundreds of times a second, a third of a process's
 * time went to those sleeps. The handle's busy timeout is 0 instead (the
 * database sets it once open, `database.ts`), and a statement refused with
 * SQLITE_BUSY, which has changed nothing, is sent again a moment later,
 * so this process serves other requests meanwhile; for up to
 * BUSY_TIMEOUT_MS, then the error stands.
 *
 * The one connection is handed out first come, first served, for at most
 * a slice of each turn of the event loop (FifoLock). Kysely's own lock wakes
 * every waiter at each release and lets a newcomer overtake them all, and
 * both it and a plain queue run all waiting work in one chain of microtasks
 * that keeps Node from accepting connections meanwhile (`npm run
 * bench:requests`, 200 students).
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
  readonly #queue = new FifoLock();
  #connection: PatientConnection | undefined;

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#queue.lock();
    // Never contended now: the queue above lets one holder through at a time.
    this.#connection ??= new PatientConnection(await super.acquireConnection());
    return this.#connection;
  }

  override async releaseConnection(): Promise<void> {
    await super.releaseConnection();
    this.#queue.unlock();
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(BEGIN_IMMEDIATE);
  }
}

/** The connection, sending a statement again (without blocking) while another process holds the write lock. */
class PatientConnection implements DatabaseConnection {
  constructor(private readonly inner: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const giveUpAt = Date.now() + BUSY_TIMEOUT_MS;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.inner.executeQuery<R>(query);
      } catch (error) {
        if (!isBusy(error) || Date.now() >= giveUpAt) throw error;
        await pauseBeforeRetry(attempt);
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const isBusy = (error: unknown) => (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';

/** The next turn of the event loop for the first tries (a write lock is held for well under a millisecond), then a few random milliseconds. */
const pauseBeforeRetry = (attempt: number) => new Promise((resolve) => (attempt < 3 ? setImmediate(resolve) : setTimeout(resolve, Math.min(attempt, 10) * Math.random())));

/**
 * How long one turn of the event loop may hand the connection from holder to
 * holder before it lets Node read sockets and accept connections.
 */
export const HAND_OVER_SLICE_MS = 2;

/**
 * A lock passed to the longest waiter at each release: at once while this
 * turn of the event loop has run for less than `sliceMs`, then on the next
 * turn. better-sqlite3 answers synchronously, so handing over at once runs
 * the waiting requests as one chain of microtasks, and Node reads no socket
 * and accepts no connection until the chain ends (under 200 students, new
 * connections waited seconds to be accepted). Handing over only on the next
 * turn, as this lock first did, let one statement through per turn: at the
 * start of a mock, with thousands of requests arriving, the server sat idle
 * half the time while Start waited seconds for the connection.
 */
export class FifoLock {
  #held = false;
  #waiters: (() => void)[] = [];
  #head = 0;
  #sliceStart = 0;

  constructor(
    private readonly sliceMs = HAND_OVER_SLICE_MS,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  lock(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      this.#sliceStart = this.clock();
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
      if (this.clock() - this.#sliceStart < this.sliceMs) return next();
      setImmediate(() => {
        this.#sliceStart = this.clock();
        next();
      });
    } else {
      this.#held = false;
      this.#waiters = [];
      this.#head = 0;
    }
  }
}

import type { DatabaseConnection, Dialect, Driver, QueryCompiler, TransactionSettings } from 'kysely';

/** The SQL of every statement sent to the database, in order, since the last `clear`. */
export class StatementLog {
  readonly statements: string[] = [];

  get count(): number {
    return this.statements.length;
  }

  clear(): void {
    this.statements.length = 0;
  }
}

/**
 * The dialect with a driver that writes every statement it sends into `log`.
 * It sits below Kysely's transactions, so BEGIN, COMMIT, ROLLBACK and
 * savepoints count as statements too: each is a round trip like any other.
 * Tests only; an app built without it pays nothing.
 */
export function countingDialect(dialect: Dialect, log: StatementLog): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new CountingDriver(dialect.createDriver(), log),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

class CountingDriver implements Driver {
  /** The driver's own connection behind each counting one, which is what it must be given back. */
  private readonly inner = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(
    private readonly driver: Driver,
    private readonly log: StatementLog,
  ) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.driver.acquireConnection();
    const counting: DatabaseConnection = {
      executeQuery: (query) => {
        this.log.statements.push(query.sql);
        return connection.executeQuery(query);
      },
      streamQuery: (query, chunkSize) => {
        this.log.statements.push(query.sql);
        return connection.streamQuery(query, chunkSize);
      },
    };
    this.inner.set(counting, connection);
    return counting;
  }

  // The driver runs BEGIN and COMMIT through the connection it is handed: given the counting one, they are counted.
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.driver.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.driver.rollbackTransaction(connection);
  }

  savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.savepoints('savepoint').call(this.driver, connection, name, compile);
  }

  rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.savepoints('rollbackToSavepoint').call(this.driver, connection, name, compile);
  }

  releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return this.savepoints('releaseSavepoint').call(this.driver, connection, name, compile);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(this.inner.get(connection) ?? connection);
  }

  destroy(): Promise<void> {
    return this.driver.destroy();
  }

  private savepoints(method: 'savepoint' | 'rollbackToSavepoint' | 'releaseSavepoint') {
    const run = this.driver[method];
    if (!run) throw new Error(`this dialect's driver has no ${method}`);
    return run;
  }
}

import type { CompiledQuery, Compilable } from 'kysely';
import type { Db } from './database';

/**
 * A query built and compiled once per database, then run with new
 * parameters: Kysely otherwise builds and compiles the same SQL on every
 * call, which costs more than SQLite takes to answer a small read. For the
 * hottest reads only. `build` gets stand-in values in the order the
 * parameters will be passed, and must use each exactly once, as a value.
 */
export function preparedQuery<Row, Params extends unknown[]>(build: (db: Db, ...standIns: Params) => Compilable<Row>, standIns: Params) {
  const compiled = new WeakMap<Db, CompiledQuery<Row>>();
  return async (db: Db, ...parameters: Params): Promise<Row[]> => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, ...standIns).compile();
      if (query.parameters.length !== standIns.length) throw new Error(`prepared query takes ${query.parameters.length} parameters, not ${standIns.length}`);
      compiled.set(db, query);
    }
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}

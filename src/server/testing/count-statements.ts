import { statementLog, type Db } from '../db/database';

/**
 * The statements the database was sent while `run` ran, in order (BEGIN and
 * COMMIT included). The database must come from useTestApp with
 * `countStatements`, and nothing else may use it meanwhile: run one request
 * at a time, and let it finish (its answer read) before the count is taken.
 */
export async function countStatements(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const log = statementLog(db);
  log.clear();
  await run();
  const sent = [...log.statements];
  log.clear();
  return sent;
}

import { databaseKind, type Db } from './database';

/**
 * Serialises one student's own money-and-cart writes inside a transaction,
 * so a rule checked there (one pending payment per course, one free order,
 * the cart limit) still holds when that student's requests race. PostgreSQL
 * locks the user's row until the transaction ends (`for update`, also on
 * PostgreSQL-compatible distributed databases); SQLite needs nothing more:
 * its transactions take the database's write lock when they begin.
 */
export async function lockUser(trx: Db, userId: string): Promise<void> {
  if (databaseKind(trx) !== 'postgres') return;
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

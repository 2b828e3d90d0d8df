import { databaseKind, type Db } from '../../db/database';

/**
 * Serialises writes to the banks of these papers inside a transaction: a
 * bulk action or an import judges the bank (published blueprints it must
 * keep filled, stems it must not repeat unasked) and then changes it, and
 * two of them racing on PostgreSQL would each judge the bank without the
 * other's change. PostgreSQL locks the papers' rows, in id order so two
 * callers never wait on each other; SQLite needs nothing more, since its
 * transactions take the database's write lock when they begin.
 */
export async function lockPapers(trx: Db, subjectIds: number[]): Promise<void> {
  if (databaseKind(trx) !== 'postgres' || subjectIds.length === 0) return;
  await trx
    .selectFrom('subjects')
    .select('id')
    .where(
      'id',
      'in',
      [...new Set(subjectIds)].sort((a, b) => a - b),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
}

import type { Db } from '../db/database';

/** A tutor's paper as the audit log keeps it: by name, so the entry reads the same after papers are renamed. */
export type PaperRecord = { paper: string; lead: boolean };

/** The papers a tutor marks, in the curriculum's order, by name. */
export async function tutorPaperRecords(db: Db, userId: string): Promise<PaperRecord[]> {
  const rows = await db
    .selectFrom('tutor_papers as tp')
    .innerJoin('subjects as s', 's.id', 'tp.subject_id')
    .select(['s.name', 'tp.lead'])
    .where('tp.user_id', '=', userId)
    .orderBy('s.position')
    .execute();
  return rows.map((r) => ({ paper: r.name, lead: r.lead === 1 }));
}

/** Takes every paper off an account, inside the caller's transaction; answers what it had. */
export async function removeTutorPapers(trx: Db, userId: string): Promise<PaperRecord[]> {
  const had = await tutorPaperRecords(trx, userId);
  if (had.length > 0) await trx.deleteFrom('tutor_papers').where('user_id', '=', userId).execute();
  return had;
}

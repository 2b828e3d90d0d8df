import type { SetTutorPapers, TutorPapers } from '../../contracts/tutor-admin-schemas';
import { databaseKind, type Db } from '../db/database';
import { lockUser } from '../db/lock-user';
import { AppError } from '../errors';
import { recordAudit, type Actor } from './audit';
import { findUserOrThrow } from './find-user';
import { paperChoices } from './get-tutor-papers';
import { tutorPaperRecords } from './tutor-papers';

/**
 * Sets a tutor's papers and leads all at once, in one transaction with its
 * audit entry. The account's row is locked (PostgreSQL) and its role read
 * under the lock, so a save racing a change of role either lands before it
 * (and the change takes the papers off) or finds no tutor.
 */
export async function setTutorPapers(db: Db, { actor, userId, input }: { actor: Actor; userId: string; input: SetTutorPapers }): Promise<TutorPapers> {
  await db.transaction().execute(async (trx) => {
    // The acting admin's row first: the audit entry's reference to it needs a share of it,
    // which a change of role holds (it locks the admins before the account). Taken in the
    // same order, the two wait for each other instead of deadlocking.
    if (databaseKind(trx) === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', actor.id).forKeyShare().execute();
    await lockUser(trx, userId);
    const user = await findUserOrThrow(trx, userId);
    if (user.role !== 'tutor') throw new AppError('not_a_tutor');
    const wanted = input.papers.map((p) => p.subjectId);
    if (wanted.length > 0) {
      const found = await trx.selectFrom('subjects').select('id').where('id', 'in', wanted).execute();
      if (found.length !== wanted.length) throw new AppError('tutor_paper_unknown');
    }
    const existing = await trx.selectFrom('tutor_papers').select(['subject_id', 'lead']).where('user_id', '=', userId).execute();
    const lead = new Map(existing.map((row) => [row.subject_id, row.lead === 1]));
    // Saving the papers it already has writes nothing, not even an audit entry: the log keeps changes only.
    if (existing.length === input.papers.length && input.papers.every((p) => lead.get(p.subjectId) === p.lead)) return;
    const before = await tutorPaperRecords(trx, userId);
    await trx.deleteFrom('tutor_papers').where('user_id', '=', userId).execute();
    if (input.papers.length > 0) {
      await trx
        .insertInto('tutor_papers')
        .values(input.papers.map((p) => ({ user_id: userId, subject_id: p.subjectId, lead: p.lead ? 1 : 0 })))
        .execute();
    }
    await recordAudit(trx, {
      actor,
      action: 'user.tutor_papers_changed',
      target: { type: 'user', id: userId },
      details: { email: user.email, name: user.name, from: before, to: await tutorPaperRecords(trx, userId) },
    });
  });
  return { papers: await paperChoices(db, userId) };
}

import type { TutorPapers } from '../../contracts/tutor-admin-schemas';
import type { Level } from '../../contracts/subjects';
import type { Db } from '../db/database';
import { findUserOrThrow } from './find-user';

/** Every paper in the curriculum's order, with the ones the account marks ticked and those it leads. */
export async function getTutorPapers(db: Db, userId: string): Promise<TutorPapers> {
  await findUserOrThrow(db, userId);
  return { papers: await paperChoices(db, userId) };
}

export async function paperChoices(db: Db, userId: string): Promise<TutorPapers['papers']> {
  const [subjects, assigned] = await Promise.all([
    db.selectFrom('subjects').select(['id', 'name', 'level']).orderBy('position').orderBy('id').execute(),
    db.selectFrom('tutor_papers').select(['subject_id', 'lead']).where('user_id', '=', userId).execute(),
  ]);
  const byPaper = new Map(assigned.map((a) => [a.subject_id, a.lead === 1]));
  return subjects.map((s) => ({
    subjectId: s.id,
    name: s.name,
    level: s.level as Level,
    assigned: byPaper.has(s.id),
    lead: byPaper.get(s.id) ?? false,
  }));
}

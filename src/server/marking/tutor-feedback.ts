import type { PointAward } from '../../contracts/marking-schemas';
import type { Db } from '../db/database';

/** A released script's comments for its student: overall and per written answer, with the guide points awarded. */
export type TutorFeedback = { comment: string; answers: Map<number, { comment: string; awards: PointAward[] }> };

/**
 * What the tutor wrote on an attempt's script, once released; null before
 * (a draft is the tutor's until they release it) and for an attempt no
 * tutor marks.
 */
export async function tutorFeedback(db: Db, attemptId: string): Promise<TutorFeedback | null> {
  const script = await db.selectFrom('marking_scripts').select(['id', 'state', 'comment']).where('attempt_id', '=', attemptId).executeTakeFirst();
  if (!script || script.state !== 'released') return null;
  const marks = await db.selectFrom('script_marks').select(['position', 'comment', 'awards']).where('script_id', '=', script.id).execute();
  return { comment: script.comment, answers: new Map(marks.map((m) => [m.position, { comment: m.comment, awards: JSON.parse(m.awards) as PointAward[] }])) };
}

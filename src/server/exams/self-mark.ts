import { loadOwnAttempt } from '../access/own-attempt';
import type { Db } from '../db/database';
import { lockUser } from '../db/lock-user';
import { AppError } from '../errors';
import { scoreOf } from './attempt-result';
import type { ExamStore } from './exam-store';
import type { MarkedQuestion } from './finalise-attempt';
import { reviewState } from './review-state';

/**
 * Records the marking-guide points a student says their written answer
 * made, and moves the attempt's score with them. Allowed only after
 * submitting, on a written answer that was given, and while the guide may
 * be shown. Results label these marks "self-marked".
 */
export async function selfMark(
  db: Db,
  store: ExamStore,
  { userId, attemptId, position, points, now = new Date() }: { userId: string; attemptId: string; position: number; points: string[]; now?: Date },
): Promise<void> {
  const attempt = await loadOwnAttempt(db, { userId, attemptId });
  if (attempt.status !== 'submitted' || attempt.marking === null) throw new AppError('attempt_in_progress');
  const exam = (await store.byId(attempt.exam_id))!;
  if (reviewState(exam, now).review !== 'full') throw new AppError('review_not_available');
  const marking = JSON.parse(attempt.marking) as MarkedQuestion[];
  const marked = marking.find((m) => m.position === position);
  if (!marked) throw new AppError('question_not_found');
  const version = (await store.questionVersions([marked.versionId])).get(marked.versionId)!;
  if (version.key.kind !== 'written' || marked.outcome !== 'self_mark') throw new AppError('answer_invalid', 'Only a written answer you gave can be self-marked.');
  const known = new Set(version.key.points.map((p) => p.id));
  if (points.some((p) => !known.has(p))) throw new AppError('answer_invalid', 'Tick points from the marking guide.');

  // Loaded before the transaction: on SQLite a read outside it would wait for its connection.
  const versions = await store.questionVersions(marking.map((m) => m.versionId));
  await db.transaction().execute(async (trx) => {
    // Marks of several answers saved at once each recompute the score from every answer's
    // marks: without the lock, PostgreSQL's concurrent transactions would not see each
    // other's rows and the last to commit would drop the others' marks.
    await lockUser(trx, userId);
    await trx
      .updateTable('exam_answers')
      .set({ self_marks: JSON.stringify([...new Set(points)]) })
      .where('attempt_id', '=', attemptId)
      .where('position', '=', position)
      .execute();
    // The score is recomputed from every self-marked answer inside the same transaction.
    const rows = await trx.selectFrom('exam_answers').select(['position', 'self_marks']).where('attempt_id', '=', attemptId).where('self_marks', 'is not', null).execute();
    const selfMarks = new Map<number, number>();
    for (const row of rows) {
      const m = marking.find((x) => x.position === row.position);
      const key = m && versions.get(m.versionId)!.key;
      if (!m || !key || key.kind !== 'written') continue;
      const ids = JSON.parse(row.self_marks!) as string[];
      selfMarks.set(
        row.position,
        key.points.filter((p) => ids.includes(p.id)).reduce((s, p) => s + p.marks, 0),
      );
    }
    await trx
      .updateTable('exam_attempts')
      .set({ score_hundredths: Math.round(scoreOf(marking, selfMarks) * 100) })
      .where('id', '=', attemptId)
      .execute();
  });
}

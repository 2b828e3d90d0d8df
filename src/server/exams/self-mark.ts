import { loadOwnAttempt } from '../access/own-attempt';
import type { Db } from '../db/database';
import { lockUser } from '../db/lock-user';
import { AppError } from '../errors';
import { scoreOf } from './attempt-result';
import type { ExamStore } from './exam-store';
import { addToAreaSums, hundredthsOf, moveAreaMarks } from './exam-sums';
import type { MarkedQuestion } from './finalise-attempt';
import { reviewState } from './review-state';

/**
 * Records the marking-guide points a student says their written answer
 * made, and moves the attempt's score with them. Allowed only after
 * submitting, on a written answer that was given, and while the guide may
 * be shown. Results label these marks "self-marked". The student's kept
 * area sums and the attempt's count of answers to mark move with them.
 */
export async function selfMark(
  db: Db,
  store: ExamStore,
  { userId, attemptId, position, points, now = new Date() }: { userId: string; attemptId: string; position: number; points: string[]; now?: Date },
): Promise<{ examId: number }> {
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
    // Read under the lock: whether this is the answer's first self-mark, and what an earlier one gave.
    const earlier = await trx.selectFrom('exam_answers').select('self_marks').where('attempt_id', '=', attemptId).where('position', '=', position).executeTakeFirst();
    const pointsOf = (ids: string[]) => hundredthsOf(version.key.kind === 'written' ? version.key.points.filter((p) => ids.includes(p.id)).reduce((s, p) => s + p.marks, 0) : 0);
    const previous = earlier?.self_marks ?? null;
    const first = previous === null;
    const now = pointsOf(points);
    // The student's areas (My exams): the question counts from its first self-mark; a change moves its marks.
    if (first) await addToAreaSums(trx, userId, new Map([[marked.areaId, { questions: 1, hundredths: now, max: marked.max }]]));
    else await moveAreaMarks(trx, userId, marked.areaId, now - pointsOf(JSON.parse(previous) as string[]));
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
      .set((eb) => ({ score_hundredths: Math.round(scoreOf(marking, selfMarks) * 100), to_mark: eb('to_mark', '-', first ? 1 : 0) }))
      .where('id', '=', attemptId)
      .execute();
  });
  return { examId: attempt.exam_id };
}

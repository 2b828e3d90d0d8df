import type { Db } from '../db/database';
import { lockUser } from '../db/lock-user';
import { addToAreaSums, hundredthsOf, type AreaSum } from '../exams/exam-sums';
import type { MarkedQuestion } from '../exams/finalise-attempt';
import { outcome } from '../exams/marking';
import { recordMarkChanges } from './mark-changes';

/**
 * Puts a released script's marks on its attempt, inside the release's
 * transaction: each written answer waiting for its tutor takes its mark
 * (and an outcome saying how it did), the score and the kept sums (the
 * student's areas, the answers still to mark) move with them, and each mark
 * starts its history. The caller's conditional update on the script decided
 * this release happens once.
 */
export async function releaseMarks(
  trx: Db,
  { attemptId, userId, marks, by, now }: { attemptId: string; userId: string; marks: Map<number, number>; by: { id: string; name: string }; now: Date },
): Promise<void> {
  // The student's lock first, as finalising and self-marking take it.
  await lockUser(trx, userId);
  const row = await trx.selectFrom('exam_attempts').select(['marking']).where('id', '=', attemptId).executeTakeFirstOrThrow();
  const marking = JSON.parse(row.marking!) as MarkedQuestion[];
  const byArea = new Map<number, AreaSum>();
  let released = 0;
  for (const m of marking) {
    if (m.outcome !== 'tutor_mark') continue;
    const hundredths = marks.get(m.position) ?? 0;
    m.marks = hundredths / 100;
    m.outcome = outcome(m.marks, m.max);
    m.by = 'tutor';
    released += 1;
    const sum = byArea.get(m.areaId) ?? { questions: 0, hundredths: 0, max: 0 };
    sum.questions += 1;
    sum.hundredths += hundredths;
    sum.max += m.max;
    byArea.set(m.areaId, sum);
  }
  await trx
    .updateTable('exam_attempts')
    .set((eb) => ({
      marking: JSON.stringify(marking),
      score_hundredths: marking.reduce((sum, m) => sum + hundredthsOf(m.marks), 0),
      to_mark: eb('to_mark', '-', released),
    }))
    .where('id', '=', attemptId)
    .execute();
  await addToAreaSums(trx, userId, byArea);
  await recordMarkChanges(
    trx,
    [...marks.entries()].map(([position, to]) => ({ attemptId, position, cause: 'release' as const, by, at: now, from: null, to, reason: '' })),
  );
}

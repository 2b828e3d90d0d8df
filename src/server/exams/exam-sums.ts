import type { Db } from '../db/database';
import type { MarkedQuestion } from './finalise-attempt';

/** What one write adds to a student's kept sums for one syllabus area. */
export type AreaSum = { questions: number; hundredths: number; max: number };

/** Hundredths of a mark, as the score keeps them, so sums of partial credit stay exact. */
export const hundredthsOf = (marks: number) => Math.round(marks * 100);

/**
 * What a newly finalised attempt adds to the student's areas: every marked
 * question in the area it was marked in. Written answers are left out (and
 * are the attempt's `to_mark`) until the student self-marks them or their
 * tutor's marks are released.
 */
export function markingSums(marking: MarkedQuestion[]): { byArea: Map<number, AreaSum>; toMark: number } {
  const byArea = new Map<number, AreaSum>();
  let toMark = 0;
  for (const m of marking) {
    if (m.outcome === 'self_mark' || m.outcome === 'tutor_mark') {
      toMark += 1;
      continue;
    }
    const sum = byArea.get(m.areaId) ?? { questions: 0, hundredths: 0, max: 0 };
    sum.questions += 1;
    sum.hundredths += hundredthsOf(m.marks);
    sum.max += m.max;
    byArea.set(m.areaId, sum);
  }
  return { byArea, toMark };
}

/**
 * Adds to the student's kept sums inside the caller's transaction, in one
 * statement that inserts or increments (never reads then writes), so
 * concurrent finalises and self-marks of one student's attempts all count.
 * Rows go in area order: two transactions incrementing the same areas lock
 * them in the same order on PostgreSQL and cannot deadlock. Only additions:
 * a check constraint sees the proposed row before the conflict is found.
 */
export async function addToAreaSums(trx: Db, userId: string, byArea: Map<number, AreaSum>): Promise<void> {
  const rows = [...byArea.entries()].filter(([, s]) => s.questions > 0).sort(([a], [b]) => a - b);
  if (rows.length === 0) return;
  await trx
    .insertInto('exam_area_totals')
    .values(rows.map(([areaId, s]) => ({ user_id: userId, area_id: areaId, questions: s.questions, marks_hundredths: s.hundredths, max_marks: s.max })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'area_id']).doUpdateSet((eb) => ({
        questions: eb('exam_area_totals.questions', '+', eb.ref('excluded.questions')),
        marks_hundredths: eb('exam_area_totals.marks_hundredths', '+', eb.ref('excluded.marks_hundredths')),
        max_marks: eb('exam_area_totals.max_marks', '+', eb.ref('excluded.max_marks')),
      })),
    )
    .execute();
}

/** A self-mark changed: moves the area's marks by the difference (the row exists since the first self-mark). */
export async function moveAreaMarks(trx: Db, userId: string, areaId: number, hundredths: number): Promise<void> {
  if (hundredths === 0) return;
  await trx
    .updateTable('exam_area_totals')
    .set((eb) => ({ marks_hundredths: eb('marks_hundredths', '+', hundredths) }))
    .where('user_id', '=', userId)
    .where('area_id', '=', areaId)
    .execute();
}

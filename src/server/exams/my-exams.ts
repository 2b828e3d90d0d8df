import { sql } from 'kysely';
import { MY_EXAMS_PAGE_SIZE, WEAK_AREA_MIN_QUESTIONS, type MyExams } from '../../contracts/exam-schemas';
import type { Db } from '../db/database';
import type { ExamStore } from './exam-store';
import { ATTEMPT_LINE_COLUMNS, summariseAttempts } from './list-exams';

const pageMark = (row: { started_at: string; id: string }) => `${row.started_at}~${row.id}`;

/**
 * "My exams" and the hub's attempts, at a cost that does not grow with the
 * student's attempts: one page of them (newest first; `before` is the last
 * page's `next`), those in progress, the attempts used of each exam that
 * limits them (at most its limit each), and the student's syllabus areas
 * from the sums kept by finalising and self-marking (exam-sums.ts).
 * Unanswered questions count as marked (they cost marks in the exam too);
 * written answers count once self-marked.
 */
export async function myExams(db: Db, store: ExamStore, userId: string, { before }: { before?: string } = {}): Promise<MyExams> {
  const limited = (await store.all()).filter((e) => e.attemptsAllowed !== null);
  const after = before === undefined ? null : { startedAt: before.slice(0, before.indexOf('~')), id: before.slice(before.indexOf('~') + 1) };
  let page = db.selectFrom('exam_attempts').select(ATTEMPT_LINE_COLUMNS).where('user_id', '=', userId);
  if (after) page = page.where((eb) => eb(eb.refTuple('started_at', 'id'), '<', eb.tuple(after.startedAt, after.id)));
  const [rows, openRows, used, areas] = await Promise.all([
    page
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MY_EXAMS_PAGE_SIZE + 1)
      .execute(),
    db
      .selectFrom('exam_attempts')
      .select(ATTEMPT_LINE_COLUMNS)
      .where('user_id', '=', userId)
      // A literal, so both databases can use the partial index of open attempts.
      .where('status', '=', sql.lit('in_progress'))
      .orderBy('started_at', 'desc')
      .execute(),
    limited.length === 0
      ? []
      : db
          .selectFrom('exam_attempts')
          .select((eb) => ['exam_id', eb.fn.countAll<number>().as('n')])
          .where('user_id', '=', userId)
          .where(
            'exam_id',
            'in',
            limited.map((e) => e.id),
          )
          .groupBy('exam_id')
          .execute(),
    db
      .selectFrom('exam_area_totals as k')
      .innerJoin('syllabus_areas as a', 'a.id', 'k.area_id')
      .innerJoin('subjects as s', 's.id', 'a.subject_id')
      .select(['s.name as paper', 'a.name', 'a.position', 'k.questions', 'k.marks_hundredths', 'k.max_marks'])
      .where('k.user_id', '=', userId)
      .where('k.questions', '>', 0)
      .orderBy('s.name')
      .orderBy('a.position')
      .execute(),
  ]);
  const shown = rows.slice(0, MY_EXAMS_PAGE_SIZE);
  const slugs = new Map(limited.map((e) => [e.id, e.slug]));
  return {
    attempts: await summariseAttempts(store, shown),
    next: rows.length > MY_EXAMS_PAGE_SIZE ? pageMark(shown[shown.length - 1]!) : null,
    open: await summariseAttempts(store, openRows),
    attemptsUsed: used.map((u) => ({ exam: slugs.get(u.exam_id)!, count: Number(u.n) })),
    areas: areas
      .map((a) => {
        const marks = a.marks_hundredths / 100;
        return {
          paper: a.paper,
          name: a.name,
          questions: a.questions,
          marks,
          max: a.max_marks,
          percent: a.questions >= WEAK_AREA_MIN_QUESTIONS && a.max_marks > 0 ? Math.round((marks / a.max_marks) * 1000) / 10 : null,
        };
      })
      // Weakest first, areas without a percentage yet last; the sort is stable, so ties keep paper and syllabus order.
      .sort((a, b) => (a.percent ?? 101) - (b.percent ?? 101)),
  };
}

import type { Db } from '../db/database';
import { passVerdict } from '../exams/pass-verdict';
import { lessonCounts } from '../learning/course-outline';

export type CertificateProgress = {
  /** Whether the course gives certificates at all. */
  offered: boolean;
  /** Lessons the students see (published, not removed) and how many of them this student completed. */
  lessons: { done: number; total: number };
  /** The mocks the course also asks to be passed, and whether this student has passed each. */
  exams: { examId: number; slug: string; title: string; passed: boolean }[];
  /** Enrolled (an enrollment not revoked: access that ran out still counts for what was done while it lasted). */
  enrolled: boolean;
  earned: boolean;
};

/**
 * What a course asks for its certificate and how far this student is, read
 * from the rows: every lesson the students see completed (at least one),
 * and a pass in each mock the course names. A pass is a finished attempt
 * whose score meets the exam's pass mark with nothing left to mark, the
 * verdict every result screen gives (exams/pass-verdict.ts): a tutor-marked
 * attempt counts once its marks are released.
 */
export async function certificateProgress(db: Db, { userId, courseId }: { userId: string; courseId: number }): Promise<CertificateProgress> {
  const [course, enrollment, lessons, exams, attempts] = await Promise.all([
    db.selectFrom('courses').select('certificate').where('id', '=', courseId).executeTakeFirst(),
    db.selectFrom('enrollments').select('status').where('user_id', '=', userId).where('course_id', '=', courseId).executeTakeFirst(),
    lessonCounts(db, { userId, courseId }),
    db
      .selectFrom('certificate_exams as ce')
      .innerJoin('exams as e', 'e.id', 'ce.exam_id')
      .select(['e.id', 'e.slug', 'e.title', 'e.pass_percent'])
      .where('ce.course_id', '=', courseId)
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('exam_attempts as a')
      .innerJoin('certificate_exams as ce', 'ce.exam_id', 'a.exam_id')
      .select(['a.exam_id', 'a.score_hundredths', 'a.total_marks', 'a.to_mark'])
      .where('ce.course_id', '=', courseId)
      .where('a.user_id', '=', userId)
      .where('a.status', '=', 'submitted')
      .execute(),
  ]);
  const passedExams = new Set<number>();
  for (const exam of exams) {
    for (const attempt of attempts) {
      if (attempt.exam_id !== exam.id || attempt.score_hundredths === null || attempt.total_marks <= 0) continue;
      // As results show it: the percentage to two places, then the verdict.
      const percent = Math.round((attempt.score_hundredths / 100 / attempt.total_marks) * 10_000) / 100;
      if (passVerdict(percent, exam.pass_percent, attempt.to_mark) === true) passedExams.add(exam.id);
    }
  }
  const offered = course?.certificate === 1;
  const enrolled = enrollment !== undefined && enrollment.status !== 'revoked';
  const examLines = exams.map((e) => ({ examId: e.id, slug: e.slug, title: e.title, passed: passedExams.has(e.id) }));
  const earned = offered && enrolled && lessons.total > 0 && lessons.done >= lessons.total && examLines.every((e) => e.passed);
  return { offered, lessons, exams: examLines, enrolled, earned };
}

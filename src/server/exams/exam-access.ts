import { holdsActiveAccess } from '../access/course-access';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { ExamDefinition } from './exam-store';

export type SitRefusal = 'exam_not_open' | 'exam_closed' | 'exam_enrollment_required';

/**
 * Why this student may not start the exam now, or null when they may: the
 * exam's window, and for an exam that comes with courses an active
 * enrollment in one of them.
 */
export async function refusalToSit(db: Db, { userId, exam, now }: { userId: string; exam: ExamDefinition; now: Date }): Promise<SitRefusal | null> {
  if (exam.opensAt && now < new Date(exam.opensAt)) return 'exam_not_open';
  if (exam.closesAt && now >= new Date(exam.closesAt)) return 'exam_closed';
  if (exam.access === 'everyone') return null;
  if (exam.courses.length === 0) return 'exam_enrollment_required';
  return (await holdsActiveAccess(db, { userId, courseIds: exam.courses.map((c) => c.id), now })) ? null : 'exam_enrollment_required';
}

/** The named check before a start: throws the refusal with the courses that open the exam. */
export async function assertMaySit(db: Db, { userId, exam, now }: { userId: string; exam: ExamDefinition; now: Date }): Promise<void> {
  const refusal = await refusalToSit(db, { userId, exam, now });
  if (refusal === 'exam_enrollment_required') throw new AppError(refusal, undefined, { courses: exam.courses.map(({ slug, title }) => ({ slug, title })) });
  if (refusal) throw new AppError(refusal);
}

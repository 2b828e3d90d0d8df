import type { ExamDetail } from '../../contracts/exam-schemas';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { refusalToSit } from './exam-access';
import type { ExamStore } from './exam-store';
import { listAttempts, summariseExam } from './list-exams';

/** One exam's page: its rules, and for a signed-in student their attempts and whether they may start now. */
export async function getExam(db: Db, store: ExamStore, { slug, userId, now = new Date() }: { slug: string; userId: string | null; now?: Date }): Promise<ExamDetail> {
  const exam = await store.bySlug(slug);
  if (!exam) throw new AppError('exam_not_found');
  if (!userId) return { ...summariseExam(exam), mine: null };
  const attempts = await listAttempts(db, store, { userId, examId: exam.id });
  const attemptsLeft = exam.attemptsAllowed === null ? null : Math.max(0, exam.attemptsAllowed - attempts.length);
  const open = attempts.some((a) => a.status === 'in_progress');
  const refusal = open ? null : attemptsLeft === 0 ? 'attempts_used_up' : await refusalToSit(db, { userId, exam, now });
  return { ...summariseExam(exam), mine: { attempts, attemptsLeft, canStart: refusal === null, refusal } };
}

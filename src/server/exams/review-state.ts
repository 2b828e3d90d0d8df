import type { AttemptResult } from '../../contracts/exam-schemas';
import type { ExamDefinition } from './exam-store';

/** Whether keys and explanations may be shown now, by the exam's review policy. */
export function reviewState(exam: ExamDefinition, now: Date): { review: AttemptResult['review']; opensAt: string | null } {
  if (exam.reviewPolicy === 'never') return { review: 'hidden', opensAt: null };
  if (exam.reviewPolicy === 'after_close' && exam.closesAt && now < new Date(exam.closesAt)) return { review: 'later', opensAt: exam.closesAt };
  return { review: 'full', opensAt: null };
}

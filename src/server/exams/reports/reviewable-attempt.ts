import { loadOwnAttempt, type AttemptRow } from '../../access/own-attempt';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { ExamStore } from '../exam-store';
import { reviewState } from '../review-state';

/**
 * The student's own finished attempt whose review shows its questions now:
 * a report names a question the student can see with its key, so a
 * question is reported, and its reports read, only where the review shows
 * it. Another student's attempt answers 404 as a missing one does.
 */
export async function reviewableAttempt(db: Db, store: ExamStore, { userId, attemptId, now }: { userId: string; attemptId: string; now: Date }): Promise<AttemptRow> {
  const attempt = await loadOwnAttempt(db, { userId, attemptId });
  if (attempt.status !== 'submitted' || attempt.marking === null) throw new AppError('attempt_in_progress');
  const exam = await store.byId(attempt.exam_id);
  if (!exam || reviewState(exam, now).review !== 'full') throw new AppError('review_not_available');
  return attempt;
}

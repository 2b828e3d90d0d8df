import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { AttemptHeader, ExamStore } from '../exams/exam-store';
import type { PaperEntry } from '../exams/paper-entry';

/**
 * What never changes about an attempt of this student (its owner, paper
 * and deadline), for the writes of exam day: from the store when this
 * process has seen the attempt, so a save reads nothing first. Another
 * student's attempt answers exactly as a missing one does (404
 * `attempt_not_found`). An attempt's owner never changes, so a header kept
 * in the store stays true.
 */
export async function loadOwnAttemptHeader(db: Db, store: ExamStore, { userId, attemptId }: { userId: string; attemptId: string }): Promise<AttemptHeader> {
  let header = store.knownAttempt(attemptId);
  if (!header) {
    const row = await db.selectFrom('exam_attempts').select(['user_id', 'paper', 'deadline_at']).where('id', '=', attemptId).executeTakeFirst();
    if (!row) throw new AppError('attempt_not_found');
    header = { userId: row.user_id, paper: JSON.parse(row.paper) as PaperEntry[], deadlineAt: row.deadline_at };
    store.rememberAttempt(attemptId, header);
  }
  if (header.userId !== userId) throw new AppError('attempt_not_found');
  return header;
}

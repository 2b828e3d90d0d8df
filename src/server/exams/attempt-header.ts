import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { PaperEntry } from './paper-entry';
import type { AttemptHeader, ExamStore } from './exam-store';

/**
 * The attempt's owner, paper and deadline, from the store when this
 * process has seen the attempt (the writes of exam day then read nothing
 * first). Another student's attempt answers as a missing one does.
 */
export async function ownAttemptHeader(db: Db, store: ExamStore, userId: string, attemptId: string): Promise<AttemptHeader> {
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

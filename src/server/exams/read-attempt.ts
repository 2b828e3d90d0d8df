import { SAVE_GRACE_MS } from '../../contracts/exam-schemas';
import { loadOwnAttempt, type AttemptRow } from '../access/own-attempt';
import type { Db } from '../db/database';
import type { ExamStore } from './exam-store';
import { finaliseOverdue } from './finalise-attempt';
import { isOverdue } from './overdue';

/** Reads an attempt the student owns, finalising it first when its time ran out while nobody was looking. */
export async function readAttempt(db: Db, store: ExamStore, { userId, attemptId, now }: { userId: string; attemptId: string; now: Date }): Promise<AttemptRow> {
  const attempt = await loadOwnAttempt(db, { userId, attemptId });
  if (attempt.status === 'in_progress' && isOverdue(attempt.deadline_at, now, SAVE_GRACE_MS)) {
    await finaliseOverdue(db, store, { attemptId: attempt.id, deadlineAt: attempt.deadline_at!, read: { paper: attempt.paper, userId: attempt.user_id, examId: attempt.exam_id } });
    return loadOwnAttempt(db, { userId, attemptId });
  }
  return attempt;
}

import { loadOwnAttempt } from '../access/own-attempt';
import type { Db } from '../db/database';
import type { ExamStore } from './exam-store';
import { finaliseAttempt } from './finalise-attempt';

/**
 * The student's submit. Idempotent: a double click, a second tab or a retry
 * after a lost reply all get the one result (the finalising update lets
 * one through). A submit after the deadline (the player's own when time
 * runs out, or one delayed by the network) finishes the attempt at the
 * deadline, ended by time.
 */
export async function submitAttempt(db: Db, store: ExamStore, { userId, attemptId, now = new Date() }: { userId: string; attemptId: string; now?: Date }): Promise<{ id: string; examId: number }> {
  const attempt = await loadOwnAttempt(db, { userId, attemptId });
  if (attempt.status === 'in_progress') {
    const deadline = attempt.deadline_at ? new Date(attempt.deadline_at) : null;
    // After the deadline (the player submits for the student when time runs out), time ended it.
    const overtime = deadline !== null && now > deadline;
    await finaliseAttempt(db, store, {
      attemptId: attempt.id,
      by: overtime ? 'time' : 'student',
      finishedAt: overtime ? deadline : now,
      read: { paper: attempt.paper, userId: attempt.user_id, examId: attempt.exam_id },
    });
  }
  return { id: attempt.id, examId: attempt.exam_id };
}

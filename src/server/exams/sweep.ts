import { SAVE_GRACE_MS } from '../../contracts/exam-schemas';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { ExamStore } from './exam-store';
import { finaliseOverdue } from './finalise-attempt';

const BATCH = 200;

/**
 * Finalises attempts left open past their deadline and the network grace,
 * with the answers saved and the finish time at the deadline. Every server
 * process runs it; the finalising update lets exactly one of them mark each
 * attempt. Returns how many this call finalised.
 */
export async function sweepOverdueAttempts(db: Db, store: ExamStore, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SAVE_GRACE_MS).toISOString();
  let finalised = 0;
  for (;;) {
    const due = await db
      .selectFrom('exam_attempts')
      .select(['id', 'deadline_at'])
      .where('status', '=', 'in_progress')
      .where('deadline_at', 'is not', null)
      .where('deadline_at', '<', cutoff)
      .orderBy('deadline_at')
      .limit(BATCH)
      .execute();
    for (const attempt of due) if (await finaliseOverdue(db, store, { attemptId: attempt.id, deadlineAt: attempt.deadline_at! })) finalised += 1;
    if (due.length < BATCH) return finalised;
  }
}

/** Runs the sweep every minute until stopped; a failure is logged and the next minute tries again. */
export function startAttemptSweeper(db: Db, store: ExamStore, logger: Logger, everyMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepOverdueAttempts(db, store)
      .then((count) => {
        if (count > 0) logger.info('finalised attempts whose time ran out', { count });
      })
      .catch((error: unknown) => logger.error('the attempt sweep failed', { error: String(error) }))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

import type { Answer } from '../../contracts/exam-schemas';
import { ApiError } from '../api/client';
import type { QueuedSave, SendOutcome } from './answer-queue';
import { putAnswer, putPosition, submitAttempt } from './exam-api';
import type { SubmitOutcome } from './hand-in';
import type { PositionOutcome } from './position-sync';

/**
 * How long a save may take before the player counts it as lost and tries
 * again. One save at a time goes out, so a request hanging in an overloaded
 * network would hold every answer behind it; a reply that arrives after
 * all changes nothing, as the same revision is acknowledged again.
 */
export const SAVE_TIMEOUT_MS = 15_000;
/** The same for the submit, which does more work on the server. */
export const SUBMIT_TIMEOUT_MS = 30_000;

/** A failure worth trying again: a busy server's refusal (with its Retry-After), or no answer at all. */
export function retryOutcome(error: unknown): { kind: 'busy'; retryAfterMs?: number } | { kind: 'offline' } {
  if (error instanceof ApiError && error.status === 503) return error.retryAfterMs ? { kind: 'busy', retryAfterMs: error.retryAfterMs } : { kind: 'busy' };
  return { kind: 'offline' };
}

/** One save from the outbox, and what became of it. */
export async function send(attemptId: string, item: QueuedSave): Promise<SendOutcome> {
  try {
    const saved = await putAnswer(attemptId, item.position, { answer: item.answer, revision: item.revision, flagged: item.flagged }, AbortSignal.timeout(SAVE_TIMEOUT_MS));
    return { kind: 'saved', serverNow: saved.serverNow };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.code === 'answer_stale') return { kind: 'stale', ...(error.details as { answer: Answer | null; revision: number; flagged: boolean }) };
      if (error.code === 'attempt_closed' || error.code === 'attempt_not_found') return { kind: 'closed' };
      if (error.status === 400) return { kind: 'invalid', message: error.message };
    }
    // No answer in time, a 5xx, or a dropped session: keep the answer and try again.
    return retryOutcome(error);
  }
}

export async function sendPosition(attemptId: string, position: number): Promise<PositionOutcome> {
  try {
    await putPosition(attemptId, position);
    return 'saved';
  } catch (error) {
    return error instanceof ApiError && error.status < 500 ? 'refused' : 'offline';
  }
}

export async function sendSubmit(attemptId: string): Promise<SubmitOutcome> {
  try {
    await submitAttempt(attemptId, AbortSignal.timeout(SUBMIT_TIMEOUT_MS));
    return { kind: 'done' };
  } catch (error) {
    // A 5xx or no answer at all: the attempt is still there to submit, so try again.
    if (error instanceof ApiError && error.status < 500) return { kind: 'refused', message: error.message };
    return retryOutcome(error);
  }
}

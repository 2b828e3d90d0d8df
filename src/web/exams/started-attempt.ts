import type { AttemptPlayer } from '../../contracts/exam-schemas';
import { clockOffsetMs } from './time-left';

/** A view older than this is read again: the player should not open on answers another device may have changed since. */
const FRESH_FOR_MS = 30_000;

export type HandedAttempt = { attempt: AttemptPlayer; clockOffsetMs: number };

let handed: (HandedAttempt & { at: number }) | null = null;

/**
 * The player's view that Start answered with, handed to the player page so
 * it opens without asking for the attempt again (on exam day, one request
 * a student fewer in the busiest seconds). The clock offset is read as the
 * answer arrives, before the player's code has loaded. Kept in memory only:
 * a reload reads the attempt from the server.
 */
export function handOverStarted(attempt: AttemptPlayer, now = Date.now()): void {
  handed = { attempt, clockOffsetMs: clockOffsetMs(attempt.serverNow, now), at: now };
}

/** The handed-over view of this attempt, once; null when there is none, it is another attempt's, or it is stale. */
export function takeStarted(attemptId: string, now = Date.now()): HandedAttempt | null {
  const taken = handed;
  handed = null;
  if (!taken || taken.attempt.id !== attemptId || now - taken.at > FRESH_FOR_MS) return null;
  return { attempt: taken.attempt, clockOffsetMs: taken.clockOffsetMs };
}

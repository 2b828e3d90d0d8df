import type { JobKind } from './enqueue-job';

/**
 * The timing rules of background jobs, in one place.
 *
 * A running job's process renews its claim (`heartbeat_at`) every
 * HEARTBEAT_EVERY_MS; a claim not renewed for STALE_AFTER_MS belongs to a
 * process that died (a restart, a crash, a machine gone) and the job is
 * queued again. The gap is wide enough that a busy database or a long
 * garbage collection never makes a live worker look dead.
 */
export const HEARTBEAT_EVERY_MS = 15_000;
export const STALE_AFTER_MS = 2 * 60_000;

/** A failed attempt waits 30 s, then 2 min, 8 min, ... at most 30 min before the next, so a passing fault (storage briefly down) mends and a lasting one does not spin. */
export function retryDelayMs(attemptsMade: number): number {
  return Math.min(30 * 60_000, 30_000 * 4 ** Math.max(0, attemptsMade - 1));
}

/** What jobs.failure keeps: the reason, bounded so a runaway error message cannot bloat the row. */
export function failureText(reason: string): string {
  const text = reason.trim() || 'The job failed without saying why.';
  return text.length > 2000 ? `${text.slice(0, 1999)}…` : text;
}

export const STALE_REASON = 'The server process running this job stopped before finishing it (a restart, a crash or a machine gone).';

/**
 * Which kind of job a runner takes first: lower first, then the oldest due.
 * A transcode (an admin's upload, or a demo video already rendered) goes
 * before the first start's demo renders, so an upload is not kept waiting
 * behind minutes of slides and each demo plays as soon as it is rendered.
 * The daily storage sweep goes last: nobody waits for it.
 */
export const JOB_PRIORITY: Record<JobKind, number> = { transcode: 0, 'demo-video': 10, 'storage-sweep': 20 };

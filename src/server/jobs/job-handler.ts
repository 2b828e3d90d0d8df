import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage/file-storage';

/** What a job's work gets: the shared services, and a signal aborted when the job is cancelled or the process stops. */
export type JobContext = {
  db: Db;
  storage: FileStorage;
  logger: Logger;
  /** Aborted with a JobStopped as its reason: cancelled, taken over by another process, or this process stopping. */
  signal: AbortSignal;
  /** Renews the claim (call it every few seconds); when the job is no longer this worker's (cancelled), aborts signal. */
  heartbeat: () => Promise<void>;
  jobId: number;
  /** 1 on the first run, counting runs cut short by a crash; the job fails for good after maxAttempts. */
  attempt: number;
  maxAttempts: number;
  /**
   * Writes the work's result and marks the job done in one transaction, only
   * while the job is still this worker's. Answers false, having written
   * nothing, when it was cancelled or taken over meanwhile. `write` may throw
   * (a JobStopped when its subject was withdrawn) to write nothing.
   */
  complete: (write: (trx: Db) => Promise<void>) => Promise<boolean>;
};

/** What an aborted job's signal carries, and what its work throws when it stops for that reason. */
export type JobStopReason = 'cancelled' | 'taken-over' | 'stopping';

export class JobStopped extends Error {
  override name = 'JobStopped';
  constructor(readonly reason: JobStopReason) {
    super(
      reason === 'cancelled' ? 'The job was cancelled.' : reason === 'taken-over' ? 'Another process took the job over: this one lost its claim.' : 'The server is stopping; the job runs again later.',
    );
  }
}

/**
 * Does one job's work on its subject; throwing fails this attempt (retried
 * while attempts remain). `gaveUp`, when the kind has one, records on the
 * subject that its job failed for good, inside the transaction that marks the
 * job failed: after the last failed attempt, or when the processes running it
 * kept dying (a restart, memory) until no attempt was left.
 */
export type JobHandler = {
  (context: JobContext, subjectId: number): Promise<void>;
  gaveUp?: (trx: Db, subjectId: number, reason: string) => Promise<void>;
};

/** Thrown by work that no retry can mend (its input is gone or unreadable): the job fails for good at once, with this message as the reason. */
export class JobCannotSucceed extends Error {
  override name = 'JobCannotSucceed';
}

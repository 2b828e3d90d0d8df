import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage/file-storage';

/** What a job's work gets: the shared services, and a signal aborted when the job is cancelled or the process stops. */
export type JobContext = {
  db: Db;
  storage: FileStorage;
  logger: Logger;
  signal: AbortSignal;
  /** Renews the claim (call it every few seconds); when the job is no longer this worker's (cancelled), aborts signal. */ heartbeat: () => Promise<void>;
};

/** Does one job's work on its subject; throwing fails this attempt (retried while attempts remain). */
export type JobHandler = (context: JobContext, subjectId: number) => Promise<void>;

import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage/file-storage';
import { cancelHeldJob } from './cancel-jobs';
import type { ClaimedJob } from './claim-job';
import { failJob } from './fail-job';
import { finishJob } from './finish-job';
import { heartbeatJob } from './heartbeat-job';
import { JobCannotSucceed, JobStopped, type JobContext, type JobHandler } from './job-handler';
import { HEARTBEAT_EVERY_MS } from './job-rules';
import { releaseJob } from './release-job';

/** How a job's run ended here: settled (done, retrying later, failed for good, cancelled), handed back because this process stops, or lost to another process. */
export type JobOutcome = 'done' | 'retrying' | 'failed' | 'cancelled' | 'released' | 'taken-over';

export type RunJobOptions = {
  db: Db;
  storage: FileStorage;
  logger: Logger;
  handler: JobHandler;
  job: ClaimedJob;
  /** Aborted when this process stops: the work is stopped and the job handed back. */
  stopping?: AbortSignal;
  heartbeatMs?: number;
};

/**
 * Runs one claimed job's work and settles the job by how it ended. The claim
 * is renewed every `heartbeatMs` (and whenever the work calls heartbeat());
 * when renewing finds the job cancelled or taken over, the work's signal is
 * aborted. Every settling write is conditional on the job still being this
 * worker's, so a cancellation or a takeover is never overwritten.
 */
export async function runJob({ db, storage, logger, handler, job, stopping, heartbeatMs = HEARTBEAT_EVERY_MS }: RunJobOptions): Promise<JobOutcome> {
  const controller = new AbortController();
  const stop = (reason: JobStopped['reason']) => {
    if (!controller.signal.aborted) controller.abort(new JobStopped(reason));
  };
  const onStopping = () => stop('stopping');
  if (stopping?.aborted) onStopping();
  stopping?.addEventListener('abort', onStopping, { once: true });

  let renewing: Promise<void> | null = null;
  const heartbeat = () =>
    (renewing ??= heartbeatJob(db, job)
      .then((lost) => {
        if (lost) stop(lost);
      })
      .catch((error: unknown) => logger.warn('could not renew a job claim', { job: job.id, error: String(error) }))
      .finally(() => {
        renewing = null;
      }));
  const timer = setInterval(() => void heartbeat(), heartbeatMs);
  timer.unref();

  let completed = false;
  const context: JobContext = {
    db,
    storage,
    logger,
    signal: controller.signal,
    heartbeat,
    jobId: job.id,
    attempt: job.attempt,
    maxAttempts: job.maxAttempts,
    complete: async (write) => (completed = await finishJob(db, job, write)),
  };
  const fields = { job: job.id, kind: job.kind, subject: job.subjectId, attempt: job.attempt };
  const started = Date.now();
  logger.info('job started', fields);
  try {
    await handler(context, job.subjectId);
    if (completed || (await finishJob(db, job))) {
      logger.info('job done', { ...fields, seconds: Math.round((Date.now() - started) / 1000) });
      return 'done';
    }
    // Finished, but the job was cancelled or taken over meanwhile: its new owner or canceller decides.
    return (await heartbeatJob(db, job)) === 'cancelled' ? 'cancelled' : 'taken-over';
  } catch (error) {
    const stopped = controller.signal.aborted ? (controller.signal.reason as JobStopped) : error instanceof JobStopped ? error : null;
    if (stopped?.reason === 'stopping') {
      await releaseJob(db, job);
      logger.info('job handed back: this process is stopping', fields);
      return 'released';
    }
    if (stopped?.reason === 'cancelled') {
      await cancelHeldJob(db, job);
      logger.info('job cancelled', fields);
      return 'cancelled';
    }
    if (stopped?.reason === 'taken-over') {
      logger.warn('job taken over by another process', fields);
      return 'taken-over';
    }
    const reason = error instanceof Error ? error.message : String(error);
    const state = await failJob(db, job, reason, { gaveUp: handler.gaveUp, final: error instanceof JobCannotSucceed });
    if (state === null) return 'taken-over';
    logger[state === 'failed' ? 'error' : 'warn'](state === 'failed' ? 'job failed for good' : 'job failed; it runs again later', { ...fields, reason });
    return state === 'failed' ? 'failed' : 'retrying';
  } finally {
    clearInterval(timer);
    stopping?.removeEventListener('abort', onStopping);
    await renewing;
  }
}

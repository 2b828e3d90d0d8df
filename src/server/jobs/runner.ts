import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { FileStorage } from '../storage/file-storage';
import { claimJob } from './claim-job';
import type { JobKind } from './enqueue-job';
import type { JobHandler } from './job-handler';
import { HEARTBEAT_EVERY_MS, STALE_AFTER_MS } from './job-rules';
import { reclaimStaleJobs } from './reclaim-stale-jobs';
import { runJob } from './run-job';

export type JobRunnerOptions = {
  db: Db;
  storage: FileStorage;
  logger: Logger;
  /** Jobs run at once by this runner; each is claimed only when a place is free. */
  concurrency: number;
  /** The kinds this runner takes, with their work; it never claims a kind it cannot run. */
  handlers: Partial<Record<JobKind, JobHandler>>;
  /** How often to look for due jobs when idle (with ±50 % jitter, so machines do not poll in step). */
  pollMs?: number;
  heartbeatMs?: number;
  staleAfterMs?: number;
  /** Names this runner in jobs.claimed_by (default: host, process id and a random part). */
  workerId?: string;
};

export type JobRunner = {
  workerId: string;
  /** Takes no new job, aborts the running ones (handing each back to the queue) and waits up to graceMs for them to settle. */
  stop: (options?: { graceMs?: number }) => Promise<void>;
};

const SWEEP_EVERY_MS = 30_000;

/**
 * Runs background jobs in this process: polls the jobs table, claims due jobs
 * of its kinds while fewer than `concurrency` run, and hands back jobs of
 * dead processes (reclaimStaleJobs). Work runs here, never on a request's
 * path: a request only enqueues. Several runners (processes, machines) on one
 * database share the queue; the claim's conditional update gives each job to
 * exactly one. Where runners go: docs/video.md.
 */
export function startJobRunner({
  db,
  storage,
  logger,
  concurrency,
  handlers,
  pollMs = 5_000,
  heartbeatMs = HEARTBEAT_EVERY_MS,
  staleAfterMs = STALE_AFTER_MS,
  workerId = `${os.hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`,
}: JobRunnerOptions): JobRunner {
  const kinds = (Object.keys(handlers) as JobKind[]).filter((kind) => handlers[kind] !== undefined);
  const stopping = new AbortController();
  const running = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let ticking = false;
  let again = false;
  let lastSweep = 0;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  };

  const tick = async () => {
    if (stopping.signal.aborted) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      if (Date.now() - lastSweep >= SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        const { requeued, failed } = await reclaimStaleJobs(db, { kinds, handlers, staleAfterMs });
        if (requeued + failed > 0) logger.warn('jobs of a stopped process handed back', { requeued, failed });
      }
      while (!stopping.signal.aborted && running.size < concurrency) {
        const job = await claimJob(db, { kinds, workerId });
        if (!job) break;
        const work = runJob({ db, storage, logger, handler: handlers[job.kind]!, job, stopping: stopping.signal, heartbeatMs })
          .catch((error: unknown) => logger.error('a job could not be settled', { job: job.id, error: String(error) }))
          .finally(() => {
            running.delete(work);
            // A place is free: look for the next job now rather than at the next poll.
            schedule(0);
          });
        running.add(work);
      }
    } catch (error) {
      logger.error('the job runner could not reach the database', { error: String(error) });
    } finally {
      ticking = false;
    }
    if (again) {
      again = false;
      schedule(0);
    } else schedule(pollMs * (0.5 + Math.random()));
  };

  logger.info('job runner started', { pid: process.pid, concurrency, kinds: kinds.join(',') });
  schedule(0);

  return {
    workerId,
    stop: async ({ graceMs = 10_000 } = {}) => {
      stopping.abort();
      clearTimeout(timer);
      if (running.size === 0) return;
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled([...running]), new Promise((resolve) => (waited = setTimeout(resolve, graceMs)))]);
      clearTimeout(waited);
    },
  };
}

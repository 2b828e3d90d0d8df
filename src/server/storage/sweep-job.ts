import type { Db } from '../db/database';
import { enqueueJob } from '../jobs/enqueue-job';
import type { JobHandler } from '../jobs/job-handler';
import type { Logger } from '../logger';
import { SWEEP_GRACE_MS, sweepStorage, type SweepReport } from './sweep-storage';

/** The sweep's job has no subject: one installation, one live sweep (the jobs table's partial unique index on kind and subject). */
export const STORAGE_SWEEP_SUBJECT = 0;
/** A day from one sweep's end to the next one's start. */
export const STORAGE_SWEEP_EVERY_MS = 24 * 3600_000;
/** When a start finds no sweep queued (a new install, or one upgraded to this release): soon, but clear of the start's own work. */
const FIRST_SWEEP_AFTER_MS = 3600_000;
/** A sweep that stood aside (a newer release, a schema not yet migrated, another installation's storage) tries again sooner than a day. */
const STOOD_ASIDE_RETRY_MS = 3600_000;

/**
 * Queues the storage sweep at `runAfter` unless one is queued or running:
 * however many processes and machines call it at once, the partial unique
 * index keeps one. Every start calls it, so a chain that ended (a job removed
 * by hand) starts again.
 */
export async function queueStorageSweep(db: Db, { runAfter = new Date(Date.now() + FIRST_SWEEP_AFTER_MS) }: { runAfter?: Date } = {}): Promise<void> {
  await enqueueJob(db, { kind: 'storage-sweep', subjectId: STORAGE_SWEEP_SUBJECT, runAfter });
}

/**
 * The 'storage-sweep' job: sweeps the storage layer (sweep-storage.ts) with
 * the installation's grace period, logs what it reclaimed and queues the
 * next sweep a day later in the transaction that marks this one done (this
 * one no longer live, so the index lets the next in). A sweep that fails
 * for good (retried twice first) queues the next one all the same, through
 * gaveUp.
 */
export function storageSweepHandler({ graceMs = SWEEP_GRACE_MS }: { graceMs?: number } = {}): JobHandler {
  return Object.assign(
    async (context: Parameters<JobHandler>[0]) => {
      const started = Date.now();
      const report = await sweepStorage({ db: context.db, storage: context.storage }, { graceMs, signal: context.signal });
      logSweep(context.logger, report, Date.now() - started);
      const next = new Date(Date.now() + (report.skipped ? STOOD_ASIDE_RETRY_MS : STORAGE_SWEEP_EVERY_MS));
      await context.complete((trx) => queueStorageSweep(trx, { runAfter: next }));
    },
    {
      gaveUp: async (trx: Db) => queueStorageSweep(trx, { runAfter: new Date(Date.now() + STORAGE_SWEEP_EVERY_MS) }),
    },
  );
}

/** The job with the default grace period (a day); the server passes STORAGE_SWEEP_GRACE_HOURS's. */
export const runStorageSweepJob: JobHandler = storageSweepHandler();

/** One line with what a sweep removed and kept. */
export function logSweep(logger: Logger, report: SweepReport, ms: number): void {
  if (report.skipped) {
    logger.warn('storage sweep stood aside', { reason: report.skipped });
    return;
  }
  logger.info(report.dryRun ? 'storage sweep (dry run)' : 'storage swept', {
    removed: report.removed.objects,
    bytes: report.removed.bytes,
    videoFolders: report.removed.videoFolders,
    keptNamed: report.kept.named,
    keptYoung: report.kept.young,
    keptUnrecognised: report.kept.unrecognised,
    abortedUploads: report.abortedUploads,
    seconds: Math.round(ms / 100) / 10,
  });
}

import type { Db } from '../db/database';
import type { JobKind } from './enqueue-job';
import type { JobHandler } from './job-handler';
import { STALE_AFTER_MS, STALE_REASON, failureText } from './job-rules';

/**
 * Hands back the jobs of the given kinds whose claim has not been renewed
 * for `staleAfterMs`: the process running them died (a restart, a crash, a
 * machine gone), so "jobs survive a restart". A job with attempts left is
 * queued again at once; one that has used them up fails for good, and its
 * kind's `gaveUp` records that on the subject in the same transaction. Each
 * job is handed back by one conditional update (still running, still stale,
 * still the same attempt), so several sweeping processes settle it once.
 * Answers how many were queued again and how many failed.
 */
export async function reclaimStaleJobs(
  db: Db,
  { kinds, handlers = {}, now = new Date(), staleAfterMs = STALE_AFTER_MS }: { kinds: readonly JobKind[]; handlers?: Partial<Record<JobKind, JobHandler>>; now?: Date; staleAfterMs?: number },
): Promise<{ requeued: number; failed: number }> {
  const result = { requeued: 0, failed: 0 };
  if (kinds.length === 0) return result;
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - staleAfterMs).toISOString();
  const stale = await db
    .selectFrom('jobs')
    .select(['id', 'kind', 'subject_id', 'attempts', 'max_attempts'])
    .where('state', '=', 'running')
    .where('kind', 'in', kinds)
    .where('heartbeat_at', '<', cutoff)
    .orderBy('id')
    .limit(100)
    .execute();
  for (const job of stale) {
    const exhausted = job.attempts >= job.max_attempts;
    const reason = failureText(exhausted ? `${STALE_REASON} No attempt is left (${job.attempts} of ${job.max_attempts}).` : STALE_REASON);
    const settled = await db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('jobs')
        .set({
          state: exhausted ? 'failed' : 'queued',
          claimed_by: null,
          claimed_at: null,
          heartbeat_at: null,
          failure: reason,
          run_after: at,
          updated_at: at,
          finished_at: exhausted ? at : null,
        })
        .where('id', '=', job.id)
        .where('state', '=', 'running')
        .where('attempts', '=', job.attempts)
        .where('heartbeat_at', '<', cutoff)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      if (exhausted) await handlers[job.kind as JobKind]?.gaveUp?.(trx, job.subject_id, reason);
      return true;
    });
    if (settled) result[exhausted ? 'failed' : 'requeued'] += 1;
  }
  return result;
}

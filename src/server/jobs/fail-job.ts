import type { Db } from '../db/database';
import type { ClaimedJob } from './claim-job';
import { updateHeldJob } from './held-job';
import type { JobHandler } from './job-handler';
import { failureText, retryDelayMs } from './job-rules';

/**
 * Settles a failed attempt of a job this worker holds, keeping the reason in
 * jobs.failure every time. While attempts remain the job is queued again
 * after a growing wait (retryDelayMs); after the last one it fails for good
 * and `gaveUp` (the kind's, if any) records that on the subject in the same
 * transaction; `final` fails it for good at once (a failure no retry can
 * mend). Answers the job's new state, or null when the job was no longer
 * this worker's (cancelled or taken over: nothing written).
 */
export async function failJob(
  db: Db,
  job: Pick<ClaimedJob, 'id' | 'workerId' | 'subjectId' | 'attempt' | 'maxAttempts'>,
  reason: string,
  { gaveUp, final = false, now = new Date() }: { gaveUp?: JobHandler['gaveUp']; final?: boolean; now?: Date } = {},
): Promise<'queued' | 'failed' | null> {
  const text = failureText(reason);
  const exhausted = final || job.attempt >= job.maxAttempts;
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const updated = await updateHeldJob(trx, job)
      .set({
        state: exhausted ? 'failed' : 'queued',
        failure: text,
        claimed_by: null,
        claimed_at: null,
        heartbeat_at: null,
        run_after: exhausted ? at : new Date(now.getTime() + retryDelayMs(job.attempt)).toISOString(),
        updated_at: at,
        finished_at: exhausted ? at : null,
      })
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return null;
    if (exhausted) await gaveUp?.(trx, job.subjectId, text);
    return exhausted ? 'failed' : 'queued';
  });
}

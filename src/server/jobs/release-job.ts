import type { Db } from '../db/database';
import type { ClaimedJob } from './claim-job';
import { updateHeldJob } from './held-job';

/**
 * Puts back a job this worker holds but will not finish because the process
 * is stopping (a deploy, a drain): queued again at once for this or another
 * process, and the attempt it was on is not counted, since the job did
 * nothing wrong. (A process that dies without releasing its jobs leaves them
 * to reclaimStaleJobs, which does count the attempt: a video that kills the
 * process every time must end up failed, not loop.)
 */
export async function releaseJob(db: Db, job: Pick<ClaimedJob, 'id' | 'workerId'>): Promise<boolean> {
  const at = new Date().toISOString();
  const released = await updateHeldJob(db, job)
    .set((eb) => ({ state: 'queued', claimed_by: null, claimed_at: null, heartbeat_at: null, run_after: at, updated_at: at, attempts: eb('attempts', '-', 1) }))
    .executeTakeFirst();
  return Number(released.numUpdatedRows) > 0;
}

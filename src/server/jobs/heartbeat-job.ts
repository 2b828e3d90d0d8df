import type { Db } from '../db/database';
import type { ClaimedJob } from './claim-job';
import { updateHeldJob } from './held-job';
import type { JobStopReason } from './job-handler';

/**
 * Renews this worker's claim on a job it runs. Answers null while the job is
 * still its own, otherwise why it is not: cancelled (cancelJobs), or taken
 * over (the claim went stale, say while the database was unreachable, and
 * another process holds it now or has settled it).
 */
export async function heartbeatJob(db: Db, job: Pick<ClaimedJob, 'id' | 'workerId'>, now = new Date()): Promise<JobStopReason | null> {
  const at = now.toISOString();
  const renewed = await updateHeldJob(db, job).set({ heartbeat_at: at, updated_at: at }).executeTakeFirst();
  if (Number(renewed.numUpdatedRows) > 0) return null;
  const row = await db.selectFrom('jobs').select('state').where('id', '=', job.id).executeTakeFirst();
  return row?.state === 'cancelled' || row === undefined ? 'cancelled' : 'taken-over';
}

import type { Db } from '../db/database';
import type { ClaimedJob } from './claim-job';

/**
 * An update of the job row that applies only while the job is still this
 * worker's claim: running, claimed by it. Every write a worker makes to a job
 * it holds goes through this, so a job cancelled or handed to another
 * process meanwhile is never overwritten by the one that lost it.
 */
export function updateHeldJob(db: Db, job: Pick<ClaimedJob, 'id' | 'workerId'>) {
  return db.updateTable('jobs').where('id', '=', job.id).where('claimed_by', '=', job.workerId).where('state', '=', 'running');
}

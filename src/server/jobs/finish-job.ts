import type { Db } from '../db/database';
import type { ClaimedJob } from './claim-job';
import { updateHeldJob } from './held-job';

/**
 * Marks a job this worker holds done, with `write` (the work's result) in the
 * same transaction: both happen only while the job is still this worker's,
 * so a job cancelled or taken over meanwhile gets neither. Answers whether
 * it was done here. A failure reason of an earlier attempt stays in
 * jobs.failure: the history of a job that needed a retry.
 */
export async function finishJob(db: Db, job: Pick<ClaimedJob, 'id' | 'workerId'>, write?: (trx: Db) => Promise<void>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    const done = await updateHeldJob(trx, job).set({ state: 'done', finished_at: at, updated_at: at, heartbeat_at: at }).executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) return false;
    await write?.(trx);
    return true;
  });
}

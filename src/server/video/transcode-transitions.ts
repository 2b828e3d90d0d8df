import type { Db } from '../db/database';
import { enqueueJob } from '../jobs/enqueue-job';

/**
 * Stops a video's processing: queued or processing becomes cancelled, and
 * its live transcode job is cancelled with it (the worker running it sees
 * the video's state and stops). A conditional update, so of any number of
 * racing calls one changes the video and the rest find nothing to change.
 * Answers whether this call did.
 */
export async function cancelTranscode(trx: Db, assetId: number): Promise<boolean> {
  const now = new Date().toISOString();
  const changed = await trx
    .updateTable('video_assets')
    .set({ state: 'cancelled', eta_seconds: null, updated_at: now })
    .where('id', '=', assetId)
    .where('state', 'in', ['queued', 'processing'])
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) return false;
  await trx
    .updateTable('jobs')
    .set({ state: 'cancelled', finished_at: now, updated_at: now })
    .where('kind', '=', 'transcode')
    .where('subject_id', '=', assetId)
    .where('state', 'in', ['queued', 'running'])
    .execute();
  return true;
}

/**
 * Sends a failed or cancelled video back to the queue with a new transcode
 * job, in the caller's transaction. The conditional update lets one of any
 * number of racing retries through, so exactly one job is queued (the jobs
 * table's one-live-job-per-subject index would refuse a second anyway).
 * Answers whether this call did.
 */
export async function requeueTranscode(trx: Db, assetId: number): Promise<boolean> {
  const changed = await trx
    .updateTable('video_assets')
    .set({ state: 'queued', progress: 0, eta_seconds: null, failure: null, updated_at: new Date().toISOString() })
    .where('id', '=', assetId)
    .where('state', 'in', ['failed', 'cancelled'])
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) return false;
  await enqueueJob(trx, { kind: 'transcode', subjectId: assetId });
  return true;
}

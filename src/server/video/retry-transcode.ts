import type { Db } from '../db/database';
import { enqueueJob } from '../jobs/enqueue-job';

/**
 * The studio's Retry for a video whose transcode failed for good: the asset
 * goes back to 'queued' (its failure cleared) with a new transcode job, in
 * one transaction, conditional on it being 'failed', so twenty clicks queue
 * one job. Answers false when the asset was not failed.
 */
export async function retryTranscode(db: Db, assetId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const queued = await trx
      .updateTable('video_assets')
      .set({ state: 'queued', failure: null, progress: 0, eta_seconds: null, updated_at: new Date().toISOString() })
      .where('id', '=', assetId)
      .where('state', '=', 'failed')
      .executeTakeFirst();
    if (Number(queued.numUpdatedRows) === 0) return false;
    await enqueueJob(trx, { kind: 'transcode', subjectId: assetId });
    return true;
  });
}

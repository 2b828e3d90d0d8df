import type { Db } from '../db/database';
import { cancelJobs } from '../jobs/cancel-jobs';

/**
 * Withdraws a video asset that is still waiting or being converted: the
 * asset becomes 'cancelled' and its transcode job too, in one transaction.
 * A running ffmpeg notices within a few seconds (its next progress write or
 * claim renewal updates nothing), is killed, and its files are removed.
 * Answers false when the asset was not queued or processing (already ready,
 * failed or cancelled): nothing changes.
 */
export async function cancelTranscode(db: Db, assetId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const cancelled = await trx
      .updateTable('video_assets')
      .set({ state: 'cancelled', eta_seconds: null, updated_at: new Date().toISOString() })
      .where('id', '=', assetId)
      .where('state', 'in', ['queued', 'processing'])
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) === 0) return false;
    await cancelJobs(trx, { kind: 'transcode', subjectId: assetId });
    return true;
  });
}

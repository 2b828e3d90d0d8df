import type { VideoAsset } from '../../../contracts/studio-video-schemas';
import type { Actor } from '../../admin/audit';
import { recordAudit } from '../../admin/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { stateConflict } from './retry-video';
import { videoAssetView } from './video-asset-view';
import { cancelTranscode } from '../../video/transcode-transitions';

/**
 * Stops a queued or processing video: it becomes cancelled and its live
 * transcode job with it (the worker sees the state and stops). Of twenty
 * cancels at once one does it and the others answer 409
 * `video_state_conflict`. Retry queues it again. Audited.
 */
export async function cancelVideo({ db }: { db: Db }, { actor, assetId }: { actor: Actor; assetId: number }): Promise<VideoAsset> {
  await db.transaction().execute(async (trx) => {
    const asset = await trx.selectFrom('video_assets').select(['lesson_id', 'source_name']).where('id', '=', assetId).executeTakeFirst();
    if (!asset) throw new AppError('video_not_found');
    if (!(await cancelTranscode(trx, assetId))) throw await stateConflict(trx, assetId, 'Only a queued or processing video can be cancelled.');
    await recordAudit(trx, { actor, action: 'content.updated', target: { type: 'video', id: String(assetId) }, details: { change: 'cancelled', lessonId: asset.lesson_id, name: asset.source_name } });
  });
  return videoAssetView(db, assetId);
}

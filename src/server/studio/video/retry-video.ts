import type { VideoAsset } from '../../../contracts/studio-video-schemas';
import type { Actor } from '../../admin/audit';
import { recordAudit } from '../../admin/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { videoAssetView } from './video-asset-view';
import { requeueTranscode } from '../../video/transcode-transitions';

/**
 * Queues a failed or cancelled video for processing again, with a new
 * transcode job. Of twenty retries at once one queues it and the others are
 * told it has moved on (409 `video_state_conflict`, `details.state`). Audited.
 */
export async function retryVideo({ db }: { db: Db }, { actor, assetId }: { actor: Actor; assetId: number }): Promise<VideoAsset> {
  await db.transaction().execute(async (trx) => {
    const asset = await trx.selectFrom('video_assets').select(['lesson_id', 'source_name']).where('id', '=', assetId).executeTakeFirst();
    if (!asset) throw new AppError('video_not_found');
    if (!(await requeueTranscode(trx, assetId))) throw await stateConflict(trx, assetId, 'Only a failed or cancelled video can be retried.');
    await recordAudit(trx, { actor, action: 'content.updated', target: { type: 'video', id: String(assetId) }, details: { change: 'retried', lessonId: asset.lesson_id, name: asset.source_name } });
  });
  return videoAssetView(db, assetId);
}

/** 409 `video_state_conflict` saying where the video is now. */
export async function stateConflict(trx: Db, assetId: number, rule: string): Promise<AppError> {
  const now = await trx.selectFrom('video_assets').select('state').where('id', '=', assetId).executeTakeFirst();
  return new AppError('video_state_conflict', `${rule} This one is ${now?.state ?? 'gone'} now.`, { state: now?.state ?? null });
}

import type { Db } from '../../db/database';
import { cancelTranscode } from '../../video/transcode-transitions';

/**
 * Stops processing an uploaded video that no lesson, draft or kept version
 * names any more (replaced on a draft before it was ever published): no
 * one can publish it, so its transcode would only take the machine's time.
 * Its files stay; a video a kept version names is left alone.
 */
export async function stopUnusedVideo(trx: Db, assetId: number): Promise<void> {
  const named = await trx
    .selectFrom('lessons')
    .select('id')
    .where('video_asset_id', '=', assetId)
    .union(trx.selectFrom('lesson_drafts').select('lesson_id as id').where('video_asset_id', '=', assetId))
    .union(trx.selectFrom('lesson_versions').select('lesson_id as id').where('video_asset_id', '=', assetId))
    .executeTakeFirst();
  if (!named) await cancelTranscode(trx, assetId);
}

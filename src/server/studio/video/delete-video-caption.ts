import type { CaptionLang, VideoAsset } from '../../../contracts/studio-video-schemas';
import type { Actor } from '../../admin/audit';
import { recordAudit } from '../../admin/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { videoAssetView } from './video-asset-view';

/**
 * Removes a video's captions in one language (404 `caption_not_found` when
 * it has none). The file goes before the row: with a new upload of the same
 * language racing it, the worst left behind is a file no row names, never a
 * row naming no file. Audited.
 */
export async function deleteVideoCaption({ db, storage }: { db: Db; storage: FileStorage }, { actor, assetId, lang }: { actor: Actor; assetId: number; lang: CaptionLang }): Promise<VideoAsset> {
  const asset = await db.selectFrom('video_assets').select('lesson_id').where('id', '=', assetId).executeTakeFirst();
  if (!asset) throw new AppError('video_not_found');
  const caption = await db.selectFrom('video_captions').select('storage_key').where('asset_id', '=', assetId).where('lang', '=', lang).executeTakeFirst();
  if (!caption) throw new AppError('caption_not_found');
  await storage.delete(caption.storage_key);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('video_captions').where('asset_id', '=', assetId).where('lang', '=', lang).execute();
    await recordAudit(trx, { actor, action: 'content.updated', target: { type: 'video', id: String(assetId) }, details: { change: 'captions removed', lang, lessonId: asset.lesson_id } });
  });
  return videoAssetView(db, assetId);
}

import path from 'node:path';
import type { CaptionLang, VideoAsset } from '../../../contracts/studio-video-schemas';
import type { Actor } from '../../admin/audit';
import { recordAudit } from '../../admin/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';
import { checkCaptionFile } from './caption-file';
import { videoAssetView } from './video-asset-view';

/** Where a video's captions in a language are kept: beside its original, under captions/. */
export function captionKey(sourceKey: string, lang: CaptionLang): string {
  return `${path.posix.dirname(sourceKey)}/captions/${lang}.vtt`;
}

/**
 * Keeps a video's WebVTT captions in one language (checked by
 * checkCaptionFile; the route caps the size at 1 MB), replacing any it had.
 * Captions belong to the video, not to a lesson version: a published
 * video's students get them at once. Audited.
 */
export async function putVideoCaption(
  { db, storage }: { db: Db; storage: FileStorage },
  { actor, assetId, lang, bytes }: { actor: Actor; assetId: number; lang: CaptionLang; bytes: Uint8Array },
): Promise<VideoAsset> {
  const asset = await db.selectFrom('video_assets').select(['source_key', 'lesson_id']).where('id', '=', assetId).executeTakeFirst();
  if (!asset) throw new AppError('video_not_found');
  checkCaptionFile(bytes);
  const key = captionKey(asset.source_key, lang);
  await storage.put(key, bytes, { contentType: 'text/vtt; charset=utf-8' });
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('video_captions')
      .values({ asset_id: assetId, lang, storage_key: key, size_bytes: bytes.byteLength, created_by: actor.email, created_at: now })
      .onConflict((oc) => oc.columns(['asset_id', 'lang']).doUpdateSet({ storage_key: key, size_bytes: bytes.byteLength, created_by: actor.email, created_at: now }))
      .execute();
    await recordAudit(trx, { actor, action: 'content.updated', target: { type: 'video', id: String(assetId) }, details: { change: 'captions added', lang, lessonId: asset.lesson_id } });
  });
  return videoAssetView(db, assetId);
}

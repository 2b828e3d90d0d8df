import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { FileStorage } from '../../storage/file-storage';

/** A processed video's poster frame (JPEG) for the editor: 404 `video_not_found`, or `video_poster_not_found` before one was made. */
export async function getVideoPoster({ db, storage }: { db: Db; storage: FileStorage }, assetId: number): Promise<Uint8Array> {
  const asset = await db.selectFrom('video_assets').select('poster_key').where('id', '=', assetId).executeTakeFirst();
  if (!asset) throw new AppError('video_not_found');
  const poster = asset.poster_key === null ? null : await storage.read(asset.poster_key);
  if (!poster) throw new AppError('video_poster_not_found');
  return poster;
}

import path from 'node:path';
import type { Db } from '../../../db/database';
import type { FileStorage } from '../../../storage/file-storage';

/**
 * Undoes a video kept a moment ago whose lesson refused it after all (removed
 * or made another kind while the file was checked): its job, its row and its
 * folder go, so nothing is left that no lesson can reach.
 */
export async function discardVideoAsset({ db, storage }: { db: Db; storage: FileStorage }, assetId: number): Promise<void> {
  const asset = await db.selectFrom('video_assets').select('source_key').where('id', '=', assetId).executeTakeFirst();
  if (!asset) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('jobs').where('kind', '=', 'transcode').where('subject_id', '=', assetId).execute();
    await trx.deleteFrom('video_assets').where('id', '=', assetId).execute();
  });
  await storage.deletePrefix(path.posix.dirname(asset.source_key));
}

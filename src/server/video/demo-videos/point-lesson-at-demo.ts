import path from 'node:path';
import type { Db } from '../../db/database';
import { bumpSharedVersion } from '../../db/shared-version';
import type { FileStorage } from '../../storage/file-storage';
import { refreshPublishedLessons } from '../../studio/curriculum/course-counts';

/**
 * Points the published lesson at its demo video and takes the lesson's
 * minutes from the file, only while the lesson still has no video of its
 * own: the conditional update loses to an admin who set one meanwhile
 * (answering false), so an admin's video is never replaced. A draft the
 * studio opened from the lesson before the video existed gets it too, so
 * publishing that draft keeps the video. The course's total minutes follow,
 * and the public pages drop their copies.
 */
export async function pointLessonAtDemo(db: Db, { lessonId, courseId, assetId, minutes }: { lessonId: number; courseId: number; assetId: number; minutes: number }): Promise<boolean> {
  const pointed = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('lessons')
      .set({ video_asset_id: assetId, duration_minutes: minutes })
      .where('id', '=', lessonId)
      .where('video_asset_id', 'is', null)
      .where('video_url', 'is', null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('lesson_drafts')
      .set({ video_asset_id: assetId })
      .where('lesson_id', '=', lessonId)
      .where('kind', '=', 'video')
      .where('video_asset_id', 'is', null)
      .where('video_url', 'is', null)
      .execute();
    await refreshPublishedLessons(trx, courseId);
    return true;
  });
  if (pointed) await bumpSharedVersion(db, 'catalogue');
  return pointed;
}

/**
 * Removes a demo video no lesson took (an admin gave the lesson a video
 * while it rendered): its asset, its transcode while still queued, and its
 * files. A transcode already running is left to finish; the asset then
 * stays unused.
 */
export async function discardDemoAsset({ db, storage }: { db: Db; storage: FileStorage }, assetId: number): Promise<void> {
  const sourceKey = await db.transaction().execute(async (trx) => {
    const dropped = await trx.deleteFrom('jobs').where('kind', '=', 'transcode').where('subject_id', '=', assetId).where('state', '=', 'queued').executeTakeFirst();
    if (Number(dropped.numDeletedRows) !== 1) return null;
    const asset = await trx.deleteFrom('video_assets').where('id', '=', assetId).returning('source_key').executeTakeFirst();
    return asset?.source_key ?? null;
  });
  if (sourceKey) await storage.deletePrefix(`${path.posix.dirname(sourceKey)}/`);
}

import { CAPTION_LANGUAGES, type LessonPlayback } from '../../contracts/learning-schemas';
import { loadLessonAccess } from '../access/lesson-access';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { mediaClaims, signMediaAddress } from '../video/media-address';
import { mediaFoldersOf, type MediaFolder } from '../video/media-folders';

/** Within this many seconds of the end, a lesson watched to its end starts again from the beginning. */
export const RESUME_END_SECONDS = 3;

/** The signed folder of an asset's files under the API (server/video/routes.ts). */
export function mediaFolderUrl(token: string): string {
  return `/api/media/v/${token}`;
}

/**
 * A lesson's hosted video for a viewer who may open the lesson (its one
 * gate, loadLessonAccess: free previews for anyone, the rest needs active
 * access): addresses signed for this asset, lesson and viewer, valid for
 * about 15 minutes, and where this student left off. 404 `recording_not_ready`
 * when the lesson has no hosted video ready to play.
 */
export async function getLessonVideo(
  { db, mediaKey }: { db: Db; mediaKey: Buffer },
  { slug, lessonId, userId, now = new Date() }: { slug: string; lessonId: number; userId: string | null; now?: Date },
): Promise<LessonPlayback> {
  const { lesson } = await loadLessonAccess(db, { slug, lessonId, userId, now });
  const assetId = lesson.kind === 'video' ? lesson.video_asset_id : null;
  const asset = assetId === null ? null : await mediaFoldersOf(db).get(assetId);
  if (assetId === null || !asset) throw new AppError('recording_not_ready');
  const [captions, watch, done] = await Promise.all([
    db.selectFrom('video_captions').select('lang').where('asset_id', '=', assetId).orderBy('lang', 'desc').execute(),
    userId ? db.selectFrom('lesson_watch').select(['position_seconds', 'watched_seconds']).where('user_id', '=', userId).where('lesson_id', '=', lesson.id).executeTakeFirst() : undefined,
    userId ? db.selectFrom('lesson_progress').select('lesson_id').where('user_id', '=', userId).where('lesson_id', '=', lesson.id).executeTakeFirst() : undefined,
  ]);
  const claims = mediaClaims({ assetId, lessonId: lesson.id, viewer: userId ?? 'preview', now });
  const folder = mediaFolderUrl(signMediaAddress(mediaKey, claims));
  return {
    src: `${folder}/master.m3u8`,
    poster: asset.posterKey ? `${folder}/poster.jpg` : null,
    // English first, then Bengali ('en' > 'bn' descending).
    captions: captions.map(({ lang }) => ({ lang, label: CAPTION_LANGUAGES[lang], src: `${folder}/captions/${lang}.vtt` })),
    expiresAt: new Date(claims.expires * 1000).toISOString(),
    durationSeconds: asset.durationSeconds,
    positionSeconds: resumeAt(watch?.position_seconds ?? 0, asset),
    watchedSeconds: watch?.watched_seconds ?? 0,
    completed: done !== undefined,
  };
}

/** Where to start: the saved position, unless the viewer had reached the end (then from the beginning). */
function resumeAt(position: number, asset: MediaFolder): number {
  return position >= asset.durationSeconds - RESUME_END_SECONDS ? 0 : position;
}

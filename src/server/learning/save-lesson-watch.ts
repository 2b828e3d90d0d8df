import type { LessonWatchBody, LessonWatchResult } from '../../contracts/learning-schemas';
import { loadEnrolledLesson } from '../access/lesson-access';
import { awardCertificateIfEarned, type AwardDeps } from '../certificates/award-certificate';
import type { Db } from '../db/database';
import { lockUser } from '../db/lock-user';
import { AppError } from '../errors';
import { mediaFoldersOf } from '../video/media-folders';

/** Watching this share of a video marks its lesson complete. */
export const COMPLETE_SHARE = 0.9;
/** The fastest speed the player offers: watched time may run this much faster than the clock. */
export const FASTEST_SPEED = 2;
/**
 * What a lesson's first save may add, and the lead every later save keeps
 * on the clock: the player saves about every 10 seconds of playing (20
 * seconds of video at 2x), and a save can arrive late.
 */
export const FIRST_SAVE_SECONDS = 30;
/** Credit not used within this long lapses: a viewer back from an hour's pause cannot claim two hours at once. */
export const CREDIT_WINDOW_SECONDS = 5 * 60;

/**
 * Saves where a student with active access is in a lesson's hosted video,
 * and adds the seconds they watched since their last save.
 *
 * - The position is clamped to the video's length.
 * - Watched time cannot be inflated: a save adds at most FASTEST_SPEED times
 *   the wall-clock time its seconds have not yet been credited for
 *   (`credited_until`, moved on by what each save adds), so saving more often
 *   gains nothing; the first save may add FIRST_SAVE_SECONDS, and credit
 *   older than CREDIT_WINDOW_SECONDS lapses.
 * - Reaching 90 % of the length in watched time marks the lesson complete,
 *   once, at the save that crosses it: a student who unmarks the lesson
 *   afterwards is not overruled by the next save.
 *
 * One student's saves are serialised (lockUser; SQLite's write lock), so
 * concurrent saves from several tabs or devices add up exactly and complete
 * the lesson at most once (the progress row's key settles it as well).
 */
export async function saveLessonWatch(
  db: Db,
  { slug, lessonId, userId, watch, now = new Date() }: { slug: string; lessonId: number; userId: string | null; watch: LessonWatchBody; now?: Date },
  certificates?: AwardDeps,
): Promise<LessonWatchResult> {
  const { course, lessonId: id, userId: student } = await loadEnrolledLesson(db, { slug, lessonId, userId, now });
  const lesson = await db.selectFrom('lessons').select(['kind', 'video_asset_id']).where('id', '=', id).executeTakeFirstOrThrow();
  const asset = lesson.kind === 'video' && lesson.video_asset_id !== null ? await mediaFoldersOf(db).get(lesson.video_asset_id) : null;
  if (!asset) throw new AppError('recording_not_ready');
  const duration = asset.durationSeconds > 0 ? asset.durationSeconds : (watch.durationSeconds ?? 0);
  const position = Math.min(watch.positionSeconds, duration);
  const threshold = Math.floor(duration * COMPLETE_SHARE);

  const result = await db.transaction().execute(async (trx) => {
    await lockUser(trx, student);
    const previous = await trx.selectFrom('lesson_watch').select(['watched_seconds', 'credited_until']).where('user_id', '=', student).where('lesson_id', '=', id).executeTakeFirst();
    const clock = previous?.credited_until ? Math.max(Date.parse(previous.credited_until), now.getTime() - CREDIT_WINDOW_SECONDS * 1000) : now.getTime() - (FIRST_SAVE_SECONDS / FASTEST_SPEED) * 1000;
    const credit = Math.max(0, Math.floor(((now.getTime() - clock) / 1000) * FASTEST_SPEED));
    const added = Math.min(watch.watchedSeconds, credit);
    const before = previous?.watched_seconds ?? 0;
    const watched = before + added;
    const values = {
      position_seconds: position,
      watched_seconds: watched,
      duration_seconds: duration,
      credited_until: new Date(clock + (added / FASTEST_SPEED) * 1000).toISOString(),
      updated_at: now.toISOString(),
    };
    await trx
      .insertInto('lesson_watch')
      .values({ user_id: student, lesson_id: id, course_id: course.id, ...values })
      .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doUpdateSet(values))
      .execute();
    const crossed = duration > 0 && before < threshold && watched >= threshold;
    if (crossed) {
      await trx
        .insertInto('lesson_progress')
        .values({ user_id: student, lesson_id: id, course_id: course.id, completed_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
        .execute();
    }
    const completed = crossed || (await trx.selectFrom('lesson_progress').select('lesson_id').where('user_id', '=', student).where('lesson_id', '=', id).executeTakeFirst()) !== undefined;
    return { crossed, answer: { positionSeconds: position, watchedSeconds: watched, durationSeconds: duration, completed } };
  });
  // Watching the last lesson through may complete the course.
  if (certificates && result.crossed) await awardCertificateIfEarned(certificates, { userId: student, courseId: course.id, now });
  return result.answer;
}

import type { Db } from '../../db/database';

/** The largest duration a lesson may give (the editor's field takes up to 600 minutes). */
const MAX_LESSON_MINUTES = 600;

/** A video's length in whole minutes, rounded up, as a lesson's duration: a 61 s lecture is 2 minutes, not 1. */
export function lessonMinutes(durationMs: number): number {
  return Math.min(MAX_LESSON_MINUTES, Math.max(1, Math.ceil(durationMs / 60_000)));
}

/** The duration of the uploaded video on a lesson's draft, in lesson minutes, or null when the draft has none. */
export async function draftVideoMinutes(trx: Db, lessonId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('lesson_drafts')
    .innerJoin('video_assets', 'video_assets.id', 'lesson_drafts.video_asset_id')
    .select('video_assets.duration_ms')
    .where('lesson_drafts.lesson_id', '=', lessonId)
    .executeTakeFirst();
  return row ? lessonMinutes(row.duration_ms) : null;
}

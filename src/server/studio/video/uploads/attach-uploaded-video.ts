import type { Actor } from '../../../admin/audit';
import { recordAudit } from '../../../admin/audit';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import { liveLesson } from '../../curriculum/edit-lesson';
import { ensureDraft } from '../../curriculum/lesson-draft';
import { studioCourse } from '../../curriculum/studio-course';
import { stopUnusedVideo } from '../unused-video';
import { lessonMinutes } from '../video-minutes';

/**
 * Makes a newly uploaded video the lesson's draft video: the draft plays it
 * instead of any address, its duration becomes the file's, and the lesson's
 * version moves on like any other draft edit (an editor still holding the
 * old version is told to reload). Students keep what is published. A video
 * the draft held before that nothing else names stops processing. Audited.
 * An upload is not made from one version of the editor, so it never
 * conflicts: it lands on whatever the draft is when it has arrived.
 * `alongside` runs last in the same transaction (the upload's record says
 * done there), and rolls all of it back if it throws.
 */
export async function attachUploadedVideo(
  db: Db,
  { actor, courseId, lessonId, assetId, durationMs, fileName }: { actor: Actor; courseId: number; lessonId: number; assetId: number; durationMs: number; fileName: string },
  alongside?: (trx: Db) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await studioCourse(trx, courseId);
    await liveLesson(trx, courseId, lessonId);
    await trx
      .updateTable('lessons')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', lessonId)
      .execute();
    await ensureDraft(trx, lessonId, actor);
    const draft = await trx.selectFrom('lesson_drafts').select(['kind', 'title', 'video_asset_id']).where('lesson_id', '=', lessonId).executeTakeFirstOrThrow();
    // The lesson may have become a text or PDF lesson while the file was on its way.
    if (draft.kind !== 'video') throw new AppError('video_lesson_required');
    await trx
      .updateTable('lesson_drafts')
      .set({ video_asset_id: assetId, video_url: null, duration_minutes: lessonMinutes(durationMs), updated_at: new Date().toISOString(), updated_by: actor.email })
      .where('lesson_id', '=', lessonId)
      .execute();
    if (draft.video_asset_id !== null && draft.video_asset_id !== assetId) await stopUnusedVideo(trx, draft.video_asset_id);
    await recordAudit(trx, {
      actor,
      action: 'content.updated',
      target: { type: 'lesson', id: String(lessonId) },
      details: { courseId, title: draft.title, videoAssetId: assetId, file: fileName },
    });
    if (alongside) await alongside(trx);
  });
}

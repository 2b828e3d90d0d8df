import type { StudioLesson } from '../../../contracts/studio-curriculum-schemas';
import type { Actor } from '../../admin/audit';
import { recordAudit } from '../../admin/audit';
import { AppError } from '../../errors';
import type { CurriculumDeps } from './change-structure';
import { editLesson } from './edit-lesson';
import { stopUnusedVideo } from '../video/unused-video';
import { ensureDraft } from './lesson-draft';
import { loadStudioLesson } from './load-studio-lesson';

/**
 * Brings back a published version as the lesson's draft: the admin sees it
 * in the editor, can change it, and publishes it when ready (students see
 * nothing until then). `lesson_version_not_found` for a version never published.
 * The version's uploaded video comes back with it (its files are kept for
 * this); a video the draft held that nothing else names stops processing.
 */
export async function restoreLessonVersion(
  deps: CurriculumDeps,
  { actor, courseId, lessonId, input }: { actor: Actor; courseId: number; lessonId: number; input: { version: number; fromVersion: number } },
): Promise<StudioLesson> {
  await editLesson(deps, {
    courseId,
    lessonId,
    expectedVersion: input.version,
    change: async (trx, lesson) => {
      const kept = await trx
        .selectFrom('lesson_versions')
        .select(['title', 'kind', 'body', 'video_url', 'file_id', 'video_asset_id', 'duration_minutes', 'free_preview'])
        .where('lesson_id', '=', lesson.id)
        .where('version', '=', input.fromVersion)
        .executeTakeFirst();
      if (!kept) throw new AppError('lesson_version_not_found');
      await ensureDraft(trx, lesson.id, actor);
      const replaced = await trx.selectFrom('lesson_drafts').select('video_asset_id').where('lesson_id', '=', lesson.id).executeTakeFirstOrThrow();
      await trx
        .updateTable('lesson_drafts')
        .set({ ...kept, updated_at: new Date().toISOString(), updated_by: actor.email })
        .where('lesson_id', '=', lesson.id)
        .execute();
      if (replaced.video_asset_id !== null && replaced.video_asset_id !== kept.video_asset_id) await stopUnusedVideo(trx, replaced.video_asset_id);
      await recordAudit(trx, { actor, action: 'content.restored', target: { type: 'lesson', id: String(lesson.id) }, details: { courseId, fromVersion: input.fromVersion, title: kept.title } });
    },
  });
  return loadStudioLesson(deps.db, courseId, lessonId);
}

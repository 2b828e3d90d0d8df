import type { StudioLesson } from '../../../contracts/studio-curriculum-schemas';
import type { Actor } from '../../admin/audit';
import { recordAudit } from '../../admin/audit';
import type { CurriculumDeps } from '../curriculum/change-structure';
import { editLesson } from '../curriculum/edit-lesson';
import { ensureDraft } from '../curriculum/lesson-draft';
import { loadStudioLesson } from '../curriculum/load-studio-lesson';
import { stopUnusedVideo } from './unused-video';

/**
 * Takes the uploaded video off the lesson's draft, so a video address can be
 * given instead or another file uploaded. Students keep the published video
 * until the next publish; kept versions keep theirs (its files stay). A
 * video nothing names any more stops processing. Audited.
 */
export async function detachLessonVideo(deps: CurriculumDeps, { actor, courseId, lessonId, version }: { actor: Actor; courseId: number; lessonId: number; version: number }): Promise<StudioLesson> {
  await editLesson(deps, {
    courseId,
    lessonId,
    expectedVersion: version,
    change: async (trx, lesson) => {
      await ensureDraft(trx, lesson.id, actor);
      const draft = await trx.selectFrom('lesson_drafts').select(['title', 'video_asset_id']).where('lesson_id', '=', lesson.id).executeTakeFirstOrThrow();
      if (draft.video_asset_id === null) return;
      await trx.updateTable('lesson_drafts').set({ video_asset_id: null, updated_at: new Date().toISOString(), updated_by: actor.email }).where('lesson_id', '=', lesson.id).execute();
      await stopUnusedVideo(trx, draft.video_asset_id);
      await recordAudit(trx, { actor, action: 'content.updated', target: { type: 'lesson', id: String(lesson.id) }, details: { courseId, title: draft.title, videoAssetId: null } });
    },
  });
  return loadStudioLesson(deps.db, courseId, lessonId);
}

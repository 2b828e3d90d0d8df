import type { LessonDraftBody, StudioLesson } from '../../../contracts/studio-curriculum-schemas';
import { videoEmbed } from '../../../contracts/video-embed';
import type { Actor } from '../../admin/audit';
import { AppError } from '../../errors';
import type { CurriculumDeps } from './change-structure';
import { editLesson } from './edit-lesson';
import { draftVideoMinutes } from '../video/video-minutes';
import { ensureDraft } from './lesson-draft';
import { loadStudioLesson } from './load-studio-lesson';

/**
 * Saves a lesson's edits as its draft; students keep seeing the published
 * version until it is published. A video address may be left empty while
 * drafting, but one that is written must be one the player can show
 * (YouTube, Vimeo, or an https MP4/WebM file): `lesson_video_invalid`.
 * While the draft has an uploaded video, a video lesson's duration is the
 * file's (what was typed is not kept) and no address may be given beside
 * it (`lesson_video_both`): a lesson plays one or the other.
 */
export async function saveLessonDraft(deps: CurriculumDeps, { actor, courseId, lessonId, input }: { actor: Actor; courseId: number; lessonId: number; input: LessonDraftBody }): Promise<StudioLesson> {
  if (input.videoUrl !== '' && videoEmbed(input.videoUrl) === null) throw new AppError('lesson_video_invalid');
  await editLesson(deps, {
    courseId,
    lessonId,
    expectedVersion: input.version,
    change: async (trx, lesson) => {
      await ensureDraft(trx, lesson.id, actor);
      const hosted = await draftVideoMinutes(trx, lesson.id);
      if (hosted !== null && input.videoUrl !== '') throw new AppError('lesson_video_both');
      await trx
        .updateTable('lesson_drafts')
        .set({
          title: input.title,
          kind: input.kind,
          body: input.body === '' ? null : input.body,
          video_url: input.videoUrl === '' ? null : input.videoUrl,
          duration_minutes: hosted !== null && input.kind === 'video' ? hosted : input.durationMinutes,
          free_preview: input.freePreview ? 1 : 0,
          updated_at: new Date().toISOString(),
          updated_by: actor.email,
        })
        .where('lesson_id', '=', lesson.id)
        .execute();
    },
  });
  return loadStudioLesson(deps.db, courseId, lessonId);
}

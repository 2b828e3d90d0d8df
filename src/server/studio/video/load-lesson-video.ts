import type { LessonVideo } from '../../../contracts/studio-video-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { videoAssetViews } from './video-asset-view';

/**
 * A lesson's uploaded videos for the editor: the draft's (the published
 * one when there are no edits) and the one students play now, each with
 * its state, progress, time left, failure, ladder and captions. The editor
 * asks every few seconds while one is queued or processing.
 */
export async function loadLessonVideo(db: Db, courseId: number, lessonId: number): Promise<LessonVideo> {
  const lesson = await db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .leftJoin('lesson_drafts', 'lesson_drafts.lesson_id', 'lessons.id')
    .select(['lessons.video_asset_id as published_id', 'lesson_drafts.lesson_id as draft_lesson_id', 'lesson_drafts.video_asset_id as draft_id'])
    .where('lessons.id', '=', lessonId)
    .where('lessons.course_id', '=', courseId)
    .where('lessons.deleted_at', 'is', null)
    .where('courses.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!lesson) throw new AppError('studio_item_not_found');
  const draftId = lesson.draft_lesson_id !== null ? lesson.draft_id : lesson.published_id;
  const views = await videoAssetViews(
    db,
    [draftId, lesson.published_id].filter((id): id is number => id !== null),
  );
  return {
    lessonId,
    draft: draftId === null ? null : (views.get(draftId) ?? null),
    published: lesson.published_id === null ? null : (views.get(lesson.published_id) ?? null),
  };
}

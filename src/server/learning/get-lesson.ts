import type { LessonContent, LessonVideo } from '../../contracts/learning-schemas';
import { loadLessonAccess, type LessonRow } from '../access/lesson-access';
import type { Db } from '../db/database';
import { mediaFoldersOf } from '../video/media-folders';
import { videoEmbed } from './video-embed';

export function lessonFileUrl(slug: string, lessonId: number): string {
  return `/api/player/${encodeURIComponent(slug)}/lessons/${lessonId}/file`;
}

/** A lesson's content for a viewer who may open it (see loadLessonAccess), with its neighbours in curriculum order. */
export async function getLesson(db: Db, { slug, lessonId, userId, now = new Date() }: { slug: string; lessonId: number; userId: string | null; now?: Date }): Promise<LessonContent> {
  const { course, lesson } = await loadLessonAccess(db, { slug, lessonId, userId, now });
  const [order, section, done, video] = await Promise.all([
    db
      .selectFrom('lessons')
      .innerJoin('course_sections', 'course_sections.id', 'lessons.section_id')
      .select('lessons.id')
      .where('lessons.course_id', '=', course.id)
      .where('lessons.published', '=', 1)
      .where('lessons.deleted_at', 'is', null)
      .orderBy('course_sections.position')
      .orderBy('course_sections.id')
      .orderBy('lessons.position')
      .orderBy('lessons.id')
      .execute(),
    db.selectFrom('course_sections').select('title').where('id', '=', lesson.section_id).executeTakeFirstOrThrow(),
    userId ? db.selectFrom('lesson_progress').select('lesson_id').where('user_id', '=', userId).where('lesson_id', '=', lesson.id).executeTakeFirst() : Promise.resolve(undefined),
    lessonVideo(db, lesson),
  ]);
  const index = order.findIndex((row) => row.id === lesson.id);
  return {
    id: lesson.id,
    title: lesson.title,
    kind: lesson.kind,
    minutes: lesson.duration_minutes,
    freePreview: lesson.free_preview === 1,
    sectionTitle: section.title,
    body: lesson.body,
    video,
    fileUrl: lesson.file_name ? lessonFileUrl(course.slug, lesson.id) : null,
    fileName: lesson.file_name,
    completed: done !== undefined,
    previousLessonId: order[index - 1]?.id ?? null,
    nextLessonId: order[index + 1]?.id ?? null,
  };
}

/**
 * How the lesson's recording plays: its hosted video once that is ready
 * (the page then asks the playback operation for signed addresses), else
 * the linked one (YouTube, Vimeo, a file) exactly as before, else none: a
 * lesson whose upload is still being transcoded says the recording is not
 * available yet.
 */
async function lessonVideo(db: Db, lesson: LessonRow): Promise<LessonVideo | null> {
  if (lesson.kind !== 'video') return null;
  if (lesson.video_asset_id !== null && (await mediaFoldersOf(db).get(lesson.video_asset_id))) return { provider: 'hosted', embedUrl: '' };
  return videoEmbed(lesson.video_url);
}

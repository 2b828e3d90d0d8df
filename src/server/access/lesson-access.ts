import type { Db } from '../db/database';
import { AppError } from '../errors';
import { findPublishedCourse, type CourseRow } from '../learning/course-outline';
import { assertActiveEnrollment, findEnrollment, type Enrollment } from './course-access';

export type LessonRow = {
  id: number;
  section_id: number;
  title: string;
  kind: 'video' | 'text' | 'pdf';
  duration_minutes: number;
  free_preview: number;
  body: string | null;
  video_url: string | null;
  file_name: string | null;
  /** The hosted video students play (video_assets), ready or not. */
  video_asset_id: number | null;
};

export type OpenedLesson = { course: CourseRow; lesson: LessonRow; enrollment: Enrollment | null };

type LessonAsked = { slug: string; lessonId: number; userId: string | null; now?: Date };

/** A lesson of the course as students see it: a draft or a removed lesson is as unknown as a missing one. */
const shownLesson = (db: Db, courseId: number, lessonId: number) =>
  db.selectFrom('lessons').where('id', '=', lessonId).where('course_id', '=', courseId).where('published', '=', 1).where('deleted_at', 'is', null);

/**
 * The one gate in front of every lesson and lesson file: the lesson must
 * belong to the published course in the address (404 `lesson_not_found`
 * otherwise, so ids of other courses reveal nothing), and unless it is a free
 * preview the viewer needs active access (assertActiveEnrollment: 401 for
 * visitors, 403 `enrollment_required` with the state). Run on every request.
 */
export async function loadLessonAccess(db: Db, { slug, lessonId, userId, now = new Date() }: LessonAsked): Promise<OpenedLesson> {
  const course = await findPublishedCourse(db, slug, userId);
  const lesson = await shownLesson(db, course.id, lessonId)
    .select(['id', 'section_id', 'title', 'kind', 'duration_minutes', 'free_preview', 'body', 'video_url', 'file_name', 'video_asset_id'])
    .executeTakeFirst();
  if (!lesson) throw new AppError('lesson_not_found');
  if (lesson.free_preview === 1) {
    const enrollment = userId ? await findEnrollment(db, { userId, courseId: course.id, now }) : null;
    return { course, lesson, enrollment };
  }
  return { course, lesson, enrollment: await assertActiveEnrollment(db, { userId, courseId: course.id, now }) };
}

/**
 * For writes (resume point, progress): a lesson of the course and a
 * signed-in student with active access, whether or not the lesson is a
 * free preview. What is written is keyed by the returned student and
 * enrollment, never by anything else in the request.
 */
export async function loadEnrolledLesson(db: Db, { slug, lessonId, userId, now = new Date() }: LessonAsked) {
  if (!userId) throw new AppError('unauthenticated');
  const course = await findPublishedCourse(db, slug, userId);
  const lesson = await shownLesson(db, course.id, lessonId).select('id').executeTakeFirst();
  if (!lesson) throw new AppError('lesson_not_found');
  const enrollment = await assertActiveEnrollment(db, { userId, courseId: course.id, now });
  return { course, lessonId: lesson.id, enrollment, userId };
}

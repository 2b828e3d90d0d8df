import type { LearningCourse, OutlineSection, Progress } from '../../contracts/learning-schemas';
import { imageUrl } from '../../contracts/images';
import type { Level } from '../../contracts/subjects';
import type { Db } from '../db/database';
import { AppError } from '../errors';

export type CourseRow = { id: number; slug: string; title: string; subjectId: number; course: LearningCourse };

/**
 * A published course by slug; a draft is as unknown as a missing slug (404
 * `course_not_found`), except to a student enrolled in it: a course
 * unpublished or deleted in the studio stays theirs.
 */
export async function findPublishedCourse(db: Db, slug: string, userId: string | null = null): Promise<CourseRow> {
  const row = await db
    .selectFrom('courses')
    .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
    .select(['courses.id', 'courses.slug', 'courses.title', 'courses.subject_id', 'subjects.name as subject_name', 'subjects.slug as subject_slug', 'subjects.level'])
    .where('courses.slug', '=', slug)
    .where((eb) =>
      eb.or([
        eb('courses.status', '=', 'published'),
        ...(userId === null ? [] : [eb.exists(eb.selectFrom('enrollments').select('enrollments.id').whereRef('enrollments.course_id', '=', 'courses.id').where('enrollments.user_id', '=', userId))]),
      ]),
    )
    .executeTakeFirst();
  if (!row) throw new AppError('course_not_found');
  return { id: row.id, slug: row.slug, title: row.title, subjectId: row.subject_id, course: learningCourse(row) };
}

export function learningCourse(row: { slug: string; title: string; subject_name: string; subject_slug: string; level: string }): LearningCourse {
  return {
    slug: row.slug,
    title: row.title,
    coverUrl: imageUrl('course', row.slug),
    subject: { name: row.subject_name, slug: row.subject_slug, level: row.level as Level },
  };
}

/**
 * A student's completed lessons of a course and the course's lessons, both
 * counting only what students see (published, not removed): a removed
 * lesson's mark is kept but no longer counted.
 */
export async function lessonCounts(db: Db, { userId, courseId }: { userId: string; courseId: number }): Promise<{ done: number; total: number }> {
  const [done, total] = await Promise.all([
    db
      .selectFrom('lesson_progress')
      .innerJoin('lessons', 'lessons.id', 'lesson_progress.lesson_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lesson_progress.user_id', '=', userId)
      .where('lesson_progress.course_id', '=', courseId)
      .where('lessons.published', '=', 1)
      .where('lessons.deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('lessons')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('course_id', '=', courseId)
      .where('published', '=', 1)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return { done: Number(done.n), total: Number(total.n) };
}

export function progressOf(completed: number, total: number): Progress {
  return { completed, total, percent: total === 0 ? 0 : Math.floor((completed * 100) / total) };
}

/** The lessons of a course that this student has completed. */
export async function completedLessonIds(db: Db, userId: string | null, courseId: number): Promise<Set<number>> {
  if (!userId) return new Set();
  const rows = await db.selectFrom('lesson_progress').select('lesson_id').where('user_id', '=', userId).where('course_id', '=', courseId).execute();
  return new Set(rows.map((r) => r.lesson_id));
}

export type Outline = { sections: OutlineSection[]; progress: Progress; lessonIds: number[] };

/**
 * Sections and lessons in curriculum order for one viewer: which lessons
 * they may open (`unlocked`: every lesson with active access, otherwise the
 * free previews) and which they have completed.
 */
export async function loadOutline(db: Db, courseId: number, viewer: { userId: string | null; unlocked: boolean }): Promise<Outline> {
  const [sections, lessons, done] = await Promise.all([
    db.selectFrom('course_sections').select(['id', 'title']).where('course_id', '=', courseId).where('deleted_at', 'is', null).orderBy('position').orderBy('id').execute(),
    // Students see published lessons that were not removed; a lesson being drafted in the studio stays out.
    db
      .selectFrom('lessons')
      .select(['id', 'section_id', 'title', 'kind', 'duration_minutes', 'free_preview'])
      .where('course_id', '=', courseId)
      .where('published', '=', 1)
      .where('deleted_at', 'is', null)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    completedLessonIds(db, viewer.userId, courseId),
  ]);
  const outline = sections.flatMap((section) => {
    const own = lessons
      .filter((l) => l.section_id === section.id)
      .map((l) => ({
        id: l.id,
        title: l.title,
        kind: l.kind,
        minutes: l.duration_minutes,
        freePreview: l.free_preview === 1,
        locked: !viewer.unlocked && l.free_preview !== 1,
        completed: done.has(l.id),
      }));
    // A section with nothing published yet (being written in the studio) is not shown.
    if (own.length === 0) return [];
    return [{ id: section.id, title: section.title, lessons: own, progress: progressOf(own.filter((l) => l.completed).length, own.length) }];
  });
  const all = outline.flatMap((s) => s.lessons);
  return { sections: outline, progress: progressOf(all.filter((l) => l.completed).length, all.length), lessonIds: all.map((l) => l.id) };
}

/** The lesson to resume: the last one opened if it is still in the course, else the first one the viewer may open, else the first. */
export function resumeLesson(outline: Outline, lastLessonId: number | null): number | null {
  const all = outline.sections.flatMap((s) => s.lessons);
  if (lastLessonId !== null && all.some((l) => l.id === lastLessonId)) return lastLessonId;
  return (all.find((l) => !l.locked) ?? all[0])?.id ?? null;
}

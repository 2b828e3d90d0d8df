import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { expectSaved } from '../versioned';
import type { CurriculumDeps } from './change-structure';
import { studioCourse, type StudioCourse } from './studio-course';

export type EditedLesson = { id: number; course: StudioCourse; published: boolean };

/**
 * Runs one save of a lesson (draft, file, publish, restore) in a
 * transaction that first moves the lesson's version on from the one the
 * editor loaded (`edit_conflict` when another admin saved in between). The
 * lesson must belong to the course and not be removed. When the change
 * reached students (`public`), a published course's pages are refreshed.
 */
export async function editLesson<T>(
  deps: CurriculumDeps,
  {
    courseId,
    lessonId,
    expectedVersion,
    change,
    options = {},
  }: { courseId: number; lessonId: number; expectedVersion: number; change: (trx: Db, lesson: EditedLesson) => Promise<T>; options?: { public?: boolean } },
): Promise<T> {
  const { result, course } = await deps.db.transaction().execute(async (trx) => {
    const course = await studioCourse(trx, courseId);
    const lesson = await liveLesson(trx, courseId, lessonId);
    const saved = await trx
      .updateTable('lessons')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', lessonId)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    await expectSaved(saved, async () => (await liveLesson(trx, courseId, lessonId)).version);
    return { result: await change(trx, { id: lesson.id, course, published: Number(lesson.published) === 1 }), course };
  });
  if (options.public && course.status === 'published') await deps.catalogueCache.invalidate();
  return result;
}

/** A lesson of the course that was not removed (404 `studio_item_not_found` otherwise). */
export async function liveLesson(db: Db, courseId: number, lessonId: number) {
  const lesson = await db.selectFrom('lessons').select(['id', 'version', 'published']).where('id', '=', lessonId).where('course_id', '=', courseId).where('deleted_at', 'is', null).executeTakeFirst();
  if (!lesson) throw new AppError('studio_item_not_found');
  return lesson;
}

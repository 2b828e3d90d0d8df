import type { Db } from '../../db/database';
import type { Services } from '../../services';
import { expectSaved } from '../versioned';
import { studioCourse, type StudioCourse } from './studio-course';

export type CurriculumDeps = Pick<Services, 'db' | 'catalogueCache'>;

/**
 * Runs one change to a course's structure (sections, lessons added, removed
 * or moved) in a transaction that first moves the course's curriculum
 * version on from the one the builder loaded: a change made from an older
 * version is refused with `edit_conflict`, so a reorder never undoes
 * another admin's. A published course's public pages are refreshed after.
 */
export async function changeStructure<T>(
  deps: CurriculumDeps,
  { courseId, expectedVersion, change }: { courseId: number; expectedVersion: number; change: (trx: Db, course: StudioCourse) => Promise<T> },
): Promise<T> {
  const { result, course } = await deps.db.transaction().execute(async (trx) => {
    const course = await studioCourse(trx, courseId);
    const moved = await trx
      .updateTable('courses')
      .set((eb) => ({ curriculum_version: eb('curriculum_version', '+', 1) }))
      .where('id', '=', courseId)
      .where('curriculum_version', '=', expectedVersion)
      .executeTakeFirst();
    await expectSaved(moved, async () => (await trx.selectFrom('courses').select('curriculum_version').where('id', '=', courseId).executeTakeFirst())?.curriculum_version);
    return { result: await change(trx, course), course };
  });
  if (course.status === 'published') await deps.catalogueCache.invalidate();
  return result;
}

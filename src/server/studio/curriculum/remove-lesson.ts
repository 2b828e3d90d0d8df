import { sql } from 'kysely';
import type { Curriculum } from '../../../contracts/studio-curriculum-schemas';
import type { Actor } from '../../admin/audit';
import { recordAudit } from '../../admin/audit';
import { AppError } from '../../errors';
import { changeStructure, type CurriculumDeps } from './change-structure';
import { refreshPublishedLessons } from './course-counts';
import { loadCurriculum } from './load-curriculum';

/**
 * Removes a lesson by putting it aside (never deleting the row): students
 * stop seeing it, but their progress on it, a resume point that names it
 * and its kept versions stay, so nothing a student did breaks. Its place in
 * the section is freed (position -id). The course's counts follow.
 */
export async function removeLesson(
  deps: CurriculumDeps,
  { actor, courseId, lessonId, curriculumVersion }: { actor: Actor; courseId: number; lessonId: number; curriculumVersion: number },
): Promise<Curriculum> {
  await changeStructure(deps, {
    courseId,
    expectedVersion: curriculumVersion,
    change: async (trx) => {
      const lesson = await trx
        .selectFrom('lessons')
        .select(['id', 'title', 'published'])
        .where('id', '=', lessonId)
        .where('course_id', '=', courseId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!lesson) throw new AppError('studio_item_not_found');
      await trx
        .updateTable('lessons')
        .set((eb) => ({ deleted_at: new Date().toISOString(), position: sql<number>`-id`, version: eb('version', '+', 1) }))
        .where('id', '=', lessonId)
        .execute();
      if (Number(lesson.published) === 1) await refreshPublishedLessons(trx, courseId);
      await recordAudit(trx, { actor, action: 'content.deleted', target: { type: 'lesson', id: String(lessonId) }, details: { courseId, title: lesson.title } });
    },
  });
  return loadCurriculum(deps.db, courseId);
}

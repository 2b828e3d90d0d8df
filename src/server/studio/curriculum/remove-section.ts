import { sql } from 'kysely';
import type { Curriculum } from '../../../contracts/studio-curriculum-schemas';
import type { Actor } from '../../admin/audit';
import { recordAudit } from '../../admin/audit';
import { AppError } from '../../errors';
import { changeStructure, type CurriculumDeps } from './change-structure';
import { loadCurriculum } from './load-curriculum';

/**
 * Removes an empty section (`section_not_empty` while it holds lessons:
 * move or remove them first, so no lesson is removed by accident). The row
 * is put aside, with its place freed (position -id), because removed lessons
 * may still point at it.
 */
export async function removeSection(
  deps: CurriculumDeps,
  { actor, courseId, sectionId, curriculumVersion }: { actor: Actor; courseId: number; sectionId: number; curriculumVersion: number },
): Promise<Curriculum> {
  await changeStructure(deps, {
    courseId,
    expectedVersion: curriculumVersion,
    change: async (trx) => {
      const section = await trx.selectFrom('course_sections').select(['id', 'title']).where('id', '=', sectionId).where('course_id', '=', courseId).where('deleted_at', 'is', null).executeTakeFirst();
      if (!section) throw new AppError('studio_item_not_found');
      const lessons = await trx
        .selectFrom('lessons')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('section_id', '=', sectionId)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(lessons.n) > 0) throw new AppError('section_not_empty');
      await trx
        .updateTable('course_sections')
        .set({ deleted_at: new Date().toISOString(), position: sql<number>`-id` })
        .where('id', '=', sectionId)
        .execute();
      await recordAudit(trx, { actor, action: 'content.deleted', target: { type: 'section', id: String(sectionId) }, details: { courseId, title: section.title } });
    },
  });
  return loadCurriculum(deps.db, courseId);
}

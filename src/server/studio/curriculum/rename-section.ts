import type { Curriculum, SectionBody } from '../../../contracts/studio-curriculum-schemas';
import { AppError } from '../../errors';
import { changeStructure, type CurriculumDeps } from './change-structure';
import { loadCurriculum } from './load-curriculum';

/** Renames a section; the course page shows the new title at once. */
export async function renameSection(deps: CurriculumDeps, { courseId, sectionId, input }: { courseId: number; sectionId: number; input: SectionBody }): Promise<Curriculum> {
  await changeStructure(deps, {
    courseId,
    expectedVersion: input.curriculumVersion,
    change: async (trx) => {
      const renamed = await trx
        .updateTable('course_sections')
        .set({ title: input.title })
        .where('id', '=', sectionId)
        .where('course_id', '=', courseId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(renamed.numUpdatedRows) !== 1) throw new AppError('studio_item_not_found');
    },
  });
  return loadCurriculum(deps.db, courseId);
}

import type { Curriculum, SectionBody } from '../../../contracts/studio-curriculum-schemas';
import { changeStructure, type CurriculumDeps } from './change-structure';
import { loadCurriculum } from './load-curriculum';

/** Adds an empty section at the end of the course. Students see it once it holds a published lesson. */
export async function addSection(deps: CurriculumDeps, courseId: number, input: SectionBody): Promise<Curriculum> {
  await changeStructure(deps, {
    courseId,
    expectedVersion: input.curriculumVersion,
    change: async (trx) => {
      const last = await trx
        .selectFrom('course_sections')
        .select((eb) => eb.fn.max('position').as('n'))
        .where('course_id', '=', courseId)
        .executeTakeFirst();
      await trx
        .insertInto('course_sections')
        .values({ course_id: courseId, title: input.title, position: Math.max(0, Number(last?.n ?? 0)) + 1 })
        .execute();
    },
  });
  return loadCurriculum(deps.db, courseId);
}

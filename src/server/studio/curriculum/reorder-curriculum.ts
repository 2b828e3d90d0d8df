import { sql } from 'kysely';
import type { Curriculum, CurriculumOrder } from '../../../contracts/studio-curriculum-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { changeStructure, type CurriculumDeps } from './change-structure';
import { loadCurriculum } from './load-curriculum';

const sameSet = (sent: number[], current: number[]) => {
  const wanted = new Set(current);
  return new Set(sent).size === sent.length && sent.length === wanted.size && sent.every((id) => wanted.has(id));
};

/**
 * Puts the course's sections and lessons in the order sent, moving lessons
 * between sections, all in one transaction. The order must name exactly the
 * course's sections and lessons, each once (`curriculum_order_invalid`).
 * Positions are unique per course and per section, so every row is first
 * parked at -id (free: removed rows hold -id too, of other ids), then set.
 */
export async function reorderCurriculum(deps: CurriculumDeps, courseId: number, order: CurriculumOrder): Promise<Curriculum> {
  await changeStructure(deps, {
    courseId,
    expectedVersion: order.curriculumVersion,
    change: async (trx) => {
      const [sections, lessons] = await Promise.all([
        trx.selectFrom('course_sections').select('id').where('course_id', '=', courseId).where('deleted_at', 'is', null).execute(),
        trx.selectFrom('lessons').select('id').where('course_id', '=', courseId).where('deleted_at', 'is', null).execute(),
      ]);
      const sentSections = order.sections.map((s) => s.id);
      const sentLessons = order.sections.flatMap((s) => s.lessonIds);
      if (
        !sameSet(
          sentSections,
          sections.map((s) => s.id),
        ) ||
        !sameSet(
          sentLessons,
          lessons.map((l) => l.id),
        )
      ) {
        throw new AppError('curriculum_order_invalid');
      }
      await park(trx, courseId);
      for (const [i, section] of order.sections.entries()) {
        await trx
          .updateTable('course_sections')
          .set({ position: i + 1 })
          .where('id', '=', section.id)
          .execute();
        for (const [j, lessonId] of section.lessonIds.entries()) {
          await trx
            .updateTable('lessons')
            .set({ section_id: section.id, position: j + 1 })
            .where('id', '=', lessonId)
            .execute();
        }
      }
    },
  });
  return loadCurriculum(deps.db, courseId);
}

async function park(trx: Db, courseId: number): Promise<void> {
  await trx
    .updateTable('course_sections')
    .set({ position: sql<number>`-id` })
    .where('course_id', '=', courseId)
    .where('deleted_at', 'is', null)
    .execute();
  await trx
    .updateTable('lessons')
    .set({ position: sql<number>`-id` })
    .where('course_id', '=', courseId)
    .where('deleted_at', 'is', null)
    .execute();
}

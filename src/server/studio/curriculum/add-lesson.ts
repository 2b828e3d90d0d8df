import type { NewLesson } from '../../../contracts/studio-curriculum-schemas';
import type { Actor } from '../../admin/audit';
import { recordAudit } from '../../admin/audit';
import { AppError } from '../../errors';
import { changeStructure, type CurriculumDeps } from './change-structure';

/**
 * Adds a lesson at the end of a section as an unpublished draft: the
 * lessons row (what students would see) is marked unpublished and its
 * draft carries the title and kind. Answers the new lesson's id.
 */
export async function addLesson(deps: CurriculumDeps, { actor, courseId, input }: { actor: Actor; courseId: number; input: NewLesson }): Promise<number> {
  return changeStructure(deps, {
    courseId,
    expectedVersion: input.curriculumVersion,
    change: async (trx) => {
      const section = await trx.selectFrom('course_sections').select('id').where('id', '=', input.sectionId).where('course_id', '=', courseId).where('deleted_at', 'is', null).executeTakeFirst();
      if (!section) throw new AppError('studio_item_not_found');
      const last = await trx
        .selectFrom('lessons')
        .select((eb) => eb.fn.max('position').as('n'))
        .where('section_id', '=', section.id)
        .executeTakeFirst();
      const lesson = await trx
        .insertInto('lessons')
        .values({
          course_id: courseId,
          section_id: section.id,
          position: Math.max(0, Number(last?.n ?? 0)) + 1,
          title: input.title,
          kind: input.kind,
          duration_minutes: 0,
          published: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('lesson_drafts')
        .values({ lesson_id: lesson.id, title: input.title, kind: input.kind, body: null, video_url: null, file_id: null, duration_minutes: 0, free_preview: 0, updated_by: actor.email })
        .execute();
      await recordAudit(trx, { actor, action: 'content.created', target: { type: 'lesson', id: String(lesson.id) }, details: { courseId, title: input.title, kind: input.kind } });
      return lesson.id;
    },
  });
}

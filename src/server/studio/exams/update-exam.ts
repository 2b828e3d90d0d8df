import type { SavedExam, UpdateExam } from '../../../contracts/studio-exam-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { keepOldAddress } from '../slugs';
import { expectSaved } from '../versioned';
import { planExam } from './exam-plan';
import { examColumns, examsChanged, writeExamLinks } from './write-exam';

export const examVersion = async (db: Db, id: number) => (await db.selectFrom('exams').select('version').where('id', '=', id).executeTakeFirst())?.version;

/**
 * Saves the builder's form over the version it loaded. A published exam
 * must stay sittable (its blueprint filled by the bank, its list active);
 * attempts already started keep their frozen papers. A renamed published
 * exam keeps its old address as a permanent redirect.
 */
export async function updateExam(services: Services, { actor, id, input }: { actor: Actor; id: number; input: UpdateExam }): Promise<SavedExam> {
  const saved = await services.db.transaction().execute(async (trx) => {
    const exam = await trx.selectFrom('exams').select(['slug', 'published', 'deleted_at', 'written_marking']).where('id', '=', id).executeTakeFirst();
    if (!exam || exam.deleted_at !== null) throw new AppError('studio_item_not_found');
    // Attempts are marked as the exam said when they were handed in (a tutor's script, or the
    // student's own marks): switching afterwards would leave them waiting for the wrong marker.
    if (input.writtenMarking !== exam.written_marking && (await trx.selectFrom('exam_attempts').select('id').where('exam_id', '=', id).limit(1).executeTakeFirst())) {
      throw new AppError('exam_marking_locked', undefined, { field: 'writtenMarking' });
    }
    const plan = await planExam(trx, input, exam.published === 1);
    const result = await trx
      .updateTable('exams')
      .set((eb) => ({ ...examColumns(input, plan), version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    await expectSaved(result, () => examVersion(trx, id));
    const slug = input.slug ?? exam.slug;
    if (slug !== exam.slug) {
      const taken = await trx.selectFrom('exams').select('id').where('slug', '=', slug).where('id', '!=', id).executeTakeFirst();
      if (taken) throw new AppError('slug_taken', undefined, { field: 'slug' });
      await trx.updateTable('exams').set({ slug }).where('id', '=', id).execute();
      if (exam.published === 1) await keepOldAddress(trx, { kind: 'exam', oldSlug: exam.slug, newSlug: slug, targetId: id });
    }
    await writeExamLinks(trx, id, input);
    await recordAudit(trx, { actor, action: 'content.updated', target: { type: 'exam', id: String(id) }, details: { version: input.version + 1 } });
    return { id, slug, version: input.version + 1 };
  });
  await examsChanged(services);
  return saved;
}

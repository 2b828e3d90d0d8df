import type { ExamInput, SavedExam } from '../../../contracts/studio-exam-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Services } from '../../services';
import { freeSlug, slugify } from '../slugs';
import { planExam } from './exam-plan';
import { examColumns, examsChanged, writeExamLinks } from './write-exam';

/** A new exam, saved as an unpublished draft at the end of its paper's list; its address comes from the title. */
export async function createExam(services: Services, actor: Actor, input: ExamInput): Promise<SavedExam> {
  const saved = await services.db.transaction().execute(async (trx) => {
    const plan = await planExam(trx, input, false);
    const slug = await freeSlug(slugify(input.title), async (s) => (await trx.selectFrom('exams').select('id').where('slug', '=', s).executeTakeFirst()) !== undefined);
    const last = await trx
      .selectFrom('exams')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('subject_id', '=', plan.subjectId)
      .executeTakeFirst();
    const { id } = await trx
      .insertInto('exams')
      .values({ ...examColumns(input, plan), slug, position: Number(last?.position ?? 0) + 1, published: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeExamLinks(trx, id, input);
    await recordAudit(trx, { actor, action: 'content.created', target: { type: 'exam', id: String(id) }, details: { slug, title: input.title } });
    return { id, slug, version: 1 };
  });
  await examsChanged(services);
  return saved;
}

import type { SavedExam } from '../../../contracts/studio-exam-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { freeSlug, slugify } from '../slugs';
import { examsChanged } from './write-exam';

const TITLE_MAX = 160;

/** "Copy of …", cut to the title's limit. */
export function copyTitle(title: string): string {
  const copy = `Copy of ${title}`;
  return copy.length <= TITLE_MAX ? copy : `${copy.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}

/**
 * A new unpublished draft with everything of an exam: its settings (every
 * column but its address, title, place, state and dates, so a column added
 * later is copied too), sections, fixed list, course links and blueprint,
 * at the end of its paper's list. Attempts stay with the original. In one
 * transaction: the copy is whole or not made.
 */
export async function duplicateExam(services: Services, { actor, id }: { actor: Actor; id: number }): Promise<SavedExam> {
  const saved = await services.db.transaction().execute(async (trx) => {
    const source = await trx.selectFrom('exams').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
    if (!source) throw new AppError('studio_item_not_found');
    const {
      id: _id,
      slug: _slug,
      title: _title,
      position: _position,
      published: _published,
      version: _version,
      created_at: _created,
      updated_at: _updated,
      deleted_at: _deleted,
      ...settings
    } = source;
    const title = copyTitle(source.title);
    const slug = await freeSlug(slugify(title), async (s) => (await trx.selectFrom('exams').select('id').where('slug', '=', s).executeTakeFirst()) !== undefined);
    const last = await trx
      .selectFrom('exams')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('subject_id', '=', source.subject_id)
      .executeTakeFirst();
    const copy = await trx
      .insertInto('exams')
      .values({ ...settings, title, slug, position: Number(last?.position ?? 0) + 1, published: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [sections, questions, courses] = await Promise.all([
      trx.selectFrom('exam_sections').selectAll().where('exam_id', '=', id).execute(),
      trx.selectFrom('exam_questions').selectAll().where('exam_id', '=', id).execute(),
      trx.selectFrom('exam_courses').selectAll().where('exam_id', '=', id).execute(),
    ]);
    if (sections.length > 0)
      await trx
        .insertInto('exam_sections')
        .values(sections.map((row) => ({ ...row, exam_id: copy.id })))
        .execute();
    if (questions.length > 0)
      await trx
        .insertInto('exam_questions')
        .values(questions.map((row) => ({ ...row, exam_id: copy.id })))
        .execute();
    if (courses.length > 0)
      await trx
        .insertInto('exam_courses')
        .values(courses.map((row) => ({ ...row, exam_id: copy.id })))
        .execute();
    await recordAudit(trx, { actor, action: 'content.created', target: { type: 'exam', id: String(copy.id) }, details: { slug, title, copyOf: id } });
    return { id: copy.id, slug, version: 1 };
  });
  await examsChanged(services);
  return saved;
}

import type { NewCourse, StudioCourse } from '../../../contracts/studio-course-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../errors';
import { freeSlug, slugify } from '../slugs';
import { loadStudioCourse } from './load-studio-course';

/**
 * Runs a write that takes a free slug, again if another admin took the
 * same slug between the check and the insert (each round one of the racing writes wins).
 */
export async function withFreeSlug<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === 10) throw error;
    }
  }
}

/** Whether any course (deleted ones too: the column is unique) has the slug. */
export async function courseSlugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom('courses').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function assertPaper(db: Db, subjectId: number): Promise<void> {
  const paper = await db.selectFrom('subjects').select('id').where('id', '=', subjectId).executeTakeFirst();
  if (!paper) throw new AppError('studio_link_not_found', undefined, { field: 'subjectId' });
}

/**
 * Starts a draft course of a paper from its title: the slug is made from
 * the title (numbered when taken), it is free with a year's access until
 * the editor says otherwise, and no student sees it before it is published.
 */
export async function createCourse(db: Db, actor: Actor, input: NewCourse): Promise<StudioCourse> {
  await assertPaper(db, input.subjectId);
  const id = await withFreeSlug(() =>
    db.transaction().execute(async (trx) => {
      const slug = await freeSlug(slugify(input.title), (s) => courseSlugTaken(trx, s));
      const row = await trx
        .insertInto('courses')
        .values({
          slug,
          title: input.title,
          subject_id: input.subjectId,
          summary: '',
          description: '',
          outcomes: '[]',
          requirements: '[]',
          language: 'Bangla and English',
          price_paisa: 0,
          sale_price_paisa: null,
          access_days: 365,
          access_until: null,
          status: 'draft',
          published_at: null,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, { actor, action: 'content.created', target: { type: 'course', id: String(row.id) }, details: { slug, title: input.title } });
      return row.id;
    }),
  );
  return loadStudioCourse(db, id);
}

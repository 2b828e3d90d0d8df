import type { StudioMentor } from '../../../contracts/studio-content-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Services } from '../../services';
import { freeSlug, slugify } from '../slugs';
import { loadStudioMentor } from './load-studio-mentor';

/** A new mentor with a name, last in the order; shown on the site at once with the generated portrait. */
export async function createMentor(services: Pick<Services, 'db' | 'catalogueCache'>, actor: Actor, name: string): Promise<StudioMentor> {
  const id = await services.db.transaction().execute(async (trx) => {
    const slug = await freeSlug(slugify(name), async (s) => !!(await trx.selectFrom('instructors').select('id').where('slug', '=', s).executeTakeFirst()));
    const last = await trx
      .selectFrom('instructors')
      .select((eb) => eb.fn.max('position').as('p'))
      .executeTakeFirst();
    const row = await trx
      .insertInto('instructors')
      .values({ slug, name, title: '', qualifications: '[]', bio: '', years_teaching: 0, social: '{}', position: Number(last?.p ?? 0) + 1, deleted_at: null, photo_media_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actor, action: 'content.created', target: { type: 'mentor', id: String(row.id) }, details: { name, slug } });
    return row.id;
  });
  await services.catalogueCache.invalidate();
  return loadStudioMentor(services.db, id);
}

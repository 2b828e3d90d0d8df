import type { CONTENT_PAGE_SLUGS, SavePage, StudioPage } from '../../../contracts/studio-content-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Services } from '../../services';
import { expectSaved } from '../versioned';
import { loadStudioPage } from './studio-pages';

/** Saves a content page from the version the editor loaded; the page is public, so the change shows at once. */
export async function savePage(
  services: Pick<Services, 'db' | 'catalogueCache'>,
  { actor, slug, input }: { actor: Actor; slug: (typeof CONTENT_PAGE_SLUGS)[number]; input: SavePage },
): Promise<StudioPage> {
  const { db } = services;
  await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('content_pages')
      .set((eb) => ({ title: input.title, summary: input.summary, body: input.body, updated_at: new Date().toISOString(), version: eb('version', '+', 1) }))
      .where('slug', '=', slug)
      .where('version', '=', input.version)
      .executeTakeFirst();
    await expectSaved(result, async () => (await trx.selectFrom('content_pages').select('version').where('slug', '=', slug).executeTakeFirst())?.version);
    await recordAudit(trx, { actor, action: 'content.updated', target: { type: 'page', id: slug }, details: { version: input.version + 1 } });
  });
  await services.catalogueCache.invalidate();
  return loadStudioPage(db, slug);
}

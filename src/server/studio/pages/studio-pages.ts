import { CONTENT_PAGE_SLUGS, type StudioPage } from '../../../contracts/studio-content-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';

type PageSlug = (typeof CONTENT_PAGE_SLUGS)[number];

/** Each content page's own address on the site. */
export const PAGE_PATHS: Record<PageSlug, string> = { about: '/about', 'children-education': '/children-education', 'health-coach': '/health-coach' };

/** The three content pages, in the order the studio lists them. */
export async function listStudioPages(db: Db): Promise<StudioPage[]> {
  const rows = await db
    .selectFrom('content_pages')
    .selectAll()
    .where('slug', 'in', [...CONTENT_PAGE_SLUGS])
    .execute();
  return CONTENT_PAGE_SLUGS.flatMap((slug) => {
    const row = rows.find((r) => r.slug === slug);
    return row ? [{ slug, title: row.title, summary: row.summary, body: row.body, version: row.version, updatedAt: row.updated_at, publicPath: PAGE_PATHS[slug] }] : [];
  });
}

export async function loadStudioPage(db: Db, slug: PageSlug): Promise<StudioPage> {
  const page = (await listStudioPages(db)).find((p) => p.slug === slug);
  if (!page) throw new AppError('studio_item_not_found');
  return page;
}

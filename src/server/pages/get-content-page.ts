import type { ContentPage } from '../../contracts/catalogue-schemas';
import type { Db } from '../db/database';
import { AppError } from '../errors';

/** One editable page (about, children's programme, wellbeing coaching) by slug; 404 `page_not_found` otherwise. */
export async function getContentPage(db: Db, slug: string): Promise<ContentPage> {
  const row = await db.selectFrom('content_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new AppError('page_not_found');
  return { slug: row.slug, title: row.title, summary: row.summary, body: row.body, updatedAt: row.updated_at };
}

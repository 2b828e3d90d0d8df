import type { StudioPost } from '../../../contracts/studio-content-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Db } from '../../db/database';
import { freeSlug, slugify } from '../slugs';
import { loadStudioPost } from './load-studio-post';

/** A new draft with its title; the address comes from the title (numbered when taken) and stays editable. */
export async function createPost(db: Db, actor: Actor, title: string): Promise<StudioPost> {
  const id = await db.transaction().execute(async (trx) => {
    const slug = await freeSlug(slugify(title), async (s) => !!(await trx.selectFrom('blog_posts').select('id').where('slug', '=', s).executeTakeFirst()));
    const row = await trx
      .insertInto('blog_posts')
      .values({
        slug,
        title,
        excerpt: '',
        body: '',
        author_id: null,
        subject_id: null,
        category: 'General',
        status: 'draft',
        reading_minutes: 1,
        published_at: null,
        deleted_at: null,
        cover_media_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actor, action: 'content.created', target: { type: 'post', id: String(row.id) }, details: { title, slug } });
    return row.id;
  });
  return loadStudioPost(db, id);
}

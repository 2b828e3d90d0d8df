import type { StudioPost } from '../../../contracts/studio-content-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { currentVersion, liveRow } from '../content/links';
import { expectSaved } from '../versioned';
import { loadStudioPost } from './load-studio-post';

/**
 * Publishes or unpublishes a post from the version the editor showed. The
 * first publication sets the date the blog orders by; publishing again
 * keeps it. A post is published only with a title, an excerpt and a body.
 */
export async function setPostPublished(
  services: Pick<Services, 'db' | 'catalogueCache'>,
  { actor, id, version, publish }: { actor: Actor; id: number; version: number; publish: boolean },
): Promise<StudioPost> {
  const { db } = services;
  await db.transaction().execute(async (trx) => {
    const row = await liveRow(() => trx.selectFrom('blog_posts').select(['title', 'excerpt', 'body', 'published_at', 'deleted_at', 'slug', 'version']).where('id', '=', id).executeTakeFirst());
    // What the editor showed is judged only if it is still what is stored.
    if (row.version !== version) throw new AppError('edit_conflict', undefined, { currentVersion: row.version });
    if (publish) {
      const missing = (['title', 'excerpt', 'body'] as const).filter((field) => row[field].trim() === '');
      if (missing.length) throw new AppError('publish_incomplete', undefined, { missing });
    }
    const now = new Date().toISOString();
    const result = await trx
      .updateTable('blog_posts')
      .set((eb) => ({
        status: publish ? 'published' : 'draft',
        published_at: publish ? (row.published_at ?? now) : row.published_at,
        updated_at: now,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    await expectSaved(result, () => currentVersion(trx, 'blog_posts', id));
    await recordAudit(trx, { actor, action: publish ? 'content.published' : 'content.unpublished', target: { type: 'post', id: String(id) }, details: { slug: row.slug, title: row.title } });
  });
  await services.catalogueCache.invalidate();
  return loadStudioPost(db, id);
}

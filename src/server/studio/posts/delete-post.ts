import type { StudioPost } from '../../../contracts/studio-content-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { currentVersion } from '../content/links';
import { expectSaved } from '../versioned';
import { loadStudioPost } from './load-studio-post';

/**
 * Puts a post aside (unpublished, marked deleted) or brings it back as a
 * draft. Nothing is removed: tags, its author and its kept addresses stay.
 */
export async function setPostDeleted(
  services: Pick<Services, 'db' | 'catalogueCache'>,
  { actor, id, version, deleted }: { actor: Actor; id: number; version: number; deleted: boolean },
): Promise<StudioPost> {
  const { db } = services;
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('blog_posts').select(['slug', 'title', 'deleted_at', 'status']).where('id', '=', id).executeTakeFirst();
    if (!row || (row.deleted_at !== null) === deleted) throw new AppError('studio_item_not_found');
    const now = new Date().toISOString();
    const result = await trx
      .updateTable('blog_posts')
      .set((eb) => ({ deleted_at: deleted ? now : null, status: 'draft', updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    await expectSaved(result, () => currentVersion(trx, 'blog_posts', id));
    await recordAudit(trx, {
      actor,
      action: deleted ? 'content.deleted' : 'content.restored',
      target: { type: 'post', id: String(id) },
      details: { slug: row.slug, title: row.title, wasPublished: row.status === 'published' },
    });
  });
  await services.catalogueCache.invalidate();
  return loadStudioPost(db, id);
}

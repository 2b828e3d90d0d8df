import type { SavePost, StudioPost } from '../../../contracts/studio-content-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Services } from '../../services';
import { AppError } from '../../errors';
import { assertLinks, currentVersion, liveRow, readingMinutes } from '../content/links';
import { loadMediaRef } from '../media/media-ref';
import { keepOldAddress } from '../slugs';
import { expectSaved } from '../versioned';
import { loadStudioPost } from './load-studio-post';

/**
 * Saves every field of a post from the version the editor loaded. A post
 * that has ever been published keeps its old address when the slug
 * changes (the public read answers it with a permanent redirect).
 */
export async function savePost(services: Pick<Services, 'db' | 'catalogueCache'>, { actor, id, input }: { actor: Actor; id: number; input: SavePost }): Promise<StudioPost> {
  const { db } = services;
  await assertLinks(db, { subjectId: input.subjectId, mentorId: input.authorId }, { mentorId: 'authorId' });
  await loadMediaRef(db, { id: input.coverMediaId, preset: 'cover', field: 'coverMediaId' });
  const tags = [...new Set(input.tags)];
  await db.transaction().execute(async (trx) => {
    const row = await liveRow(() => trx.selectFrom('blog_posts').select(['slug', 'published_at', 'deleted_at']).where('id', '=', id).executeTakeFirst());
    if (input.slug !== row.slug) {
      const taken = await trx.selectFrom('blog_posts').select('id').where('slug', '=', input.slug).where('id', '!=', id).executeTakeFirst();
      if (taken) throw new AppError('slug_taken', undefined, { field: 'slug' });
    }
    const result = await trx
      .updateTable('blog_posts')
      .set((eb) => ({
        title: input.title,
        slug: input.slug,
        excerpt: input.excerpt,
        body: input.body,
        author_id: input.authorId,
        subject_id: input.subjectId,
        category: input.category === '' ? 'General' : input.category,
        cover_media_id: input.coverMediaId,
        reading_minutes: readingMinutes(input.body),
        updated_at: new Date().toISOString(),
        version: eb('version', '+', 1),
      }))
      .where('id', '=', id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    await expectSaved(result, () => currentVersion(trx, 'blog_posts', id));
    if (row.published_at !== null) await keepOldAddress(trx, { kind: 'post', oldSlug: row.slug, newSlug: input.slug, targetId: id });
    await trx.deleteFrom('post_tags').where('post_id', '=', id).execute();
    if (tags.length)
      await trx
        .insertInto('post_tags')
        .values(tags.map((tag) => ({ post_id: id, tag })))
        .execute();
    await recordAudit(trx, {
      actor,
      action: 'content.updated',
      target: { type: 'post', id: String(id) },
      details: { version: input.version + 1, ...(input.slug !== row.slug ? { slug: { from: row.slug, to: input.slug } } : {}) },
    });
  });
  await services.catalogueCache.invalidate();
  return loadStudioPost(db, id);
}

import type { Db } from '../db/database';
import { publishedPosts } from './published-posts';

const RELATED_POSTS = 3;

/** ISO timestamps order as strings. */
const newerFirst = (a: string | null, b: string | null) => ((b ?? '') > (a ?? '') ? 1 : (b ?? '') < (a ?? '') ? -1 : 0);

type Source = { id: number; category: string; tags: string[] };

/**
 * Up to three published posts in the same category or sharing a tag, most
 * alike first: each shared tag counts one and the same category two (a
 * category is a stronger signal than one common tag); ties go to the newer
 * post. Ranked in code because the candidates are few.
 */
export async function findRelatedPostIds(db: Db, post: Source): Promise<number[]> {
  const candidates = await publishedPosts(db)
    .select(['blog_posts.id', 'blog_posts.category', 'blog_posts.published_at'])
    .where('blog_posts.id', '!=', post.id)
    .where((eb) => {
      const sameCategory = eb('blog_posts.category', '=', post.category);
      if (post.tags.length === 0) return sameCategory;
      return eb.or([sameCategory, eb('blog_posts.id', 'in', eb.selectFrom('post_tags').select('post_tags.post_id').where('post_tags.tag', 'in', post.tags))]);
    })
    .execute();
  if (candidates.length === 0) return [];
  const tagRows = await db
    .selectFrom('post_tags')
    .select(['post_id', 'tag'])
    .where(
      'post_id',
      'in',
      candidates.map((c) => c.id),
    )
    .execute();
  const wanted = new Set(post.tags);
  const score = new Map(candidates.map((c) => [c.id, c.category === post.category ? 2 : 0]));
  for (const row of tagRows) if (wanted.has(row.tag)) score.set(row.post_id, (score.get(row.post_id) ?? 0) + 1);
  return candidates
    .sort((a, b) => (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0) || newerFirst(a.published_at, b.published_at) || b.id - a.id)
    .slice(0, RELATED_POSTS)
    .map((c) => c.id);
}

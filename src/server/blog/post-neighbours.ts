import type { PostDetail } from '../../contracts/catalogue-schemas';
import type { Db } from '../db/database';
import { publishedPosts } from './published-posts';

type Anchor = { id: number; published_at: string };
type Neighbour = PostDetail['previous'];

/**
 * The published posts just before (older) and just after (newer) this one
 * in the blog's own order: publication date, then id for posts published
 * at the same moment, so each post has exactly one of each.
 */
export async function findNeighbours(db: Db, post: Anchor): Promise<{ previous: Neighbour; next: Neighbour }> {
  const [previous, next] = await Promise.all([
    publishedPosts(db)
      .select(['blog_posts.slug', 'blog_posts.title'])
      .where((eb) => eb.or([eb('blog_posts.published_at', '<', post.published_at), eb.and([eb('blog_posts.published_at', '=', post.published_at), eb('blog_posts.id', '<', post.id)])]))
      .orderBy('blog_posts.published_at', 'desc')
      .orderBy('blog_posts.id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    publishedPosts(db)
      .select(['blog_posts.slug', 'blog_posts.title'])
      .where((eb) => eb.or([eb('blog_posts.published_at', '>', post.published_at), eb.and([eb('blog_posts.published_at', '=', post.published_at), eb('blog_posts.id', '>', post.id)])]))
      .orderBy('blog_posts.published_at', 'asc')
      .orderBy('blog_posts.id', 'asc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { previous: previous ?? null, next: next ?? null };
}

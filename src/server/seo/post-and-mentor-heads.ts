import { IMAGE_SIZES, imageUrl } from '../../contracts/images';
import type { Db } from '../db/database';
import { plainSummary } from './escape';
import type { PageHead } from './page-head';

/** A published blog post's head; the three post layouts share one canonical address. */
export async function postHead(db: Db, slug: string): Promise<PageHead | null> {
  const post = await db
    .selectFrom('blog_posts')
    .select(['title', 'excerpt'])
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!post) return null;
  return {
    title: post.title,
    description: plainSummary(post.excerpt),
    path: `/blog-detail/${encodeURIComponent(slug)}`,
    type: 'article',
    image: { path: imageUrl('post', slug), ...IMAGE_SIZES.post, alt: post.title },
  };
}

/** A mentor's head: their title and the start of their biography. */
export async function mentorHead(db: Db, slug: string): Promise<PageHead | null> {
  const mentor = await db.selectFrom('instructors').select(['name', 'title', 'bio']).where('slug', '=', slug).executeTakeFirst();
  if (!mentor) return null;
  return {
    title: mentor.name,
    description: plainSummary(`${mentor.title}. ${mentor.bio}`),
    path: `/instructor-detail/${encodeURIComponent(slug)}`,
    type: 'profile',
    image: { path: imageUrl('mentor', slug), ...IMAGE_SIZES.mentor, alt: `Portrait of ${mentor.name}` },
  };
}

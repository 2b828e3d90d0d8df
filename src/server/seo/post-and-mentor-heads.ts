import { IMAGE_SIZES, imageUrl, mediaUrl } from '../../contracts/images';
import type { Db } from '../db/database';
import { plainSummary } from './escape';
import type { PageHead } from './page-head';

/**
 * A published blog post's head; the three post layouts share one canonical
 * address. Old addresses of renamed posts and mentors never get here: the
 * page handler answers them with a permanent redirect (seo/moved-page.ts).
 */
export async function postHead(db: Db, slug: string): Promise<PageHead | null> {
  const post = await db
    .selectFrom('blog_posts')
    .leftJoin('media', 'media.id', 'blog_posts.cover_media_id')
    .select(['blog_posts.title', 'blog_posts.excerpt', 'media.hash'])
    .where('blog_posts.slug', '=', slug)
    .where('blog_posts.status', '=', 'published')
    .executeTakeFirst();
  if (!post) return null;
  return {
    title: post.title,
    description: plainSummary(post.excerpt),
    path: `/blog-detail/${encodeURIComponent(slug)}`,
    type: 'article',
    image: { path: post.hash ? mediaUrl(post.hash, 'cover') : imageUrl('post', slug), ...IMAGE_SIZES.post, alt: post.title },
  };
}

/** A mentor's head: their title and the start of their biography. */
export async function mentorHead(db: Db, slug: string): Promise<PageHead | null> {
  const mentor = await db
    .selectFrom('instructors')
    .leftJoin('media', 'media.id', 'instructors.photo_media_id')
    .select(['instructors.name', 'instructors.title', 'instructors.bio', 'media.hash'])
    .where('instructors.slug', '=', slug)
    .where('instructors.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!mentor) return null;
  return {
    title: mentor.name,
    description: plainSummary(`${mentor.title}. ${mentor.bio}`),
    path: `/instructor-detail/${encodeURIComponent(slug)}`,
    type: 'profile',
    image: { path: mentor.hash ? mediaUrl(mentor.hash, 'portrait') : imageUrl('mentor', slug), ...IMAGE_SIZES.mentor, alt: `Portrait of ${mentor.name}` },
  };
}

import type { Db } from '../db/database';
import { AppError } from '../errors';
import { drawPostCover } from './post-cover';
import { publishedPosts } from './published-posts';

/** The cover of a published post as SVG text; 404 `post_not_found` otherwise, so drafts' titles stay private. */
export async function getPostCover(db: Db, slug: string): Promise<string> {
  const row = await publishedPosts(db)
    .leftJoin('subjects', 'subjects.id', 'blog_posts.subject_id')
    .select(['blog_posts.title', 'blog_posts.category', 'subjects.name as subject'])
    .where('blog_posts.slug', '=', slug)
    .executeTakeFirst();
  if (!row) throw new AppError('post_not_found');
  return drawPostCover({ title: row.title, category: row.category, subject: row.subject });
}

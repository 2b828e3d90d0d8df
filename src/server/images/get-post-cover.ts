import type { Db } from '../db/database';
import { AppError } from '../errors';
import { buildPostCover } from './post-cover';

/** The cover of a published post; drafts have none in public (404 `image_not_found`). */
export async function getPostCover(db: Db, slug: string): Promise<string> {
  const row = await db
    .selectFrom('blog_posts')
    .leftJoin('subjects', 'subjects.id', 'blog_posts.subject_id')
    .select(['blog_posts.slug', 'blog_posts.title', 'blog_posts.category', 'subjects.name as subject_name'])
    .where('blog_posts.slug', '=', slug)
    .where('blog_posts.status', '=', 'published')
    .executeTakeFirst();
  if (!row) throw new AppError('image_not_found');
  return buildPostCover({ slug: row.slug, title: row.title, category: row.category, subjectName: row.subject_name });
}

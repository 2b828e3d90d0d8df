import type { StudioPost } from '../../../contracts/studio-content-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { mediaRef } from '../media/media-ref';

export const postPath = (slug: string) => `/blog-detail/${encodeURIComponent(slug)}`;

/** A post as the editor reads it, drafts and deleted posts included. */
export async function loadStudioPost(db: Db, id: number): Promise<StudioPost> {
  const row = await db
    .selectFrom('blog_posts')
    .leftJoin('media', 'media.id', 'blog_posts.cover_media_id')
    .select([
      'blog_posts.id',
      'blog_posts.slug',
      'blog_posts.title',
      'blog_posts.excerpt',
      'blog_posts.body',
      'blog_posts.author_id',
      'blog_posts.subject_id',
      'blog_posts.category',
      'blog_posts.status',
      'blog_posts.reading_minutes',
      'blog_posts.published_at',
      'blog_posts.updated_at',
      'blog_posts.deleted_at',
      'blog_posts.version',
      'blog_posts.cover_media_id',
      'media.hash',
      'media.width',
      'media.height',
    ])
    .where('blog_posts.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new AppError('studio_item_not_found');
  const tags = await db.selectFrom('post_tags').select('tag').where('post_id', '=', id).orderBy('tag').execute();
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    authorId: row.author_id,
    subjectId: row.subject_id,
    category: row.category,
    tags: tags.map((t) => t.tag),
    coverMediaId: row.cover_media_id,
    cover: row.cover_media_id !== null && row.hash ? mediaRef({ id: row.cover_media_id, hash: row.hash, width: row.width ?? 0, height: row.height ?? 0 }, 'cover') : null,
    status: row.status,
    readingMinutes: row.reading_minutes,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    deletedAt: row.deleted_at,
    version: row.version,
    publicPath: postPath(row.slug),
  };
}

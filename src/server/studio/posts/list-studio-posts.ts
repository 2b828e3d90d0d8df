import type { StudioPostListQuery, StudioPostRow } from '../../../contracts/studio-content-schemas';
import { mentionsWord } from '../../blog/published-posts';
import { words } from '../../catalogue/search-index';
import type { Db } from '../../db/database';

/** Every post for the studio, newest change first; deleted ones only when asked for. */
export async function listStudioPosts(db: Db, query: StudioPostListQuery): Promise<StudioPostRow[]> {
  let q = db
    .selectFrom('blog_posts')
    .leftJoin('instructors', 'instructors.id', 'blog_posts.author_id')
    .select([
      'blog_posts.id',
      'blog_posts.slug',
      'blog_posts.title',
      'blog_posts.status',
      'blog_posts.category',
      'blog_posts.published_at',
      'blog_posts.updated_at',
      'blog_posts.deleted_at',
      'blog_posts.version',
      'instructors.name as author_name',
    ])
    .orderBy('blog_posts.updated_at', 'desc')
    .orderBy('blog_posts.id', 'desc');
  q = query.status === 'deleted' ? q.where('blog_posts.deleted_at', 'is not', null) : q.where('blog_posts.deleted_at', 'is', null);
  if (query.status === 'draft' || query.status === 'published') q = q.where('blog_posts.status', '=', query.status);
  for (const word of words(query.q ?? '')) q = q.where((eb) => mentionsWord(eb, word));
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    status: r.status,
    category: r.category,
    authorName: r.author_name,
    publishedAt: r.published_at,
    updatedAt: r.updated_at,
    deletedAt: r.deleted_at,
    version: r.version,
  }));
}

import type { PostDetail } from '../../contracts/catalogue-schemas';
import { loadInstructorCards, loadPostCards } from '../catalogue/cards';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { findNeighbours } from './post-neighbours';
import { publishedPosts } from './published-posts';
import { findRelatedPostIds } from './related-posts';

/** One published post with its body, author, neighbours and related posts; 404 `post_not_found` for unknown slugs and drafts. */
export async function getPost(db: Db, slug: string): Promise<PostDetail> {
  const row = await publishedPosts(db)
    .select(['blog_posts.id', 'blog_posts.body', 'blog_posts.author_id', 'blog_posts.category', 'blog_posts.published_at'])
    .where('blog_posts.slug', '=', slug)
    .executeTakeFirst();
  if (!row || row.published_at === null) throw new AppError('post_not_found');
  const [[card], authors, neighbours, relatedIds] = await Promise.all([
    loadPostCards(db, [row.id]),
    loadInstructorCards(db, row.author_id === null ? [] : [row.author_id]),
    findNeighbours(db, { id: row.id, published_at: row.published_at }),
    db
      .selectFrom('post_tags')
      .select('tag')
      .where('post_id', '=', row.id)
      .execute()
      .then((tags) => findRelatedPostIds(db, { id: row.id, category: row.category, tags: tags.map((t) => t.tag) })),
  ]);
  if (!card) throw new AppError('post_not_found');
  return {
    ...card,
    body: row.body,
    authorProfile: authors[0] ?? null,
    ...neighbours,
    related: await loadPostCards(db, relatedIds),
  };
}

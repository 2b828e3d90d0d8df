import type { BlogSidebar } from '../../contracts/catalogue-schemas';
import { loadPostCards } from '../catalogue/cards';
import type { Db } from '../db/database';
import { equalsIgnoringCase, publishedPosts } from './published-posts';

const RECENT_POSTS = 5;

type Counted = { name: string; count: number };

// Sorted here, not in SQL: PostgreSQL orders text by its locale's collation
// and SQLite byte by byte, which disagree on spaces and capitals.
const byName = (a: Counted, b: Counted) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * What every blog sidebar shows: categories and tags with their
 * published-post counts, and the latest posts. With a category chosen, the
 * tags are those of its posts, counted within it: the sidebar's tag links
 * keep the category, so every tag it offers leads to as many posts as it says.
 */
export async function getBlogSidebar(db: Db, options: { category?: string | undefined } = {}): Promise<BlogSidebar> {
  const { category } = options;
  const [categories, tags, recent] = await Promise.all([
    publishedPosts(db)
      .select((eb) => ['blog_posts.category as name', eb.fn.countAll<number>().as('count')])
      .groupBy('blog_posts.category')
      .execute(),
    publishedPosts(db)
      .innerJoin('post_tags', 'post_tags.post_id', 'blog_posts.id')
      .$if(category !== undefined, (qb) => qb.where((eb) => equalsIgnoringCase(eb, 'blog_posts.category', category!)))
      .select((eb) => ['post_tags.tag as name', eb.fn.countAll<number>().as('count')])
      .groupBy('post_tags.tag')
      .execute(),
    publishedPosts(db).select('blog_posts.id').orderBy('blog_posts.published_at', 'desc').orderBy('blog_posts.id', 'desc').limit(RECENT_POSTS).execute(),
  ]);
  const counted = (rows: Counted[]) => rows.map((r) => ({ name: r.name, count: Number(r.count) }));
  return {
    categories: counted(categories).sort(byName),
    tags: counted(tags).sort((a, b) => b.count - a.count || byName(a, b)),
    recent: await loadPostCards(
      db,
      recent.map((r) => r.id),
    ),
  };
}

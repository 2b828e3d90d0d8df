import type { PostList, PostQuery } from '../../contracts/catalogue-schemas';
import { loadPostCards } from '../catalogue/cards';
import { searchTerms } from '../catalogue/search-index';
import type { Db } from '../db/database';
import { equalsIgnoringCase, hasTag, mentionsWord, publishedPosts } from './published-posts';

/** Published posts matching every filter, before ordering and paging. */
function filteredPosts(db: Db, query: PostQuery) {
  let posts = publishedPosts(db);
  const { category, tag, subject } = query;
  if (category) posts = posts.where((eb) => equalsIgnoringCase(eb, 'blog_posts.category', category));
  if (tag) posts = posts.where((eb) => hasTag(eb, tag));
  if (subject) {
    posts = posts.where('blog_posts.subject_id', 'in', (eb) => eb.selectFrom('subjects').select('subjects.id').where('subjects.slug', '=', subject));
  }
  // Every word must appear somewhere; the same word splitting as course search.
  for (const word of searchTerms(query.q ?? '')) posts = posts.where((eb) => mentionsWord(eb, word));
  return posts;
}

/**
 * One page of the blog, newest first (ties by id, so paging is stable). A
 * page past the last one is empty but still reports the total, so the
 * screen can say how many pages there are.
 */
export async function listPosts(db: Db, query: PostQuery): Promise<PostList> {
  const { page, pageSize } = query;
  const [countRow, rows] = await Promise.all([
    filteredPosts(db, query)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
    filteredPosts(db, query)
      .select('blog_posts.id')
      .orderBy('blog_posts.published_at', 'desc')
      .orderBy('blog_posts.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  const total = Number(countRow.total);
  return {
    posts: await loadPostCards(
      db,
      rows.map((r) => r.id),
    ),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}

import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * What the public blog may show: published posts with a publication date.
 * Every public query starts here, so a draft can never leak into a list,
 * a count, a neighbour link or a related post.
 */
export function publishedPosts(db: Db) {
  return db.selectFrom('blog_posts').where('blog_posts.status', '=', 'published').where('blog_posts.published_at', 'is not', null);
}

type PostsEb = ExpressionBuilder<Database, 'blog_posts'>;

/** `lower(column) = lower(value)`: the same case folding on both databases (ASCII on SQLite). */
export function equalsIgnoringCase(eb: PostsEb, column: 'blog_posts.category', value: string) {
  return eb(eb.fn('lower', [column]), '=', eb.fn('lower', [eb.val(value)]));
}

/** The post has this tag, compared without case. */
export function hasTag(eb: PostsEb, tag: string) {
  return eb.exists(
    eb
      .selectFrom('post_tags')
      .select('post_tags.post_id')
      .whereRef('post_tags.post_id', '=', 'blog_posts.id')
      .where((inner) => inner(inner.fn('lower', ['post_tags.tag']), '=', inner.fn('lower', [inner.val(tag)]))),
  );
}

/** A LIKE pattern that finds `word` anywhere, with LIKE's own wildcards taken literally. */
function containsPattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The post mentions `word` (already lower case) in its title, excerpt, body
 * or a tag. LIKE on lower(...) rather than each engine's full-text search:
 * the blog is a few dozen posts, and plain LIKE behaves the same on SQLite
 * and PostgreSQL (PostgreSQL's LIKE is case-sensitive, hence lower()).
 */
export function mentionsWord(eb: PostsEb, word: string) {
  const pattern = containsPattern(word);
  const like = (column: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
  return eb.or([
    like('blog_posts.title'),
    like('blog_posts.excerpt'),
    like('blog_posts.body'),
    eb.exists(eb.selectFrom('post_tags').select('post_tags.post_id').whereRef('post_tags.post_id', '=', 'blog_posts.id').where(like('post_tags.tag'))),
  ]);
}

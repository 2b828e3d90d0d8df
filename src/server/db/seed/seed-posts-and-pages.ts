import type { Db } from '../database';
import { CONTENT_PAGE_SEEDS } from './pages-data';
import { POST_SEEDS } from './posts-data';

const WORDS_PER_MINUTE = 200;

export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.round(markdown.split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));
}

/** Inserts the blog posts and content pages that are missing; existing ones keep their edits. */
export async function seedPostsAndPages(db: Db): Promise<{ posts: number; pages: number }> {
  return db.transaction().execute(async (trx) => {
    const authors = new Map((await trx.selectFrom('instructors').select(['id', 'slug']).execute()).map((i) => [i.slug, i.id]));
    const subjectIds = new Map((await trx.selectFrom('subjects').select(['id', 'name']).execute()).map((s) => [s.name, s.id]));
    const existingPosts = new Set((await trx.selectFrom('blog_posts').select('slug').execute()).map((p) => p.slug));
    let posts = 0;
    for (const seed of POST_SEEDS) {
      if (existingPosts.has(seed.slug)) continue;
      const published = new Date(`${seed.publishedAt}T09:00:00.000Z`).toISOString();
      const { id } = await trx
        .insertInto('blog_posts')
        .values({
          slug: seed.slug,
          title: seed.title,
          excerpt: seed.excerpt,
          body: seed.body,
          author_id: authors.get(seed.author) ?? null,
          subject_id: seed.subject ? (subjectIds.get(seed.subject) ?? null) : null,
          category: seed.category,
          status: 'published',
          reading_minutes: readingMinutes(seed.body),
          published_at: published,
          created_at: published,
          updated_at: published,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('post_tags')
        .values([...new Set(seed.tags)].map((tag) => ({ post_id: id, tag })))
        .execute();
      posts += 1;
    }

    const existingPages = new Set((await trx.selectFrom('content_pages').select('slug').execute()).map((p) => p.slug));
    const pages = CONTENT_PAGE_SEEDS.filter((p) => !existingPages.has(p.slug));
    if (pages.length > 0) {
      await trx
        .insertInto('content_pages')
        .values(pages.map((p) => ({ slug: p.slug, title: p.title, summary: p.summary, body: p.body })))
        .execute();
    }
    return { posts, pages: pages.length };
  });
}

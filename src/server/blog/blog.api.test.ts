import { beforeAll, describe, expect, it } from 'vitest';
import { blogSidebarSchema, postDetailSchema, postListSchema, type PostList } from '../../contracts/catalogue-schemas';
import { searchTerms } from '../catalogue/search-index';
import { POST_SEEDS } from '../db/seed/posts-data';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

/** The seed's posts, newest first: what the blog must list. */
const NEWEST_FIRST = [...POST_SEEDS].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).map((p) => p.slug);

/** The search rule written plainly: every word somewhere in the title, excerpt, body or tags, ignoring case. */
function referenceSearch(q: string): string[] {
  const terms = searchTerms(q);
  return [...POST_SEEDS]
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .filter((p) => {
      const text = [p.title, p.excerpt, p.body, ...p.tags].join('\n').toLowerCase();
      return terms.every((t) => text.includes(t));
    })
    .map((p) => p.slug);
}

const DRAFT_SLUG = 'draft-consolidation-careers-news';

describe.each(testDatabaseKinds())('blog API on %s', (kind) => {
  const t = useTestApp(kind);

  // A draft that would top every list (newest date, a seeded category and tag,
  // words that searches below look for): no answer may ever include it.
  beforeAll(async () => {
    const author = await t.db.selectFrom('instructors').select('id').orderBy('id').executeTakeFirstOrThrow();
    const { id } = await t.db
      .insertInto('blog_posts')
      .values({
        slug: DRAFT_SLUG,
        title: 'Draft: consolidation and careers news',
        excerpt: 'Not ready yet.',
        body: 'Consolidation, goodwill, WACC and articleship: all words the searches use.',
        author_id: author.id,
        subject_id: null,
        category: 'Careers',
        status: 'draft',
        reading_minutes: 1,
        published_at: '2026-12-30T09:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('post_tags')
      .values([
        { post_id: id, tag: 'careers' },
        { post_id: id, tag: 'draft only tag' },
      ])
      .execute();
  });

  async function list(query = ''): Promise<PostList> {
    const res = await t.request(`/api/posts${query}`);
    expect(res.status, query).toBe(200);
    return postListSchema.parse(await res.json());
  }
  const slugs = (body: PostList) => body.posts.map((p) => p.slug);

  it('lists published posts newest first, six to a page, with totals', async () => {
    expect(NEWEST_FIRST[0]).toBe('careers-after-qualifying-ca-bangladesh');
    const first = await list();
    expect(slugs(first)).toEqual(NEWEST_FIRST.slice(0, 6));
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 6, pageCount: 2 });
    const second = await list('?page=2');
    expect(slugs(second)).toEqual(NEWEST_FIRST.slice(6, 12));
    expect(second.posts.at(-1)?.slug).toBe('time-management-three-hour-papers');
    const fives = await list('?pageSize=5&page=3');
    expect(slugs(fives)).toEqual(NEWEST_FIRST.slice(10));
    expect(fives).toMatchObject({ total: 12, pageCount: 3 });
  });

  it('answers a page past the last with no posts and the real total', async () => {
    const past = await list('?page=3');
    expect(past).toEqual({ posts: [], total: 12, page: 3, pageSize: 6, pageCount: 2 });
  });

  it('filters by category, ignoring case', async () => {
    const audit = await list('?category=Audit%20practice');
    expect(slugs(audit)).toEqual(['going-concern-isa-570-exam-answers', 'isa-315-risk-assessment-in-practice']);
    expect(audit).toMatchObject({ total: 2, pageCount: 1 });
    expect(slugs(await list('?category=audit%20PRACTICE'))).toEqual(slugs(audit));
    expect(slugs(await list('?category=Careers'))).toEqual(['careers-after-qualifying-ca-bangladesh', 'articleship-getting-the-most-from-training']);
    expect(await list('?category=Astrology')).toMatchObject({ posts: [], total: 0, pageCount: 0 });
  });

  it('filters by tag and by paper', async () => {
    expect(slugs(await list('?tag=careers'))).toEqual(['careers-after-qualifying-ca-bangladesh', 'articleship-getting-the-most-from-training']);
    expect(slugs(await list('?tag=IFRS%2016'))).toEqual(['ifrs-16-lease-journal-entries']);
    expect(slugs(await list('?tag=exam%20technique'))).toEqual(['answering-advanced-level-case-study', 'time-management-three-hour-papers']);
    expect((await list('?tag=draft%20only%20tag')).total).toBe(0);
    expect(slugs(await list('?subject=audit-assurance'))).toEqual(['going-concern-isa-570-exam-answers', 'isa-315-risk-assessment-in-practice']);
    expect(slugs(await list('?subject=corporate-reporting'))).toEqual(['common-consolidation-mistakes']);
    expect((await list('?subject=no-such-paper')).total).toBe(0);
  });

  it('searches titles, excerpts, bodies and tags; every word must appear, as a prefix or part of a word', async () => {
    expect(slugs(await list('?q=consolidation&pageSize=24'))).toContain('common-consolidation-mistakes');
    expect(slugs(await list('?q=WACC'))).toEqual(['time-management-three-hour-papers']);
    // "isa 315" is a tag; "goodw" a prefix of a word in the body.
    expect(slugs(await list('?q=isa%20315'))).toEqual(referenceSearch('isa 315'));
    expect(slugs(await list('?q=isa%20315'))).toContain('isa-315-risk-assessment-in-practice');
    expect(slugs(await list('?q=goodw&pageSize=24'))).toContain('common-consolidation-mistakes');
    expect(await list('?q=wacc%20articleship')).toMatchObject({ posts: [], total: 0 });
    expect((await list('?q=zzqxv')).total).toBe(0);
    for (const q of ['consol', 'Tax', 'exam hall', 'journal entries', 'IFRS-16', 'going concern', 'sitting', 'bKash', 'the']) {
      const expected = referenceSearch(q);
      const found = await list(`?q=${encodeURIComponent(q)}&pageSize=24`);
      expect(slugs(found), q).toEqual(expected);
      expect(found.total, q).toBe(expected.length);
    }
    // Punctuation alone is no search at all.
    expect((await list('?q=%25%25')).total).toBe(12);
  });

  it('combines filters: all must hold', async () => {
    expect(slugs(await list('?category=Exam%20technique&q=wacc'))).toEqual(['time-management-three-hour-papers']);
    expect(slugs(await list('?tag=exam%20technique&subject=strategic-business-management-leadership'))).toEqual(['answering-advanced-level-case-study']);
    expect((await list('?category=Careers&tag=ifrs%2016')).total).toBe(0);
    const taxed = await list('?category=Tax%20updates&pageSize=1&page=2');
    expect(slugs(taxed)).toEqual(['vat-input-tax-credit-vat-sd-act-2012']);
    expect(taxed).toMatchObject({ total: 2, pageCount: 2 });
  });

  it('gives the sidebar counts of published posts only, tags by count then name, and the five latest posts', async () => {
    const res = await t.request('/api/posts/sidebar');
    expect(res.status).toBe(200);
    const sidebar = blogSidebarSchema.parse(await res.json());

    const categories = new Map<string, number>();
    const tags = new Map<string, number>();
    for (const post of POST_SEEDS) {
      categories.set(post.category, (categories.get(post.category) ?? 0) + 1);
      for (const tag of new Set(post.tags)) tags.set(tag, (tags.get(tag) ?? 0) + 1);
    }
    expect(sidebar.categories).toEqual([...categories].map(([name, count]) => ({ name, count })).sort((a, b) => (a.name < b.name ? -1 : 1)));
    expect(sidebar.categories.find((c) => c.name === 'Careers')?.count).toBe(2);
    const expectedTags = [...tags].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1));
    expect(sidebar.tags).toEqual(expectedTags);
    expect(sidebar.tags.slice(0, 2)).toEqual([
      { name: 'careers', count: 2 },
      { name: 'exam technique', count: 2 },
    ]);
    expect(sidebar.tags.some((t) => t.name === 'draft only tag')).toBe(false);
    expect(sidebar.recent.map((p) => p.slug)).toEqual(NEWEST_FIRST.slice(0, 5));
  });

  it('counts tags within a chosen category, so every tag the sidebar offers there leads to that many posts', async () => {
    const all = blogSidebarSchema.parse(await (await t.request('/api/posts/sidebar')).json());
    for (const category of all.categories) {
      const res = await t.request(`/api/posts/sidebar?${new URLSearchParams({ category: category.name.toUpperCase() })}`);
      expect(res.status).toBe(200);
      const within = blogSidebarSchema.parse(await res.json());
      // Categories and the latest posts stay the whole blog's; only the tags follow the category.
      expect(within.categories).toEqual(all.categories);
      const expected = new Map<string, number>();
      for (const post of POST_SEEDS.filter((p) => p.category === category.name)) for (const tag of new Set(post.tags)) expected.set(tag, (expected.get(tag) ?? 0) + 1);
      expect(new Map(within.tags.map((tag) => [tag.name, tag.count]))).toEqual(expected);
      for (const tag of within.tags) {
        const list = postListSchema.parse(await (await t.request(`/api/posts?${new URLSearchParams({ category: category.name, tag: tag.name })}`)).json());
        expect(list.total).toBe(tag.count);
      }
    }
    expect((await t.request(`/api/posts/sidebar?category=${'x'.repeat(81)}`)).status).toBe(400);
  });

  it('serves a post with its body, author, paper, neighbours and related posts', async () => {
    const seed = POST_SEEDS.find((p) => p.slug === 'isa-315-risk-assessment-in-practice')!;
    const res = await t.request('/api/posts/isa-315-risk-assessment-in-practice');
    expect(res.status).toBe(200);
    const post = postDetailSchema.parse(await res.json());
    expect(post).toMatchObject({
      slug: seed.slug,
      title: seed.title,
      excerpt: seed.excerpt,
      body: seed.body,
      category: 'Audit practice',
      tags: [...seed.tags].sort(),
      author: { slug: 'tanvir-ahmed' },
      subject: { name: 'Audit & Assurance', slug: 'audit-assurance', level: 'professional' },
      publishedAt: '2026-06-02T09:00:00.000Z',
      coverUrl: '/api/images/posts/isa-315-risk-assessment-in-practice.svg',
      previous: { slug: 'articleship-getting-the-most-from-training', title: POST_SEEDS.find((p) => p.slug === 'articleship-getting-the-most-from-training')!.title },
      next: { slug: 'ifrs-16-lease-journal-entries', title: POST_SEEDS.find((p) => p.slug === 'ifrs-16-lease-journal-entries')!.title },
    });
    expect(post.readingMinutes).toBeGreaterThanOrEqual(2);
    expect(post.authorProfile).toMatchObject({ slug: 'tanvir-ahmed', name: post.author?.name });
    expect(post.authorProfile?.subjects.length).toBeGreaterThan(0);
    expect(post.related.map((p) => p.slug)).toEqual(['going-concern-isa-570-exam-answers']);
  });

  it('ends the chain of neighbours at the oldest and newest posts, and ranks related posts by what they share', async () => {
    const newest = postDetailSchema.parse(await (await t.request(`/api/posts/${NEWEST_FIRST[0]}`)).json());
    expect(newest.next).toBeNull();
    expect(newest.previous?.slug).toBe(NEWEST_FIRST[1]);
    // Same category and a shared tag; the draft shares both too but never shows.
    expect(newest.related.map((p) => p.slug)).toEqual(['articleship-getting-the-most-from-training']);
    const oldest = postDetailSchema.parse(await (await t.request(`/api/posts/${NEWEST_FIRST[11]}`)).json());
    expect(oldest.previous).toBeNull();
    expect(oldest.next?.slug).toBe(NEWEST_FIRST[10]);
    expect(oldest.related.map((p) => p.slug)).toEqual(['answering-advanced-level-case-study']);
    for (const post of [newest, oldest]) expect(post.related.map((p) => p.slug)).not.toContain(post.slug);
  });

  it('answers 404 post_not_found for an unknown slug and for a draft', async () => {
    for (const slug of ['no-such-post', DRAFT_SLUG]) {
      const res = await t.request(`/api/posts/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'post_not_found', message: expect.any(String) } });
    }
  });

  it('refuses invalid paging with 400 validation_failed', async () => {
    for (const query of ['?page=0', '?pageSize=999', '?page=abc', '?pageSize=0']) {
      const res = await t.request(`/api/posts${query}`);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { error: { code: string; details: { path: string }[] } };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.details[0]?.path).toBe(query.includes('pageSize') ? 'pageSize' : 'page');
    }
  });

  it('orders posts published at the same moment by id, in lists and neighbours alike', async () => {
    const when = '2026-11-15T09:00:00.000Z';
    const inserted = [];
    for (const slug of ['tie-first', 'tie-second']) {
      inserted.push(
        await t.db
          .insertInto('blog_posts')
          .values({ slug, title: slug, excerpt: 'x', body: 'x', author_id: null, category: 'Careers', status: 'published', reading_minutes: 1, published_at: when })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    }
    await t.services.catalogueCache.invalidate();
    try {
      expect(slugs(await list('?pageSize=3'))).toEqual(['tie-second', 'tie-first', NEWEST_FIRST[0]]);
      const first = postDetailSchema.parse(await (await t.request('/api/posts/tie-first')).json());
      expect(first.next?.slug).toBe('tie-second');
      expect(first.previous?.slug).toBe(NEWEST_FIRST[0]);
      expect(first.author).toBeNull();
      expect(first.authorProfile).toBeNull();
      const second = postDetailSchema.parse(await (await t.request('/api/posts/tie-second')).json());
      expect(second.previous?.slug).toBe('tie-first');
      expect(second.next).toBeNull();
    } finally {
      await t.db
        .deleteFrom('blog_posts')
        .where(
          'id',
          'in',
          inserted.map((r) => r.id),
        )
        .execute();
      await t.services.catalogueCache.invalidate();
    }
  });
});

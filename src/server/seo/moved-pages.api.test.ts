import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { keepOldAddress, type RedirectKind } from '../studio/slugs';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

const SITE_URL = 'https://hisab.example';
const TABLES = { course: 'courses', post: 'blog_posts', mentor: 'instructors', exam: 'exams' } as const;
type Kind = keyof typeof TABLES & RedirectKind;

/** What the studio does when an admin changes a published item's address: the new slug, the old one kept. */
async function rename(db: Db, kind: Kind, id: number, from: string, to: string) {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable(TABLES[kind]).set({ slug: to }).where('id', '=', id).execute();
    await keepOldAddress(trx, { kind, oldSlug: from, newSlug: to, targetId: id });
  });
}

describe.each(testDatabaseKinds())('old addresses of renamed pages on %s', (kind) => {
  const t = useTestApp(kind, { config: { publicUrl: SITE_URL } });

  async function published(kind: Kind): Promise<{ id: number; slug: string }> {
    if (kind === 'course') return t.db.selectFrom('courses').select(['id', 'slug']).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    if (kind === 'post') return t.db.selectFrom('blog_posts').select(['id', 'slug']).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    if (kind === 'mentor') return t.db.selectFrom('instructors').select(['id', 'slug']).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    return t.db.selectFrom('exams').select(['id', 'slug']).where('published', '=', 1).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
  }

  const cases: { kind: Kind; pages: string[] }[] = [
    { kind: 'course', pages: ['/course-detail/'] },
    { kind: 'post', pages: ['/blog-detail/', '/blog-detail-left-sidebar/', '/blog-detail-right-sidebar/'] },
    { kind: 'mentor', pages: ['/instructor-detail/'] },
    { kind: 'exam', pages: ['/exam/'] },
  ];

  it.each(cases)('answers every old $kind page with a permanent redirect to the new address, keeping the query', async ({ kind: itemKind, pages }) => {
    const item = await published(itemKind);
    const renamed = `${item.slug}-renamed`;
    await rename(t.db, itemKind, item.id, item.slug, renamed);
    for (const page of pages) {
      const old = await t.request(`${page}${item.slug}?utm_source=mail&ref=a%20b`);
      expect(old.status, page).toBe(301);
      expect(old.headers.get('location')).toBe(`${page}${renamed}?utm_source=mail&ref=a%20b`);
      // An address can be taken back later, so browsers must ask again rather than keep the redirect for ever.
      expect(old.headers.get('cache-control')).toBe('no-cache');
      const bare = await t.request(`${page}${item.slug}`, { method: 'HEAD' });
      expect(bare.status).toBe(301);
      expect(bare.headers.get('location')).toBe(`${page}${renamed}`);
      expect((await t.request(`${page}${renamed}`)).status).toBe(200);
    }
    // Renamed twice: the first address goes straight to the newest one.
    await rename(t.db, itemKind, item.id, renamed, `${renamed}-again`);
    expect((await t.request(`${pages[0]}${item.slug}`)).headers.get('location')).toBe(`${pages[0]}${renamed}-again`);
    // Taking the old address back ends its redirect.
    await rename(t.db, itemKind, item.id, `${renamed}-again`, item.slug);
    const back = await t.request(`${pages[0]}${item.slug}`);
    expect(back.status).toBe(200);
    expect((await t.request(`${pages[0]}${renamed}`)).headers.get('location')).toBe(`${pages[0]}${item.slug}`);
  });

  it('lists only the new address in the sitemap, names it as the canonical address, and serves the course there', async () => {
    const course = await published('course');
    await rename(t.db, 'course', course.id, course.slug, 'course-with-a-new-address');
    const sitemap = await (await t.request('/sitemap.xml')).text();
    expect(sitemap).toContain(`${SITE_URL}/course-detail/course-with-a-new-address<`);
    expect(sitemap).not.toContain(`/course-detail/${course.slug}<`);
    const page = await (await t.request('/course-detail/course-with-a-new-address')).text();
    expect(page).toContain(`<link data-server-meta rel="canonical" href="${SITE_URL}/course-detail/course-with-a-new-address"`);
    await rename(t.db, 'course', course.id, 'course-with-a-new-address', course.slug);
  });

  it('shows an item that took an old address instead of redirecting, and answers 404 for an address no item ever had', async () => {
    const [first, second] = await t.db.selectFrom('instructors').select(['id', 'slug']).where('deleted_at', 'is', null).orderBy('id').limit(2).execute();
    await rename(t.db, 'mentor', first!.id, first!.slug, `${first!.slug}-moved`);
    // A mentor created later may be given the address the first one left.
    await t.db.updateTable('instructors').set({ slug: first!.slug }).where('id', '=', second!.id).execute();
    const taken = await t.request(`/instructor-detail/${first!.slug}`);
    expect(taken.status).toBe(200);
    expect(await taken.text()).toContain(`/instructor-detail/${first!.slug}"`);
    expect((await t.request('/course-detail/no-course-was-ever-here')).status).toBe(404);
    expect((await t.request('/exam/no-exam-was-ever-here')).status).toBe(200);
  });

  it('does not redirect to an item that is no longer shown', async () => {
    const course = await published('course');
    await rename(t.db, 'course', course.id, course.slug, `${course.slug}-hidden`);
    await t.db.updateTable('courses').set({ status: 'draft' }).where('id', '=', course.id).execute();
    expect((await t.request(`/course-detail/${course.slug}`)).status).toBe(404);
    await t.db.updateTable('courses').set({ status: 'published' }).where('id', '=', course.id).execute();
    await rename(t.db, 'course', course.id, `${course.slug}-hidden`, course.slug);
  });
});

import { describe, expect, it } from 'vitest';
import { SUBJECT_NAMES, subjectPath } from '../../contracts/subjects';
import type { Db } from '../db/database';
import { signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

const SITE_URL = 'https://hisab.example';

/** The content of a tag the server wrote, entities decoded. */
function serverMeta(html: string, key: string): string | null {
  const match = html.match(new RegExp(`<meta data-server-meta (?:name|property)="${key}" content="([^"]*)"`));
  return match ? decode(match[1]!) : null;
}
const decode = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
const titleOf = (html: string) => decode(html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '');
const canonicalOf = (html: string) => html.match(/<link data-server-meta rel="canonical" href="([^"]*)"/)?.[1] ?? null;
function jsonLdOf(html: string): Record<string, unknown> {
  const match = html.match(/<script data-server-meta type="application\/ld\+json">([\s\S]*?)<\/script>/);
  if (!match) throw new Error('no JSON-LD block');
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

async function insertCourse(db: Db, fields: { slug: string; title: string; status: 'draft' | 'published' }) {
  const subject = await db.selectFrom('subjects').select('id').where('slug', '=', 'accounting').executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await db
    .insertInto('courses')
    .values({
      ...fields,
      subject_id: subject.id,
      summary: 'A course made by a test.',
      description: 'A course made by a test.',
      outcomes: '[]',
      requirements: '[]',
      language: 'English',
      price_paisa: 120000,
      sale_price_paisa: null,
      access_days: 365,
      access_until: null,
      published_at: fields.status === 'published' ? now : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe.each(testDatabaseKinds())('search engines and sharing on %s', (kind) => {
  const t = useTestApp(kind, { config: { publicUrl: SITE_URL, adminBasePath: '/back-office' } });

  it('serves robots.txt that keeps crawlers out of the API and private pages, never names the admin area, and points to the sitemap', async () => {
    const res = await t.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/cart', '/account', '/courseEnroll', '/exam', '/my-enroll', '/login']) expect(lines).toContain(`Disallow: ${path}`);
    for (const path of ['/courses', '/about', '/contact', '/course-detail', '/blog-detail']) expect(lines).not.toContain(`Disallow: ${path}`);
    expect(lines.join('\n')).not.toContain('back-office');
    expect(lines).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });

  it('lists every public page, paper, published course, published post and mentor in sitemap.xml, and no draft', async () => {
    await insertCourse(t.db, { slug: 'draft-course-for-sitemap', title: 'Draft course', status: 'draft' });
    await t.db
      .insertInto('blog_posts')
      .values({
        slug: 'draft-post-for-sitemap',
        title: 'Draft',
        excerpt: 'Draft.',
        body: 'Draft.',
        author_id: null,
        subject_id: null,
        category: 'News',
        status: 'draft',
        reading_minutes: 1,
        published_at: null,
      })
      .execute();

    const res = await t.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]!));
    expect(new Set(locs).size).toBe(locs.length);

    for (const path of ['/', '/courses', '/course-filter', '/mentors', '/resources', '/blog-left-sidebar', '/about', '/children-education', '/health-coach', '/contact']) {
      expect(locs).toContain(SITE_URL + path);
    }
    for (const name of SUBJECT_NAMES) expect(locs).toContain(SITE_URL + subjectPath(name));

    const courses = await t.db.selectFrom('courses').select(['slug', 'status']).execute();
    const posts = await t.db.selectFrom('blog_posts').select(['slug', 'status']).execute();
    const mentors = await t.db.selectFrom('instructors').select('slug').execute();
    expect(courses.some((c) => c.status === 'draft' && c.slug === 'accounting-question-bank-mock-exams')).toBe(true);
    const listed = (prefix: string) =>
      locs
        .filter((l) => l.startsWith(`${SITE_URL}${prefix}`))
        .map((l) => l.slice(`${SITE_URL}${prefix}`.length))
        .sort();
    expect(listed('/course-detail/')).toEqual(
      courses
        .filter((c) => c.status === 'published')
        .map((c) => c.slug)
        .sort(),
    );
    expect(listed('/blog-detail/')).toEqual(
      posts
        .filter((p) => p.status === 'published')
        .map((p) => p.slug)
        .sort(),
    );
    expect(listed('/instructor-detail/')).toEqual(mentors.map((m) => m.slug).sort());
    expect(xml).not.toContain('draft-course-for-sitemap');
    expect(xml).not.toContain('draft-post-for-sitemap');
    expect(xml).not.toContain('accounting-question-bank-mock-exams');
    expect(xml).toMatch(/<loc>https:\/\/hisab\.example\/course-detail\/accounting-complete-course-december-2026<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it('writes a course page’s title, description, sharing tags, canonical address and Course data into the HTML', async () => {
    const slug = 'accounting-complete-course-december-2026';
    const course = await t.db.selectFrom('courses').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
    const res = await t.request(`/course-detail/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(titleOf(html)).toBe(`${course.title} | Hisab`);
    expect(serverMeta(html, 'description')).toBe(course.summary);
    expect(serverMeta(html, 'og:title')).toBe(`${course.title} | Hisab`);
    expect(serverMeta(html, 'og:type')).toBe('website');
    expect(serverMeta(html, 'og:url')).toBe(`${SITE_URL}/course-detail/${slug}`);
    expect(serverMeta(html, 'og:site_name')).toBe('Hisab');
    expect(serverMeta(html, 'og:image')).toBe(`${SITE_URL}/api/images/courses/${slug}.svg`);
    expect(serverMeta(html, 'twitter:card')).toBe('summary_large_image');
    expect(canonicalOf(html)).toBe(`${SITE_URL}/course-detail/${slug}`);
    expect(serverMeta(html, 'robots')).toBeNull();

    const data = jsonLdOf(html);
    const mentors = await t.db
      .selectFrom('course_instructors')
      .innerJoin('instructors', 'instructors.id', 'course_instructors.instructor_id')
      .select('instructors.name')
      .where('course_id', '=', course.id)
      .orderBy('course_instructors.position')
      .execute();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: course.title,
      description: course.summary,
      url: `${SITE_URL}/course-detail/${slug}`,
      about: { name: 'Accounting' },
      provider: { '@type': 'Organization', name: 'Hisab', url: `${SITE_URL}/` },
      offers: { '@type': 'Offer', priceCurrency: 'BDT', price: ((course.sale_price_paisa ?? course.price_paisa) / 100).toFixed(2) },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
    });
    expect((data.instructor as { name: string }[]).map((i) => i.name)).toEqual(mentors.map((m) => m.name));
    expect(mentors.length).toBeGreaterThan(0);
  });

  it('escapes a title that tries to close the script block or the attribute', async () => {
    const title = 'Tax </script><script>alert(1)</script> & "quotes" <!-- course';
    await insertCourse(t.db, { slug: 'escaping-test-course', title, status: 'published' });
    const html = await (await t.request('/course-detail/escaping-test-course')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(titleOf(html)).toBe(`${title} | Hisab`);
    expect(serverMeta(html, 'og:title')).toBe(`${title} | Hisab`);
    expect(jsonLdOf(html).name).toBe(title);
    expect(html).toContain('\\u003c/script\\u003e');
  });

  it.each([
    ['/course-detail/no-such-course'],
    ['/course-detail/accounting-question-bank-mock-exams'],
    ['/blog-detail/no-such-post'],
    ['/blog-detail-left-sidebar/no-such-post'],
    ['/instructor-detail/no-such-mentor'],
  ])('answers %s with the app, status 404 and a not-found head', async (path) => {
    const res = await t.request(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<div id="root">');
    expect(titleOf(html)).toBe('Page not found | Hisab');
    expect(serverMeta(html, 'robots')).toBe('noindex');
    expect(canonicalOf(html)).toBeNull();
  });

  it('describes a post on every post layout with one canonical address', async () => {
    const post = await t.db.selectFrom('blog_posts').selectAll().where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    for (const layout of ['blog-detail', 'blog-detail-right-sidebar']) {
      const html = await (await t.request(`/${layout}/${post.slug}`)).text();
      expect(titleOf(html)).toBe(`${post.title} | Hisab`);
      expect(serverMeta(html, 'og:type')).toBe('article');
      expect(serverMeta(html, 'og:image')).toBe(`${SITE_URL}/api/images/posts/${post.slug}.svg`);
      expect(canonicalOf(html)).toBe(`${SITE_URL}/blog-detail/${post.slug}`);
    }
  });

  it('describes a mentor, a paper, a content page and a fixed page from their own data', async () => {
    const mentor = await t.db.selectFrom('instructors').selectAll().where('slug', '=', 'farhana-rahman').executeTakeFirstOrThrow();
    const mentorHtml = await (await t.request('/instructor-detail/farhana-rahman')).text();
    expect(titleOf(mentorHtml)).toBe(`${mentor.name} | Hisab`);
    expect(serverMeta(mentorHtml, 'og:type')).toBe('profile');
    expect(serverMeta(mentorHtml, 'description')).toMatch(new RegExp(`^${mentor.title}\\. `));
    expect(serverMeta(mentorHtml, 'description')!.length).toBeLessThanOrEqual(160);

    const paper = await t.db.selectFrom('subjects').selectAll().where('name', '=', 'Audit & Assurance').executeTakeFirstOrThrow();
    const paperHtml = await (await t.request('/Audit%20%26%20Assurance')).text();
    expect(titleOf(paperHtml)).toBe('Audit & Assurance | Hisab');
    expect(serverMeta(paperHtml, 'description')).toBe(paper.summary);
    expect(canonicalOf(paperHtml)).toBe(`${SITE_URL}/Audit%20%26%20Assurance`);

    const page = await t.db.selectFrom('content_pages').selectAll().where('slug', '=', 'children-education').executeTakeFirstOrThrow();
    const pageHtml = await (await t.request('/children-education')).text();
    expect(titleOf(pageHtml)).toBe(`${page.title} | Hisab`);
    expect(canonicalOf(pageHtml)).toBe(`${SITE_URL}/children-education`);

    const home = await (await t.request('/online-course?ref=ad')).text();
    expect(canonicalOf(home)).toBe(`${SITE_URL}/`);
    const filter = await (await t.request('/course-filter?subject=accounting')).text();
    expect(titleOf(filter)).toBe('Find a course | Hisab');
    expect(canonicalOf(filter)).toBe(`${SITE_URL}/course-filter`);
    expect(serverMeta(filter, 'og:image')).toBeNull();
    expect(serverMeta(filter, 'twitter:card')).toBe('summary');
  });

  it('keeps private pages out of search results', async () => {
    // A visitor is sent from a student's own pages to sign in: their head is read signed in.
    const student = await signedInAs(t.request, t.services.auth, 'student');
    for (const path of ['/cart', '/account', '/courseEnroll/some-course', '/exam']) {
      const html = await (await student.browser.call(path)).text();
      expect(serverMeta(html, 'robots'), path).toBe('noindex');
      expect(canonicalOf(html), path).toBeNull();
    }
  });
});

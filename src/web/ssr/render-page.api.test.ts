import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Browser, signedInAs } from '../../server/testing/auth-helpers';
import { TEST_INDEX_HTML, useTestApp } from '../../server/testing/test-app';
import { testDatabaseKinds } from '../../server/testing/test-database';
import { renderPage } from './render-page';

const COURSE = 'double-entry-in-10-days';
const COURSE_TITLE = 'Double Entry in 10 Days: A Free Starter Course for Accounting';
const POST = 'time-management-three-hour-papers';
const POST_TITLE = 'Time management in the exam hall: a plan for 3-hour papers';

/** An index.html of the built app's size: its head links a stylesheet, the font and the entry's modules. */
const BUILT_LIKE_INDEX_HTML = TEST_INDEX_HTML.replace(
  '</head>',
  () =>
    `${[
      '<script type="module" crossorigin src="/assets/index-0000.js"></script>',
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/inter-subset-0000.woff2" />',
      '<link rel="stylesheet" crossorigin href="/assets/index-0000.css" />',
    ]
      .concat(Array.from({ length: 20 }, (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}-0000.js" />`))
      .join('\n')}</head>`,
);

/** The markup inside #root and the query cache data block of a page. */
function partsOf(html: string) {
  const root = /<div id="root" data-server-rendered>([\s\S]*)<\/div>\s*<script type="application\/json" id="hisab-query-state">([^<]*)<\/script>/.exec(html);
  if (!root) return null;
  return { markup: root[1]!, state: JSON.parse(root[2]!) as { queries: { queryKey: unknown[]; state: { status: string } }[] } };
}

describe.each(testDatabaseKinds())('public pages rendered on the server, on %s', (kind) => {
  const logged: string[] = [];
  // Set by one test: the renderer reports a failing screen, as React does for a screen that throws.
  let breakScreens = false;
  const rendered: string[] = [];
  const t = useTestApp(kind, {
    indexHtml: BUILT_LIKE_INDEX_HTML,
    renderPage: (url, fetchApi, origin, onError) => {
      rendered.push(url);
      if (breakScreens) onError(new Error('a screen broke'));
      return renderPage(url, fetchApi, origin, onError);
    },
    log: (line) => logged.push(line),
  });
  const renderErrors = () => logged.filter((line) => line.includes('failed while rendering'));

  it.each([
    ['/', 'Featured courses'],
    ['/courses', 'href="/course-detail/'],
    [`/course-detail/${COURSE}`, COURSE_TITLE],
    [`/${encodeURIComponent('Accounting')}`, COURSE_TITLE],
    [`/blog-detail/${POST}`, POST_TITLE],
    ['/instructor-detail/farhana-rahman', 'Farhana Rahman'],
  ])('%s arrives with its data in the markup and the query cache beside it', async (path, text) => {
    const response = await t.request(path);
    expect(response.status).toBe(200);
    const parts = partsOf(await response.text());
    expect(parts, 'rendered root and data block').not.toBeNull();
    expect(parts!.markup).toContain(text.replace(/&/g, '&amp;'));
    // Complete markup: no boundary left to be filled in by React's inline scripts, which the CSP refuses.
    expect(parts!.markup).not.toContain('<script');
    expect(parts!.markup).not.toContain('<template');
    expect(parts!.state.queries.length).toBeGreaterThan(0);
    expect(parts!.state.queries.every((q) => q.state.status === 'success')).toBe(true);
    // Who the visitor is stays the browser's question: no session in the shared page.
    expect(parts!.state.queries.some((q) => q.queryKey[0] === 'session')).toBe(false);
    expect(renderErrors()).toEqual([]);
  });

  it('asks for its code after the first paint, by the one inline script the CSP allows', async () => {
    const response = await t.request(`/course-detail/${COURSE}`);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Nothing in the head competes with the stylesheet, the font and the cover.
    expect(head).not.toMatch(/type="module"|modulepreload/);
    expect(head).toContain('/assets/index-0000.css');
    const listed = JSON.parse(/<script type="application\/json" id="hisab-modules">([^<]*)<\/script>/.exec(html)![1]!) as { entry: string; preload: string[] };
    expect(listed.entry).toBe('/assets/index-0000.js');
    expect(listed.preload).toHaveLength(20);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(response.headers.get('content-security-policy')).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`));
    // A page drawn in the browser keeps its module script in the head and has no inline script.
    const shell = await (await t.request('/login')).text();
    expect(shell.slice(0, shell.indexOf('</head>'))).toContain('<script type="module" crossorigin src="/assets/index-0000.js"></script>');
    expect(shell).not.toContain('<script>');
  });

  it('sends a screen that fails while rendering to the log, with its address', async () => {
    breakScreens = true;
    try {
      expect((await t.request('/mentors')).status).toBe(200);
    } finally {
      breakScreens = false;
    }
    expect(renderErrors()).toHaveLength(1);
    expect(renderErrors()[0]).toContain('/mentors');
    expect(renderErrors()[0]).toContain('a screen broke');
  });

  it('titles a filtered list as its screen does, which the generic head does not know', async () => {
    const html = await (await t.request(`/blog-left-sidebar?category=${encodeURIComponent('Audit practice')}`)).text();
    expect(html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]).toBe('Audit practice · Blog | Hisab');
    // Markup in the title stays escaped: the course's ampersand.
    const course = await (await t.request('/course-detail/audit-and-assurance-isa-complete-course')).text();
    expect(course.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]).toBe('Audit &amp; Assurance: ISA Complete Course | Hisab');
  });

  it('renders the filtered list a course filter address asks for', async () => {
    const cards = (markup: string) => markup.match(/<article/g)?.length ?? 0;
    const all = partsOf(await (await t.request('/course-filter')).text())!;
    const filtered = partsOf(await (await t.request('/course-filter?q=double%20entry')).text())!;
    expect(filtered.markup).toContain(`href="/course-detail/${COURSE}"`);
    expect(cards(filtered.markup)).toBeGreaterThan(0);
    expect(cards(filtered.markup)).toBeLessThan(cards(all.markup));
  });

  it('renders a page once for the parameters its screen reads, whatever else the address carries', async () => {
    const cards = (markup: string) => markup.match(/<article/g)?.length ?? 0;
    for (const [plain, extra] of [
      ['/course-filter?level=certificate&sort=price-asc', '/course-filter?utm_source=newsletter&sort=price-asc&level=certificate&fbclid=x1'],
      ['/blog-column-two?tag=VAT', '/blog-column-two?tag=VAT&utm_source=facebook&utm_medium=social'],
      ['/courses?page=2', '/courses?utm_campaign=exam-season&page=2&page=3'],
      ['/mentors?level=professional', '/mentors?level=professional&q=ignored'],
      [`/course-detail/${COURSE}`, `/course-detail/${COURSE}?utm_source=whatsapp`],
      ['/about', '/about?gclid=abc'],
    ] as const) {
      // Pages other tests rendered start afresh.
      await t.services.catalogueCache.invalidate();
      rendered.length = 0;
      const first = await t.request(plain);
      expect(first.headers.get('x-cache'), plain).toBe('miss');
      const body = await first.text();
      const again = await t.request(extra);
      expect(again.headers.get('x-cache'), extra).toBe('hit');
      expect(await again.text()).toBe(body);
      const other = await t.request(`${extra}&utm_source=another`);
      expect(other.headers.get('x-cache')).toBe('hit');
      await other.text();
      // One render: the parameters no screen reads made no new page.
      expect(rendered.map((url) => url.split('?')[0])).toEqual([plain.split('?')[0]]);
    }
    // What the screen reads still makes its own page: the filter, then its second page.
    const filtered = partsOf(await (await t.request('/course-filter?q=double%20entry&utm_source=a')).text())!;
    const everything = partsOf(await (await t.request('/course-filter?utm_source=a')).text())!;
    expect(cards(filtered.markup)).toBeLessThan(cards(everything.markup));
    // The page is drawn from the parameters it reads, so its links carry nothing else.
    const second = await (await t.request('/course-filter?utm_source=mail&page=1&sort=newest')).text();
    expect(second).not.toContain('utm_source');
  });

  it('answers a missing course with 404 and the empty shell', async () => {
    const response = await t.request('/course-detail/no-such-course');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('hisab-query-state');
  });

  it('keeps signed-in screens client-rendered, and sends a visitor to sign in before drawing them', async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const page = await student.browser.call('/my-enroll');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');

    // The browser's SignInRedirect would send a visitor to the same address; the server does it before any frame is drawn.
    const visitor = new Browser(t.request);
    for (const [path, next] of [
      ['/my-enroll', '/my-enroll'],
      ['/exampl/0b7d4c1e?from=hub', '/exampl/0b7d4c1e?from=hub'],
      ['/account', '/account'],
    ]) {
      const res = await visitor.call(path!);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(`/login?next=${encodeURIComponent(next!)}`);
    }
    // A cookie that names no session is cleared on the way.
    const stale = await t.request('/coursebyUser', { headers: { Cookie: 'hisab.session_token=not-a-session.c2lnbmF0dXJl' } });
    expect(stale.status).toBe(302);
    expect(stale.headers.getSetCookie().some((line) => line.startsWith('hisab.session_token=') && /max-age=0/i.test(line))).toBe(true);
    // Pages for everyone are left alone.
    expect((await visitor.call('/cart')).status).toBe(200);
  });

  it('keeps a rendered page until the catalogue changes, then renders the change', async () => {
    const first = await (await t.request(`/course-detail/${COURSE}`)).text();
    expect(await (await t.request(`/course-detail/${COURSE}`)).text()).toBe(first);
    await t.db.updateTable('courses').set({ title: 'Double entry in ten days, rendered' }).where('slug', '=', COURSE).execute();
    // Without a write through the studio the kept page stands...
    expect(await (await t.request(`/course-detail/${COURSE}`)).text()).toBe(first);
    // ...and the studio's invalidation replaces it in every process.
    await t.services.catalogueCache.invalidate();
    const after = partsOf(await (await t.request(`/course-detail/${COURSE}`)).text())!;
    expect(after.markup).toContain('Double entry in ten days, rendered');
  });

  it('sends a rendered page gzipped to a browser that takes it, once per version, and 304 to one that has it', async () => {
    const path = `/course-detail/${COURSE}`;
    const plain = await t.request(path);
    const text = await plain.text();
    const zipped = await t.request(path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(Number(zipped.headers.get('content-length'))).toBe(bytes.byteLength);
    // A slow phone's first bytes: the page at a fraction of its size.
    expect(bytes.byteLength).toBeLessThan(text.length / 3);
    expect(gunzipSync(bytes).toString('utf8')).toBe(text);
    const etag = zipped.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.request(path, { headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('gzips the pages drawn in the browser too', async () => {
    const res = await t.request('/login', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8')).toContain('<div id="root"></div>');
  });
});

import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/app';
import { AXE, WIDTHS, audit } from './support/axe';
import { openWatchedPage } from './support/pages';

/** Every public screen at 390 and 1280 px; the signed-in screens are in accessibility-student and accessibility-admin. */
describe('accessibility (axe-core) of public pages at phone and desktop widths', () => {
  const app = useAppInBrowser();

  /** Public pages, with real addresses from the seeded database (a course, a post, a mentor, a paper). */
  const PAGES: [string, () => Promise<string>][] = [
    ['home', async () => '/'],
    ['catalogue', async () => '/courses'],
    ['course filter', async () => '/course-filter'],
    ['course page', async () => `/course-detail/${(await app.server.db.selectFrom('courses').select('slug').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow()).slug}`],
    ['paper page', async () => `/${(await app.server.db.selectFrom('subjects').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug}`],
    ['mentors', async () => '/mentors'],
    ['mentor page', async () => `/instructor-detail/${(await app.server.db.selectFrom('instructors').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug}`],
    ['blog', async () => '/blog-column-three'],
    ['blog in one column', async () => '/blog-column-one'],
    ['blog in two columns', async () => '/blog-column-two'],
    ['blog in four columns', async () => '/blog-column-four'],
    ['blog with a sidebar', async () => '/blog-left-sidebar'],
    ['blog post', async () => `/blog-detail/${(await app.server.db.selectFrom('blog_posts').select('slug').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow()).slug}`],
    ['blog post with a left sidebar', async () => `/blog-detail-left-sidebar/${(await app.server.db.selectFrom('blog_posts').select('slug').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow()).slug}`],
    ['blog post with a right sidebar', async () => `/blog-detail-right-sidebar/${(await app.server.db.selectFrom('blog_posts').select('slug').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow()).slug}`],
    ['resources', async () => '/resources'],
    ['mock exams', async () => '/exam'],
    ['cart', async () => '/cart'],
    ['contact', async () => '/contact'],
    ['about', async () => '/about'],
    ['children education', async () => '/children-education'],
    ['health coach', async () => '/health-coach'],
    ['forgotten password', async () => '/forgetpass'],
    ['sign-in', async () => '/login'],
    ['sign-up', async () => '/signup'],
    ['not found', async () => '/404'],
  ];

  it.each(PAGES)('finds no violation on the %s page', async (_label, pathOf) => {
    const path = await pathOf();
    const { page, close } = await openWatchedPage(app.browser, WIDTHS[0]!.viewport, AXE);
    let problems: string[] = [];
    try {
      await page.goto(app.server.url + path);
      problems = await audit(page, path);
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  });
});

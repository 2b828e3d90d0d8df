import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_ROUTES, type ScreenId } from '../../src/contracts/routes';
import { WEB_DIST } from '../../src/server/paths';
import { useAppInBrowser } from './support/app';
import { openWatchedPage, type WatchedPage } from './support/pages';

/** The heading each screen must show: proof that the right screen, not a blank page, answered. */
const HEADINGS: Record<Exclude<ScreenId, 'subject' | 'emb'>, string> = {
  home: 'Pass your CA papers',
  cart: 'Your cart',
  about: 'About Hisab',
  courses: 'Courses',
  courseDetail: 'Course not found',
  courseFilter: 'Find a course',
  mentors: 'Mentors',
  instructorDetail: 'Mentor not found',
  resources: 'Resources',
  contact: 'Contact us',
  childrenEducation: 'Money Smart Kids',
  healthCoach: 'Exam-wellbeing coaching',
  blogDetail: 'Post not found',
  blogDetailLeftSidebar: 'Post not found',
  blogDetailRightSidebar: 'Post not found',
  blogLeftSidebar: 'Blog',
  blogColumnOne: 'Blog',
  blogColumnTwo: 'Blog',
  blogColumnThree: 'Blog',
  blogColumnFour: 'Blog',
  login: 'Sign in',
  signup: 'Create your account',
  forgetpass: 'Reset your password',
  processing: 'Check your email',
  // The student's own pages send a visitor to sign in (and back afterwards).
  cprocessing: 'Sign in',
  myEnroll: 'Sign in',
  // No exam has the sample address; a visitor is sent to sign in to play or read results.
  exam: 'Exam not found',
  exampl: 'Sign in',
  examcl: 'Sign in',
  courseEnroll: 'Sign in',
  coursebyUser: 'Sign in',
  courseland: 'Course not found',
  courseEnrolluser: 'Sign in',
  adminlogin: 'Admin sign in',
  account: 'Sign in',
  notFound: 'Page not found',
};

/**
 * Screens whose sample slug names no record: the server answers their page
 * with status 404, and their API call answers 404 too. Chromium reports
 * every 404 response as a console error; those are expected here.
 */
const MISSING_RECORD: ReadonlySet<ScreenId> = new Set<ScreenId>(['courseDetail', 'instructorDetail', 'blogDetail', 'blogDetailLeftSidebar', 'blogDetailRightSidebar']);

/** Screens whose page answers 200 but whose API call for the sample slug answers 404 (a console error). */
const MISSING_IN_API: ReadonlySet<ScreenId> = new Set<ScreenId>(['courseland', 'exam']);

/** A concrete URL for a route pattern: parameters filled with sample values. */
function sampleUrl(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? 'sample' : encodeURIComponent(segment)))
    .join('/');
}

describe('every route of the specification', () => {
  const app = useAppInBrowser();
  // One visitor's tab for the whole walk (a new tab per address cost more
  // than most visits); each visit is a full page load all the same.
  let visitor: WatchedPage;
  beforeAll(async () => {
    visitor = await openWatchedPage(app.browser);
  });
  afterAll(async () => {
    await visitor?.close();
  });

  it.each(SCREEN_ROUTES.map((route) => [sampleUrl(route.path), route.screen] as const))(
    '%s answers with its screen, without a console error',
    async (url, screen) => {
      const { page, errors } = visitor;
      errors.length = 0;
      const response = await page.goto(app.server.url + url);
      const notFound = screen === 'notFound' || MISSING_RECORD.has(screen);
      expect(response?.status()).toBe(notFound ? 404 : 200);
      if (screen === 'emb') {
        await page.getByRole('link', { name: /Hisab/ }).waitFor();
        expect(await page.locator('#site-header').count(), 'emb has no header').toBe(0);
        expect(await page.locator('footer').count(), 'emb has no footer').toBe(0);
      } else {
        const expected = screen === 'subject' ? decodeURIComponent(url.slice(1)) : HEADINGS[screen];
        await page.locator('h1').filter({ hasText: expected }).first().waitFor({ timeout: 10_000 });
        expect(await page.locator('#site-header').isVisible()).toBe(true);
        await page.locator('footer').waitFor();
      }
      await page.waitForLoadState('networkidle');
      // A document answered with 404 is reported by Chromium as a console error.
      expect(errors.filter((e) => !((notFound || MISSING_IN_API.has(screen)) && e.includes('404')))).toEqual([]);
    },
  );

  it('shows a subject page with the paper’s facts and syllabus areas', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/Audit%20%26%20Assurance`, { waitUntil: 'networkidle' });
      await page.getByText('Planning engagements').waitFor();
      const text = await page.locator('main').innerText();
      expect(text).toContain('Professional');
      expect(text).toContain('3 h');
      expect(text).toContain('50%');
      expect(text).toContain('International Standards on Auditing');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sends unknown paths to /404', async () => {
    const { page, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/no/such/page`);
      expect(new URL(page.url()).pathname).toBe('/404');
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    } finally {
      await close();
    }
  });

  it('loads each screen as its own chunk, and Home loads no other screen', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isDynamicEntry?: boolean }>;
    const screens = Object.entries(manifest).filter(([key]) => key.startsWith('screens/'));
    // The route table's screens, and the "not allowed" page the server picks for a refused admin address.
    expect(screens.length).toBe(new Set(SCREEN_ROUTES.map((r) => r.screen)).size + 1);
    for (const [key, entry] of screens) expect(entry.isDynamicEntry, key).toBe(true);

    const { page, close } = await openWatchedPage(app.browser);
    try {
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(req.url());
      });
      await page.goto(app.server.url, { waitUntil: 'networkidle' });
      const screenChunks = scripts.filter((url) => /Screen-[\w-]+\.js$/.test(url)).map((url) => url.split('/').pop());
      expect(screenChunks).toHaveLength(1);
      expect(screenChunks[0]).toMatch(/^HomeScreen-/);
    } finally {
      await close();
    }
  });
});

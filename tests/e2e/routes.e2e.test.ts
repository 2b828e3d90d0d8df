import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCREEN_ROUTES, findScreen, type ScreenId } from '../../src/contracts/routes';
import { SIGNED_IN_SCREENS } from '../../src/server/http/signed-in-screens';
import { WEB_DIST } from '../../src/server/paths';
import { useAppInBrowser } from './support/app';
import { AXE, WIDTHS, violationsAtEachWidth } from './support/axe';
import { layoutShift, watchLayoutShift } from './support/layout-shift';
import { openWatchedPage, settle, type WatchedPage, appReady } from './support/pages';

/** Screens that show one record, visited with a real one. */
type RecordScreen = 'courseDetail' | 'instructorDetail' | 'blogDetail' | 'blogDetailLeftSidebar' | 'blogDetailRightSidebar';

/** The heading each screen must show: proof that the right screen, not a blank page, answered. */
const HEADINGS: Record<Exclude<ScreenId, 'subject' | 'exam' | RecordScreen>, string> = {
  // The logo page has no heading: the walk looks for its link instead.
  emb: '',
  home: 'Pass your CA papers',
  cart: 'Your cart',
  about: 'About Hisab',
  courses: 'Courses',
  courseFilter: 'Find a course',
  mentors: 'Mentors',
  resources: 'Resources',
  contact: 'Contact us',
  childrenEducation: 'Money Smart Kids',
  healthCoach: 'Exam-wellbeing coaching',
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
  // A visitor is sent to sign in to play or read results.
  exampl: 'Sign in',
  examcl: 'Sign in',
  courseEnroll: 'Sign in',
  coursebyUser: 'Sign in',
  courseland: 'Course not found',
  courseEnrolluser: 'Sign in',
  adminlogin: 'Admin sign in',
  account: 'Sign in',
  notFound: 'Page not found',
  // The marking area sends a visitor to sign in.
  marking: 'Sign in',
  markingExam: 'Sign in',
  markingScript: 'Sign in',
  // The bare address: the lookup form, no code checked yet.
  verify: 'Verify a certificate',
};

/** Screens whose page answers 200 but whose API call for the sample address answers 404 (a console error). */
const MISSING_IN_API: ReadonlySet<ScreenId> = new Set<ScreenId>(['courseland']);

/** Screens for signed-in students: a visitor is sent to sign in (server-side for these), or shown the player's "not found". */
const STUDENT_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>([...SIGNED_IN_SCREENS, 'courseEnroll', 'courseland']);

/** A concrete URL for a route pattern: parameters filled with sample values. */
function sampleUrl(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? 'sample' : encodeURIComponent(segment)))
    .join('/');
}

type Visit = { url: string; screen: ScreenId; heading: string };

/**
 * Every public screen is walked and audited once, as a visitor, in the same
 * visit: its heading, a clean console, axe-core at both widths, and nothing
 * wider than a 360 or 390 px phone (support/overflow.ts). Pages that
 * show a record (a course, a mentor, a post) are visited with a real one from
 * the seeded database, so the audit sees the full page; the "not found" state
 * of each has its own test (catalogue, mentors, blog) and the server's 404
 * answer for them is tested with the API. The signed-in screens are audited
 * in accessibility-student and accessibility-admin.
 */
describe('every route of the specification, and the accessibility of every public screen', () => {
  const app = useAppInBrowser();
  // One visitor's tab for the whole walk (a new tab per address cost more
  // than most visits); each visit is a full page load all the same.
  let visitor: WatchedPage;
  const visits: Visit[] = [];
  /** The screens audited so far: each is audited once, where the walk first shows it. */
  const audited = new Set<ScreenId>();
  beforeAll(async () => {
    visitor = await openWatchedPage(app.browser, WIDTHS[0]!.viewport, AXE);
    await watchLayoutShift(visitor.page);
    const db = app.server.db;
    const course = await db.selectFrom('courses').select(['slug', 'title']).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const mentor = await db.selectFrom('instructors').select(['slug', 'name']).orderBy('id').executeTakeFirstOrThrow();
    const post = await db.selectFrom('blog_posts').select(['slug', 'title']).where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow();
    const records: Record<RecordScreen, { slug: string; heading: string }> = {
      courseDetail: { slug: course.slug, heading: course.title },
      instructorDetail: { slug: mentor.slug, heading: mentor.name },
      blogDetail: { slug: post.slug, heading: post.title },
      blogDetailLeftSidebar: { slug: post.slug, heading: post.title },
      blogDetailRightSidebar: { slug: post.slug, heading: post.title },
    };
    for (const { path, screen } of SCREEN_ROUTES) {
      switch (screen) {
        case 'courseDetail':
        case 'instructorDetail':
        case 'blogDetail':
        case 'blogDetailLeftSidebar':
        case 'blogDetailRightSidebar':
          visits.push({ url: `${path.split('/:')[0]}/${records[screen].slug}`, screen, heading: records[screen].heading });
          break;
        case 'exam':
          visits.push({ url: '/exam', screen, heading: 'Mock exams' });
          break;
        case 'verify':
          // The lookup form; a code's own page (found or not) has its journey in certificates.e2e.
          visits.push({ url: '/verify', screen, heading: HEADINGS.verify });
          break;
        case 'subject':
          visits.push({ url: sampleUrl(path), screen, heading: path.slice(1) });
          break;
        default:
          visits.push({ url: sampleUrl(path), screen, heading: HEADINGS[screen] });
      }
    }
  });
  afterAll(async () => {
    await visitor?.close();
  });

  it(
    'walks every route: its screen, no console error, no layout shift on a phone, no accessibility violation at phone and desktop widths, nothing wider than a phone',
    { timeout: 480_000 },
    async () => {
      expect(visits.length).toBe(SCREEN_ROUTES.length);
      const problems: string[] = [];
      for (const { url, screen, heading } of visits) {
        const { page, errors } = visitor;
        errors.length = 0;
        // Each visit starts on a phone, the width most students use; the audit below also looks at a desktop.
        await page.setViewportSize(WIDTHS[0]!.viewport);
        const response = await page.goto(app.server.url + url);
        const notFound = screen === 'notFound';
        if (response?.status() !== (notFound ? 404 : 200)) problems.push(`${url}: status ${response?.status()}`);
        try {
          if (screen === 'emb') {
            await page.getByRole('link', { name: /Hisab/ }).waitFor();
            if ((await page.locator('#site-header').count()) !== 0) problems.push(`${url}: emb has a header`);
            if ((await page.locator('footer').count()) !== 0) problems.push(`${url}: emb has a footer`);
          } else {
            await page.locator('h1').filter({ hasText: heading }).first().waitFor();
            if (!(await page.locator('#site-header').isVisible())) problems.push(`${url}: no header`);
            await page.locator('footer').waitFor();
          }
        } catch {
          problems.push(`${url}: the ${screen} screen did not show "${heading}" (at ${page.url()})`);
          continue;
        }
        await page.waitForLoadState('networkidle');
        await settle(page);
        const shown = findScreen(new URL(page.url()).pathname);
        // Nothing jumps on a page a visitor reads: images reserve their space,
        // the font's fallback matches it, late content pushes nothing. (A
        // visitor sent to sign in, or shown the player's "not found", sees a
        // screen meant for students.)
        if (shown === screen && !STUDENT_SCREENS.has(screen)) {
          const shift = await layoutShift(page);
          if (shift >= 0.05) problems.push(`${url}: layout shift ${shift.toFixed(3)} (at most 0.05)`);
        }
        // A document answered with 404 is reported by Chromium as a console error.
        const unexpected = errors.filter((e) => !((notFound || MISSING_IN_API.has(screen)) && e.includes('404')));
        problems.push(...unexpected.map((e) => `${url}: console error: ${e}`));
        // A visitor sent elsewhere (to sign in) is shown a screen audited in its own place.
        if (shown !== null && !audited.has(shown)) {
          audited.add(shown);
          problems.push(...(await violationsAtEachWidth(page, url)));
        }
      }
      expect(problems).toEqual([]);
      // Every screen a visitor can see was audited (the signed-in ones show the sign-in screen).
      expect(audited.size).toBeGreaterThan(25);
    },
  );

  it('shows a subject page with the paper’s facts and syllabus areas', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/Audit%20%26%20Assurance`, { waitUntil: 'networkidle' });
      await appReady(page);
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
    // The public screens live in their feature folders (`blog/BlogPostScreen.tsx`); the admin app's are its own.
    const screens = Object.entries(manifest).filter(([key]) => /^(?!admin\/)\w+\/\w+Screen\.tsx$/.test(key));
    // The route table's screens, and the "not allowed" page the server picks for a refused admin address.
    expect(screens.length).toBe(new Set(SCREEN_ROUTES.map((r) => r.screen)).size + 1);
    for (const [key, entry] of screens) expect(entry.isDynamicEntry, key).toBe(true);

    const { page, close } = await openWatchedPage(app.browser);
    try {
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(req.url());
      });
      await page.goto(app.server.url);
      // The rendered page asks for its code after its first paint: everything Home loads is in once the app has taken it over.
      await appReady(page);
      await page.waitForLoadState('networkidle');
      const screenChunks = scripts.filter((url) => /Screen-[\w-]+\.js$/.test(url)).map((url) => url.split('/').pop());
      expect(screenChunks).toHaveLength(1);
      expect(screenChunks[0]).toMatch(/^HomeScreen-/);
    } finally {
      await close();
    }
  });
});

import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { canStillBeSold } from '../../src/server/enrollments/access-window';
import { insertExamWithBank } from '../../src/server/testing/exam-factory';
import { useAppInBrowser } from './support/app';
import { enrolledStudent, lessonsOf } from './support/enrolled-student';
import { openWatchedPage, settle } from './support/pages';
import { fillSignIn, signInStudent } from './support/sign-in';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const PASSWORD = 'ledger balances every month';
/** axe-core is injected as an inline script, which the site's Content-Security-Policy rightly refuses. */
const AXE = { bypassCSP: true };
const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/** Runs axe-core on the page as it is (WCAG 2.0, 2.1 and 2.2 A and AA, target-size included, and best practices) and answers each violation in one line. */
async function violations(page: Page): Promise<string[]> {
  // Once per document: parsing axe-core costs more than most of its runs.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    // Only violations are read: axe then skips describing every passing node.
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, resultTypes: ['violations'] });
    return result.violations;
  });
  return found.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/**
 * Audits the screen on show at each width in turn: the window is resized
 * (the layout follows by media queries and their listeners, as when a phone
 * turns), so one visit serves both widths.
 */
async function violationsAtEachWidth(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const { name, viewport } of WIDTHS) {
    await page.setViewportSize(viewport);
    await settle(page);
    problems.push(...(await violations(page)).map((v) => `${label} (${name}): ${v}`));
  }
  return problems;
}

describe('accessibility (axe-core) at phone and desktop widths', () => {
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

  /** The admin area's screens, the studio's lists and one editor of each kind (the first item of each). */
  async function adminPaths(): Promise<string[]> {
    const db = app.server.db;
    const first = async <T>(query: Promise<T | undefined>) => {
      const row = await query;
      if (!row) throw new Error('the demo content has none of these');
      return row;
    };
    const course = await first(db.selectFrom('courses').select('id').orderBy('id').executeTakeFirst());
    const question = await first(db.selectFrom('questions').select('id').orderBy('id').executeTakeFirst());
    const exam = await first(db.selectFrom('exams').select('id').orderBy('id').executeTakeFirst());
    const post = await first(db.selectFrom('blog_posts').select('id').orderBy('id').executeTakeFirst());
    const mentor = await first(db.selectFrom('instructors').select('id').orderBy('id').executeTakeFirst());
    const page = await first(db.selectFrom('content_pages').select('slug').orderBy('slug').executeTakeFirst());
    const resource = await first(db.selectFrom('resources').select('id').orderBy('id').executeTakeFirst());
    return [
      '/admin',
      '/admin/users',
      '/admin/enrollments',
      '/admin/settings',
      '/admin/studio',
      '/admin/studio/courses',
      `/admin/studio/courses/${course.id}`,
      `/admin/studio/courses/${course.id}/curriculum`,
      '/admin/studio/questions',
      `/admin/studio/questions/${question.id}`,
      '/admin/studio/questions/import',
      '/admin/studio/exams',
      `/admin/studio/exams/${exam.id}`,
      '/admin/studio/posts',
      `/admin/studio/posts/${post.id}`,
      '/admin/studio/mentors',
      `/admin/studio/mentors/${mentor.id}`,
      '/admin/studio/pages',
      `/admin/studio/pages/${page.slug}`,
      '/admin/studio/resources',
      `/admin/studio/resources/${resource.id}`,
    ];
  }

  /** Waits for the screen's heading and its data, then audits it at each width. */
  async function audit(page: Page, path: string): Promise<string[]> {
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await settle(page);
    return violationsAtEachWidth(page, path);
  }

  /**
   * A signed-in student's screens with something in each: an enrolled course
   * (its progress page, a lesson, the receipt), a course in the cart and at
   * checkout, an order's status, and a mock exam sat and submitted.
   */
  async function studentJourney(page: Page): Promise<string[]> {
    const slug = 'accounting-complete-course-december-2026';
    const email = 'axe.student@example.com';
    const reference = 'HSB-AXE1';
    await enrolledStudent(app.server, { email, password: PASSWORD, slug, reference });
    const [lesson] = await lessonsOf(app.server.db, slug);
    const other = (await app.server.db.selectFrom('courses').select(['slug', 'access_days', 'access_until']).where('status', '=', 'published').where('price_paisa', '>', 0).where('slug', '!=', slug).orderBy('id').execute()).find((c) =>
      canStillBeSold(c, new Date()),
    )!;
    const { exam } = await insertExamWithBank(app.server.db, app.server.services.exams);
    const problems: string[] = [];
    await signInStudent(page, app.server.url, email, PASSWORD);
    for (const path of ['/my-enroll', `/courseEnrolluser/${slug}`, `/courseland/${slug}/${lesson!.id}`, '/coursebyUser', `/coursebyUser?receipt=${reference}`, `/cprocessing/${reference}`, '/account', '/exam', `/exam/${exam.slug}`]) {
      await page.goto(app.server.url + path);
      problems.push(...(await audit(page, path)));
    }
    await page.goto(`${app.server.url}/cart?add=${other.slug}`);
    await page.getByRole('heading', { name: '1 course in your cart' }).waitFor();
    problems.push(...(await audit(page, '/cart (with a course)')));
    await page.goto(`${app.server.url}/courseEnroll`);
    await page.getByTestId('method-details').waitFor();
    problems.push(...(await audit(page, '/courseEnroll')));

    await page.goto(`${app.server.url}/exam/${exam.slug}`);
    await page.getByRole('button', { name: 'Start exam' }).click();
    await page.waitForURL(/\/exampl\//);
    await page.getByRole('heading', { name: /^Question 1/ }).waitFor();
    problems.push(...(await audit(page, '/exampl (a question)')));
    await page.getByRole('button', { name: 'Review and submit' }).click();
    await page.getByRole('heading', { name: 'Review before you submit' }).waitFor();
    await page.getByRole('button', { name: 'Submit exam' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit your exam?' });
    await dialog.waitFor();
    problems.push(...(await audit(page, '/exampl (the submit dialog)')));
    await dialog.getByRole('button', { name: 'Submit now' }).click();
    await page.waitForURL(/\/examcl\//);
    // The player's heading can still be on screen when the address changes: wait for the result's own.
    await page.getByRole('heading', { level: 1, name: 'Exam results' }).waitFor();
    problems.push(...(await audit(page, '/examcl')));
    return problems;
  }

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

  it("finds no violation on a signed-in, enrolled student's screens", { timeout: 180_000 }, async () => {
    const { page, close } = await openWatchedPage(app.browser, WIDTHS[0]!.viewport, AXE);
    let problems: string[] = [];
    try {
      problems = await studentJourney(page);
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  });

  it('finds no violation in the admin area and the studio', { timeout: 180_000 }, async () => {
    const email = 'axe.admin@example.com';
    await createVerifiedUser(app.server.services.auth, { name: 'Farhana Rahman', email, role: 'admin', password: PASSWORD });
    const { page, errors, close } = await openWatchedPage(app.browser, WIDTHS[0]!.viewport, AXE);
    const problems: string[] = [];
    try {
      await page.goto(`${app.server.url}/adminlogin`);
      await fillSignIn(page, email, PASSWORD);
      await page.waitForURL(/\/admin$/);
      for (const path of await adminPaths()) {
        await page.goto(app.server.url + path);
        problems.push(...(await audit(page, path)));
      }
      // Every screen drew without a script error or a failed request along the way.
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  });
});

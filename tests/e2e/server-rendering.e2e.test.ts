import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { canStillBeSold } from '../../src/server/enrollments/access-window';
import { useAppInBrowser } from './support/app';
import { openWatchedPage, settle } from './support/pages';

const COURSE = 'double-entry-in-10-days';
const COURSE_TITLE = 'Double Entry in 10 Days: A Free Starter Course for Accounting';
const POST_TITLE = 'Time management in the exam hall: a plan for 3-hour papers';

/** Public pages, with a heading their data puts on the page. */
const PAGES: [string, string][] = [
  ['/', 'Pass your CA papers'],
  [`/course-detail/${COURSE}`, COURSE_TITLE],
  ['/Accounting', 'Accounting'],
  ['/course-filter?q=double%20entry', 'Find a course'],
  // Drawn on the server without the parameters no screen reads, the same as the browser draws them.
  ['/course-filter?utm_source=newsletter&sort=popular&q=entry&fbclid=x', 'Find a course'],
  ['/courses?utm_campaign=exams&sort=price-asc', 'Courses'],
  ['/blog-detail/time-management-three-hour-papers', POST_TITLE],
  ['/mentors', 'Mentors'],
];

/** Holds back the files that match, as a slow link would, until `release`; `asked` tells whether the page has asked for one. */
async function holdBack(page: Page, files: RegExp): Promise<{ release: () => void; asked: () => boolean }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(files, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** What a visitor's browser may still ask the API for after a rendered page: who is signed in. */
const ASKED_BY_THE_BROWSER = new Set(['/api/auth/get-session']);

describe('public pages rendered on the server', () => {
  const app = useAppInBrowser();

  it('shows the content with JavaScript off', async () => {
    const context = await app.browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/course-detail/${COURSE}`);
    await expect(page.getByRole('heading', { level: 1, name: COURSE_TITLE }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it.each(PAGES)('%s hydrates without fetching its data again or a hydration error', async (path, heading) => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr') fetched.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(`${app.server.url}${path}`);
    expect(await response!.text()).toContain('data-server-rendered');
    // The tab keeps a title while the screen's code is still arriving.
    await expect(page.title()).resolves.toMatch(/\| Hisab$/);
    await page.waitForLoadState('networkidle');
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toContain(heading);
    expect(fetched.filter((p) => !ASKED_BY_THE_BROWSER.has(p))).toEqual([]);
    // The head is the screen's own now, once: the server's copies gave way to it.
    await expect(page.locator('head title').count()).resolves.toBe(1);
    await expect(page.title()).resolves.toMatch(/\| Hisab$/);
    await expect(page.locator('head [data-server-meta]:not(script):not([name="robots"])').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps a page as it arrived, scrolled and tapped while the screen's code is still on its way", async () => {
    const courses = await app.server.db
      .selectFrom('courses')
      .select(['slug', 'title', 'access_days', 'access_until'])
      .where('status', '=', 'published')
      .where('price_paisa', '>', 0)
      .orderBy('id')
      .execute();
    // A course with a price (a free one has no Add to cart) that is still sold.
    const forSale = courses.find((c) => canStillBeSold(c, new Date()))!;
    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 });
    // The course page's own chunk is held back, as on a slow link; the rest of the app has arrived.
    const { release } = await holdBack(page, /\/assets\/CourseDetailScreen-[^/]+\.js$/);
    const idle = () => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    try {
      await page.goto(`${app.server.url}/course-detail/${forSale.slug}`, { waitUntil: 'domcontentloaded' });
      await idle();
      // Scrolling past the header changes the header's state. Before the fix,
      // React had already taken over the header, and that change replaced the
      // course (still the server's markup, its code not here) with a spinner.
      await page.mouse.wheel(0, 600);
      await page.waitForFunction(() => window.scrollY > 0);
      await idle();
      await expect(page.getByRole('heading', { level: 1, name: forSale.title }).isVisible()).resolves.toBe(true);
      await expect(page.locator('main [role="status"]').count()).resolves.toBe(0);
      // Tapped before the page was taken over, the link works as a plain one.
      await page.getByRole('link', { name: 'Add to cart' }).first().click();
      await page.waitForURL(`${app.server.url}/cart`);
      await page.getByText('Added to your cart.').waitFor();
      await expect(page.getByTestId('cart-count').first().textContent()).resolves.toBe('1');
      expect(errors).toEqual([]);
    } finally {
      release();
      await close();
    }
  });

  it('asks for its code only after the first paint, and keeps a tap on the phone menu until the app is here', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 });
    // The app's entry module is held back, as on a slow link: the page shows, nothing of the app runs.
    const { release, asked } = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
    try {
      const response = await page.goto(`${app.server.url}/`, { waitUntil: 'domcontentloaded' });
      const html = await response!.text();
      expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/type="module"|modulepreload/);
      await page.waitForFunction(() => document.querySelector('script[type="module"]') !== null);
      // The request reaches the held route a moment after the boot script adds the element.
      await expect.poll(asked).toBe(true);
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      await menuButton.click();
      // Kept, and shown as waiting, while the code is on its way.
      await expect(menuButton.getAttribute('aria-busy')).resolves.toBe('true');
      await expect(page.locator('#offcanvas-menu.show').count()).resolves.toBe(0);
      release();
      await page.locator('#offcanvas-menu.show').waitFor();
      await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(menuButton.getAttribute('aria-busy')).resolves.toBeNull();
      // Once the app is here a tap acts at once: the close button closes the menu.
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
      expect(errors).toEqual([]);
    } finally {
      release();
      await close();
    }
  });

  it('makes a choice in a list box made before the app was here, once it is', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    const { release } = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
    try {
      await page.goto(`${app.server.url}/blog-column-three`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('combobox', { name: 'Tag' }).selectOption('vat');
      expect(new URL(page.url()).searchParams.get('tag')).toBeNull();
      release();
      await page.waitForURL((url) => url.searchParams.get('tag') === 'vat');
      await expect.poll(() => page.getByRole('combobox', { name: 'Tag' }).inputValue()).toBe('vat');
      await page.getByRole('heading', { level: 3, name: /VAT/ }).first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      release();
      await close();
    }
  });

  it('still moves between screens in the app after hydrating', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    await page.goto(`${app.server.url}/course-detail/${COURSE}`);
    await page.waitForLoadState('networkidle');
    // A reload would lose this mark.
    await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses', exact: true }).click();
    await page.waitForURL(`${app.server.url}/courses`);
    await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
    await expect(page.evaluate(() => (window as unknown as { stayedInApp?: boolean }).stayedInApp)).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/app';
import { appReady, openWatchedPage } from './support/pages';

/** Course cards in the results grid, by title. */
/** The titles of the results shown, once they answer the current filters (not the previous ones, kept dimmed and busy meanwhile). */
async function resultTitles(page: Page) {
  const results = page.locator('section[aria-labelledby="results-heading"]');
  await results.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  return results.locator('article h3').allInnerTexts();
}

describe('a visitor looking for a course', () => {
  const app = useAppInBrowser();

  it('searches, filters, opens a course, goes to its paper and its mentor', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(app.server.url, { waitUntil: 'networkidle' });
      await appReady(page);
      await page.getByLabel('Search courses').fill('audit');
      await page.getByRole('button', { name: 'Find courses' }).click();
      await page.waitForURL(/\/course-filter\?q=audit$/);
      await page.getByRole('heading', { name: /\d+ courses?/ }).waitFor();
      expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe('audit');
      const searched = await resultTitles(page);
      expect(searched.length).toBeGreaterThan(1);

      // Narrow to the Professional Level: the address carries both, and the counts follow.
      // The answer is held back a little: the previous results stay meanwhile and must not be read as the new ones.
      await page.route('**/api/courses?*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      await page.getByRole('radio', { name: /Professional Level/ }).click();
      await page.waitForURL((url) => url.searchParams.get('level') === 'professional' && url.searchParams.get('q') === 'audit');
      await page.getByRole('button', { name: /Professional Level \(remove filter\)/ }).waitFor();
      await expect.poll(() => resultTitles(page)).toContain('Audit & Assurance: ISA Complete Course');
      const filtered = await resultTitles(page);
      expect(filtered.length).toBeLessThan(searched.length);
      expect(filtered.every((t) => !t.startsWith('Assurance:'))).toBe(true);

      // Sort by price: the address changes, the order follows.
      await page.getByLabel('Sort by').selectOption('price-asc');
      await page.waitForURL((url) => url.searchParams.get('sort') === 'price-asc');

      // The back button returns to the previous result (the page reloads on history moves).
      await page.goBack();
      await page.waitForURL((url) => !url.searchParams.has('sort') && url.searchParams.get('level') === 'professional');
      await expect.poll(() => resultTitles(page)).toEqual(filtered);

      await page.getByRole('link', { name: 'Audit & Assurance: ISA Complete Course' }).click();
      await page.waitForURL(/\/course-detail\/audit-and-assurance-isa-complete-course$/);
      await page.getByRole('heading', { level: 1, name: 'Audit & Assurance: ISA Complete Course' }).waitFor();
      const main = page.locator('main');
      await main.getByRole('heading', { name: 'Curriculum' }).waitFor();
      expect(await main.innerText()).toContain('Tk 11,000');
      expect(await main.getByText('Preview').count()).toBeGreaterThan(0);
      expect(await page.title()).toContain('Audit & Assurance: ISA Complete Course');

      await main.getByRole('link', { name: 'Audit & Assurance', exact: true }).first().click();
      await page.waitForURL(/\/Audit%20%26%20Assurance$/);
      await page.getByRole('heading', { level: 1, name: 'Audit & Assurance' }).waitFor();
      await page.getByRole('heading', { name: /Courses for this paper/i }).waitFor();
      await page.getByRole('link', { name: 'Audit & Assurance: Exam Kit and Mock Papers' }).waitFor();

      await page
        .getByRole('link', { name: /Tanvir Ahmed/ })
        .first()
        .click();
      await page.waitForURL(/\/instructor-detail\/tanvir-ahmed$/);
      await page.getByRole('heading', { level: 1, name: 'Tanvir Ahmed' }).waitFor();
      await page.getByRole('link', { name: 'Audit & Assurance: ISA Complete Course' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says when nothing matches and clears the filters on request', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/course-filter?q=zzzz&price=free`, { waitUntil: 'networkidle' });
      await appReady(page);
      await page.getByText('No courses match these filters').waitFor();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.waitForURL((url) => url.search === '');
      await expect.poll(async () => (await resultTitles(page)).length).toBe(9);
      expect(await page.getByRole('heading', { name: '24 courses' }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('checks the price range in the page and pages through the catalogue', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/course-filter`, { waitUntil: 'networkidle' });
      await appReady(page);
      await page.getByLabel('Lowest price in taka').fill('9000');
      await page.getByLabel('Highest price in taka').fill('100');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('The lowest price must not be above the highest.').waitFor();
      expect(new URL(page.url()).search).toBe('');
      await page.getByLabel('Highest price in taka').fill('12000');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL((url) => url.searchParams.get('minPrice') === '9000' && url.searchParams.get('maxPrice') === '12000');
      await page.getByRole('button', { name: /From Tk 9,000/ }).waitFor();

      await page.goto(`${app.server.url}/courses`, { waitUntil: 'networkidle' });
      await appReady(page);
      const first = await page.locator('main article h3').allInnerTexts();
      expect(first).toHaveLength(9);
      await page.getByRole('link', { name: 'Page 2' }).click();
      await page.waitForURL(/\/courses\?page=2$/);
      await expect.poll(() => page.locator('main article h3').allInnerTexts()).not.toEqual(first);
      const second = await page.locator('main article h3').allInnerTexts();
      expect(second.filter((t) => first.includes(t))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows a friendly page for a course that does not exist', async () => {
    const { page, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/course-detail/no-such-course`, { waitUntil: 'networkidle' });
      await appReady(page);
      await page.getByRole('heading', { level: 1, name: 'Course not found' }).waitFor();
      await page.getByRole('link', { name: 'Search the courses' }).waitFor();
    } finally {
      await close();
    }
  });
});

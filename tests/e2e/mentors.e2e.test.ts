import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/app';
import { openWatchedPage } from './support/pages';

/** Scrolls each portrait into view (most load lazily) and reports whether the browser decoded a picture. */
async function portraitsLoaded(page: Page): Promise<boolean[]> {
  const portraits = page.locator('main img[src^="/api/images/mentors/"]');
  const count = await portraits.count();
  const loaded: boolean[] = [];
  for (let i = 0; i < count; i += 1) {
    const img = portraits.nth(i);
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction((el) => (el as HTMLImageElement).complete, await img.elementHandle());
    loaded.push(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth > 0));
  }
  return loaded;
}

describe('mentors and resources', () => {
  const app = useAppInBrowser();

  it('lists six mentors with portraits, filters them by paper and level in the address, and opens a profile', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/mentors`);
      const cards = page.locator('main article');
      await page.getByRole('heading', { level: 3, name: 'Kamal Uddin' }).waitFor();
      expect(await cards.count()).toBe(6);
      expect(await portraitsLoaded(page)).toEqual([true, true, true, true, true, true]);
      expect(await cards.first().innerText()).toContain('FCA');

      await page.getByLabel('Paper').selectOption({ label: 'Audit & Assurance' });
      await page.waitForURL(/subject=audit-assurance/);
      await page.getByRole('status').filter({ hasText: '1 mentor teaches Audit & Assurance' }).waitFor();
      await expect.poll(() => cards.locator('h3').allInnerTexts()).toEqual(['Tanvir Ahmed']);

      await page.getByRole('group', { name: 'Show mentors by level' }).getByRole('button', { name: 'Advanced' }).click();
      await page.waitForURL((url) => url.searchParams.get('level') === 'advanced' && !url.searchParams.has('subject'));
      // The previous list stays on screen while the new one loads, so wait for the cards themselves.
      await expect.poll(async () => (await cards.locator('h3').allInnerTexts()).sort()).toEqual(['Farhana Rahman', 'Kamal Uddin']);
      await page.getByRole('status').filter({ hasText: '2 mentors teach Advanced Level papers' }).waitFor();

      // The filter survives a reload because it lives in the address.
      await page.reload();
      await page.getByRole('status').filter({ hasText: '2 mentors teach Advanced Level papers' }).waitFor();

      await page.getByRole('link', { name: 'Kamal Uddin' }).click();
      await page.waitForURL(/\/instructor-detail\/kamal-uddin$/);
      await page.getByRole('heading', { level: 1, name: 'Kamal Uddin' }).waitFor();
      await page.getByRole('heading', { name: 'About Kamal' }).waitFor();
      const courses = page.locator('section[aria-labelledby="mentor-courses"] article');
      expect(await courses.count()).toBeGreaterThanOrEqual(4);
      expect(await courses.first().innerText()).toContain('Kamal Uddin');
      expect(await page.getByRole('link', { name: 'Strategic Business Management and Leadership' }).first().getAttribute('href')).toBe('/Strategic%20Business%20Management%20and%20Leadership');
      // The demo invents no profile links: only the links an admin enters are shown.
      expect(await page.getByRole('link', { name: /Kamal Uddin on / }).count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sends the bare profile address to the mentors page and says when a mentor does not exist', async () => {
    const { page, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/instructor-detail`);
      await page.waitForURL(/\/mentors$/);
      await page.getByRole('heading', { level: 1, name: 'Mentors' }).waitFor();
      await page.goto(`${app.server.url}/instructor-detail/nobody-here`);
      await page.getByRole('heading', { level: 1, name: 'Mentor not found' }).waitFor();
      await page.getByRole('link', { name: 'See all mentors' }).waitFor();
    } finally {
      await close();
    }
  });

  it('lists files by paper, downloads a free PDF and says what unlocks a locked one', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 });
    try {
      await page.goto(`${app.server.url}/resources`);
      await page.locator('main').getByRole('heading', { level: 2, name: 'Certificate Level' }).waitFor();
      expect(await page.locator('main h3').count()).toBe(12);
      expect(await page.getByRole('status').innerText()).toMatch(/24\s+files.*12\s+free to download.*12\s+with a course/s);

      const accounting = page.locator('article', { has: page.getByRole('heading', { level: 3, name: 'Accounting', exact: true }) });
      const download = accounting.getByRole('link', { name: /Download/ });
      expect(await download.getAttribute('href')).toBe('/api/resources/accounting-key-facts/download');
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toBe('accounting-key-facts.pdf');
      const bytes = fs.readFileSync((await file.path())!);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

      const unlock = accounting.getByRole('link', { name: 'Accounting: Complete Course for the December 2026 Sitting' });
      expect(await unlock.getAttribute('href')).toBe('/course-detail/accounting-complete-course-december-2026');
      expect(await accounting.innerText()).toContain('Unlocks with');

      await page.getByRole('button', { name: 'With a course' }).click();
      await page.waitForURL(/access=enrolled/);
      await page
        .getByRole('status')
        .filter({ hasText: /0\s+free to download/ })
        .waitFor();
      expect(await page.getByRole('link', { name: /^Download/ }).count()).toBe(0);
      await page.getByLabel('Paper').selectOption({ label: 'Corporate Reporting' });
      await page.waitForURL((url) => url.searchParams.get('subject') === 'corporate-reporting' && url.searchParams.get('access') === 'enrolled');
      await page
        .getByRole('status')
        .filter({ hasText: /^\s*1\s+file/ })
        .waitFor();
      expect(await page.locator('main h3').allInnerTexts()).toEqual(['Corporate Reporting']);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('explains an unknown paper in the address instead of showing an empty list', async () => {
    const { page, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(`${app.server.url}/resources?subject=astrology`);
      await page.getByRole('alert').filter({ hasText: 'We do not know that paper' }).waitFor();
      await page.getByRole('button', { name: 'Clear the filters' }).click();
      await page.waitForURL((url) => url.search === '');
      await page.locator('main').getByRole('heading', { level: 2, name: 'Advanced Level' }).waitFor();
    } finally {
      await close();
    }
  });
});

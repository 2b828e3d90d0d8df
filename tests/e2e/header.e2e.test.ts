import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAppInBrowser } from './support/app';
import { openWatchedPage, settle, appReady } from './support/pages';

const isFixed = (page: Page) => page.$eval('#site-header', (el) => el.getAttribute('data-fixed') === 'true');

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await settle(page);
}

describe('the header, navigation and history', () => {
  const app = useAppInBrowser();

  it('fixes past header height + 150 px, keeps its state in between, unfixes below header height', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(app.server.url, { waitUntil: 'networkidle' });
      await appReady(page);
      const h = await page.$eval('#site-header', (el) => (el as HTMLElement).offsetHeight);
      expect(h).toBeGreaterThan(0);

      await scrollTo(page, h + 100);
      expect(await isFixed(page), 'between the thresholds, coming from the top').toBe(false);
      await scrollTo(page, h + 150);
      expect(await isFixed(page), 'exactly header height + 150 is not beyond it').toBe(false);
      await scrollTo(page, h + 151);
      expect(await isFixed(page), 'just past header height + 150').toBe(true);
      expect(await page.$eval('#site-header', (el) => getComputedStyle(el).position)).toBe('fixed');
      await scrollTo(page, h + 100);
      expect(await isFixed(page), 'between the thresholds, coming from below').toBe(true);
      await scrollTo(page, h);
      expect(await isFixed(page), 'at header height exactly').toBe(true);
      await scrollTo(page, h - 1);
      expect(await isFixed(page), 'below header height').toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows scroll-to-top beyond one viewport height, and it scrolls to the top', async () => {
    const { page, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(app.server.url, { waitUntil: 'networkidle' });
      await appReady(page);
      const viewport = await page.evaluate(() => window.innerHeight);
      const button = page.locator('#scroll-to-top');
      await scrollTo(page, viewport);
      expect(await button.isVisible()).toBe(false);
      await scrollTo(page, viewport + 1);
      expect(await button.isVisible()).toBe(true);
      await scrollTo(page, viewport + 600);
      await button.click();
      await page.waitForFunction(() => window.scrollY === 0);
      await settle(page);
      expect(await button.isVisible()).toBe(false);
    } finally {
      await close();
    }
  });

  it('holds one open sub-menu: opening sub-menu 2 closes sub-menu 1', async () => {
    const { page, close } = await openWatchedPage(app.browser);
    try {
      await page.goto(app.server.url);
      await appReady(page);
      const first = page.locator('#submenu-button-0');
      const second = page.locator('#submenu-button-1');
      await first.click();
      expect(await first.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('#submenu-0').isVisible()).toBe(true);
      await second.click();
      expect(await second.getAttribute('aria-expanded')).toBe('true');
      expect(await first.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('#submenu-0').isVisible()).toBe(false);
      expect(await page.locator('#submenu-1').isVisible()).toBe(true);
      await second.click();
      expect(await second.getAttribute('aria-expanded'), 'the same index closes it').toBe('false');

      // Keyboard: Enter opens, Escape closes; a link inside navigates and closes the menu.
      await first.focus();
      await page.keyboard.press('Enter');
      expect(await first.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      expect(await first.getAttribute('aria-expanded')).toBe('false');
      await first.click();
      await page.locator('#submenu-0').getByRole('link', { name: 'Financial Management' }).click();
      await page.getByRole('heading', { level: 1, name: 'Financial Management' }).waitFor();
      expect(await first.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await close();
    }
  });

  it('toggles `show` on the off-canvas panel at phone width; Escape, close and navigation close it', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 });
    try {
      await page.goto(app.server.url);
      await appReady(page);
      const panel = page.locator('#offcanvas-menu');
      const toggle = page.locator('#mobile-menu-button');
      const hasShow = () => panel.evaluate((el) => el.classList.contains('show'));
      await panel.waitFor({ state: 'attached' });
      expect(await hasShow()).toBe(false);
      expect(await panel.isVisible()).toBe(false);

      await toggle.click();
      expect(await hasShow()).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      expect(await hasShow()).toBe(false);

      await toggle.click();
      await page.locator('#offcanvas-close').click();
      expect(await hasShow()).toBe(false);

      await toggle.click();
      await panel.getByRole('button', { name: 'Subjects' }).click();
      await panel.getByRole('link', { name: 'Corporate Reporting' }).click();
      await page.getByRole('heading', { level: 1, name: 'Corporate Reporting' }).waitFor();
      expect(await hasShow()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('navigates by links without reloading, and reloads on back and forward', async () => {
    const { page, close } = await openWatchedPage(app.browser);
    try {
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.goto(app.server.url);
      await page.getByRole('heading', { level: 1, name: /Pass your CA papers/ }).waitFor();
      await appReady(page);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const stillSameDocument = () => page.evaluate(() => 'sameDocument' in window);

      await page.locator('#site-header').getByRole('link', { name: 'Courses', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
      await page.locator('#site-header').getByRole('link', { name: 'Contact', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
      expect(await stillSameDocument(), 'link clicks keep the document').toBe(true);
      expect(loads).toBe(1);

      await page.goBack();
      await page.waitForFunction(() => !('sameDocument' in window));
      await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/courses');
      expect(loads).toBe(2);

      // The reloaded page is painted from the server before its code runs; until the app has taken it
      // over, nothing listens for the next popstate, so forward would stay in the document.
      await appReady(page);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.goForward();
      await page.waitForFunction(() => !('sameDocument' in window));
      await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
      expect(loads).toBe(3);
    } finally {
      await close();
    }
  });
});

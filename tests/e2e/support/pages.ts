import type { Browser, BrowserContextOptions, Page } from 'playwright-core';

export type WatchedPage = { page: Page; errors: string[]; close: () => Promise<void> };

/**
 * A new page that records console errors and uncaught exceptions, so a test
 * can assert that a screen rendered cleanly.
 */
export async function openWatchedPage(browser: Browser, viewport = { width: 1280, height: 800 }, options: Pick<BrowserContextOptions, 'bypassCSP' | 'serviceWorkers'> = {}): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  // Fail with the step that stalled, well inside the test's own timeout.
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/** Waits until the browser has delivered scroll events and React has committed. */
export function settle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

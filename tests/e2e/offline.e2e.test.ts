import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { useAppInBrowser } from './support/app';
import { openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'trial balance at noon';

/** Every address stored by the page's origin, in any cache. */
function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

describe('the service worker on a flaky connection', () => {
  const app = useAppInBrowser();

  it('caches the frame after one visit, shows the offline page without a network, and never stores a signed-in answer', async () => {
    await createVerifiedUser(app.server.services.auth, { name: 'Nadia Karim', email: 'nadia@example.com', role: 'student', password: PASSWORD });
    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 }, { serviceWorkers: 'allow' });
    try {
      await page.goto(`${app.server.url}/`);
      // Registered after load; it takes over this page when it activates (clients.claim).
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

      await signInThroughApi(page, app.server.url, 'nadia@example.com', PASSWORD);
      await page.goto(`${app.server.url}/my-enroll`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.goto(`${app.server.url}/course-filter`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();

      const cached = await cachedAddresses(page);
      expect(cached).toContain('/offline.html');
      expect(cached.some((url) => url.endsWith('.woff2'))).toBe(true);
      expect(cached.filter((url) => url.startsWith('/assets/') && url.endsWith('.js')).length).toBeGreaterThan(3);
      // No API answer at all, so none that carries a session.
      expect(cached.filter((url) => url.startsWith('/api/'))).toEqual([]);

      await page.context().setOffline(true);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      // The page asked for is still the address shown, so retrying loads it.
      expect(new URL(page.url()).pathname).toBe('/course-filter');
      await page.goto(`${app.server.url}/mentors`);
      expect(new URL(page.url()).pathname).toBe('/mentors');
      await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();

      // Trying again without a network shows the same page; when the connection
      // returns the page loads the address by itself.
      await page.evaluate(() => document.documentElement.setAttribute('data-before-retry', ''));
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.waitForFunction(() => !document.documentElement.hasAttribute('data-before-retry') && document.querySelector('h1')?.textContent === 'You are offline');
      await page.context().setOffline(false);
      await page.waitForFunction(() => document.querySelector('header a[href="/"]') !== null);
      await page.getByRole('heading', { level: 1, name: 'Mentors' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/mentors');
      // Network failures while offline are the browser's own messages; the pages themselves raised nothing.
      expect(errors.filter((e) => !/net::ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });
});

import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

export type WatchedPage = { page: Page; errors: string[]; close: () => Promise<void> };

type ContextOptions = Pick<BrowserContextOptions, 'bypassCSP' | 'serviceWorkers'>;

/**
 * Browser contexts given back by finished tests, per browser and per kind.
 * A new context costs the browser about a second of CPU, and its first page
 * compiles the app's script again; on the two shared cores the suite runs
 * on, that was a large part of every test. A context is handed on only
 * after everything a visitor could leave behind is gone: its pages, cookies,
 * storage, routes, permissions and offline state. Its HTTP cache stays, as
 * a returning visitor's would: hashed assets are immutable and every page
 * and API answer is revalidated. A context that may run a service worker is
 * never reused.
 */
const pools = new WeakMap<Browser, Map<string, BrowserContext[]>>();

function poolFor(browser: Browser, key: string): BrowserContext[] {
  let byKind = pools.get(browser);
  if (!byKind) {
    byKind = new Map();
    pools.set(browser, byKind);
  }
  let pool = byKind.get(key);
  if (!pool) {
    pool = [];
    byKind.set(key, pool);
  }
  return pool;
}

async function forgetVisitor(context: BrowserContext): Promise<void> {
  for (const page of context.pages()) {
    // Storage belongs to the origin the page is on; a blank or closed page has none.
    await page
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
    await page.close();
  }
  await context.clearCookies();
  await context.clearPermissions();
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

/**
 * A new page that records console errors and uncaught exceptions, so a test
 * can assert that a screen rendered cleanly. Service workers are blocked
 * unless asked for (`serviceWorkers: 'allow'`), so that the server answers
 * every address a test visits.
 */
export async function openWatchedPage(browser: Browser, viewport = { width: 1280, height: 800 }, options: ContextOptions = {}): Promise<WatchedPage> {
  const settings: ContextOptions = { serviceWorkers: 'block', ...options };
  const reusable = settings.serviceWorkers === 'block';
  const pool = poolFor(browser, JSON.stringify([settings.bypassCSP ?? false]));
  const context = (reusable ? pool.pop() : undefined) ?? (await browser.newContext({ viewport, ...settings }));
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  // Fail with the step that stalled, well inside the test's own timeout.
  page.setDefaultTimeout(10_000);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    page,
    errors,
    close: async () => {
      if (!reusable || !browser.isConnected()) return context.close();
      try {
        await forgetVisitor(context);
        pool.push(context);
      } catch {
        await context.close().catch(() => undefined);
      }
    },
  };
}

/** Waits until the browser has delivered scroll events and React has committed. */
export function settle(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/**
 * Waits until the app has taken the page over. A rendered page asks for its
 * code after its first paint, so `networkidle` can come before the app is
 * there; a page drawn in the browser has no boot script and is the app.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const boot = (window as { hisabBoot?: { hydrated: boolean } }).hisabBoot;
    return boot === undefined || boot.hydrated;
  });
}

import type { Page } from 'playwright-core';

/**
 * Records layout shift in every document the page loads, as Chromium scores
 * it: the largest session window (shifts under 1 s apart, at most 5 s long),
 * leaving out shifts that follow the visitor's own input. A string, so the
 * page runs it before its own scripts, exactly as written.
 */
const OBSERVER = `(() => {
  let windowValue = 0, windowStart = 0, lastShift = 0;
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (e.startTime - lastShift > 1000 || e.startTime - windowStart > 5000) { windowValue = 0; windowStart = e.startTime; }
      windowValue += e.value;
      lastShift = e.startTime;
      window.__layoutShift = Math.max(window.__layoutShift, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript({ content: OBSERVER });
}

/** The layout shift of the document shown, so far. */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __layoutShift?: number }).__layoutShift ?? 0);
}

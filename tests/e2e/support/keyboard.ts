import type { Page } from 'playwright-core';

/** What has focus: its id, and its name (aria-label, else its label's text for a form control, else its text). */
export function focused(page: Page): Promise<{ id: string; name: string }> {
  return page.evaluate(() => {
    const el = document.activeElement === document.body ? null : (document.activeElement as HTMLElement | null);
    const label = el && 'labels' in el ? (el as HTMLInputElement).labels?.[0]?.textContent : null;
    return { id: el?.id ?? '', name: (el?.getAttribute('aria-label') ?? label ?? el?.textContent ?? '').trim() };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element's name matches, so
 * that reaching a control by keyboard is part of what a journey tests; fails
 * if it is never reached.
 */
export async function tabTo(page: Page, name: RegExp | string, { back = false, max = 120 } = {}): Promise<void> {
  const matches = (n: string) => (typeof name === 'string' ? n === name : name.test(n));
  for (let i = 0; i < max; i++) {
    if (matches((await focused(page)).name)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(name)} was not reached with ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses`);
}

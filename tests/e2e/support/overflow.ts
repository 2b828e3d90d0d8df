import type { Page } from 'playwright-core';

/** The phone widths a screen must fit: a small Android phone and an iPhone. */
export const PHONE_WIDTHS = [360, 390] as const;

/**
 * Run in the page as written (a string, so no build step renames or wraps
 * its functions): the problems found, one line each.
 */
const MEASURE = String.raw`(() => {
  const root = document.documentElement;
  const view = root.clientWidth;
  const problems = [];
  if (root.scrollWidth > view) problems.push('the page is ' + root.scrollWidth + ' px wide');
  const describe = (el) => {
    const name = el.getAttribute('aria-label') || el.getAttribute('name') || el.id;
    const text = (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return '<' + el.tagName.toLowerCase() + (name ? ' "' + name + '"' : '') + '>' + (text ? ' (' + text + ')' : '');
  };
  // The nearest ancestor that clips or scrolls its content sideways, below the page itself.
  const clipper = (el) => {
    for (let p = el.parentElement; p && p !== document.body && p !== root; p = p.parentElement) {
      if (getComputedStyle(p).overflowX !== 'visible') return p;
    }
    return null;
  };
  const fits = (box) => box.right <= view + 0.5 && box.left >= -0.5;
  const reported = new Set();
  for (const el of document.body.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    // An SVG's shapes are inside its own box, which is measured itself (and clips them).
    if (el instanceof SVGElement && !(el instanceof SVGSVGElement)) continue;
    // Wholly left of the screen is the visually-hidden idiom (a form's robot trap): nothing can scroll there.
    if (box.width <= 1 || box.height <= 1 || fits(box) || box.right <= 0) continue;
    const style = getComputedStyle(el);
    if (style.visibility !== 'visible' || style.position === 'fixed') continue;
    const clip = clipper(el);
    if (clip && fits(clip.getBoundingClientRect())) continue;
    // The outermost offender only: its children overflow because it does.
    let inside = false;
    for (let p = el.parentElement; p; p = p.parentElement) if (reported.has(p)) inside = true;
    reported.add(el);
    if (!inside) problems.push(describe(el) + ' spans ' + Math.round(box.left) + ' to ' + Math.round(box.right) + ' px');
  }
  return problems;
})()`;

/**
 * What on the page is wider than the window, in one line each: the document
 * itself (its scroll width), and every visible element whose box crosses
 * the window's right or left edge. The second catches what `overflow-x:
 * hidden` on the page would hide from the first: content cut off with no
 * way to scroll to it. An element inside a box that scrolls sideways and
 * itself fits the window is reachable (the box scrolls), and one inside a
 * box that clips it on purpose (a truncated line, a closed drawer) is not a
 * layout overflow; neither is reported.
 */
export async function overflowAt(page: Page, width: number, label: string): Promise<string[]> {
  await page.setViewportSize({ width, height: 844 });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  const found = (await page.evaluate(MEASURE)) as string[];
  return found.map((problem) => `${label} at ${width} px: ${problem}`);
}

/** The overflow at each phone width, the window put back to `restore` afterwards. */
export async function overflowOnPhones(page: Page, label: string, restore = { width: 390, height: 844 }): Promise<string[]> {
  const problems: string[] = [];
  for (const width of PHONE_WIDTHS) problems.push(...(await overflowAt(page, width, label)));
  await page.setViewportSize(restore);
  return problems;
}

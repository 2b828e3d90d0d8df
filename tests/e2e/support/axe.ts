import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { overflowAt, overflowOnPhones } from './overflow';
import { appReady, settle } from './pages';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** axe-core is injected as an inline script, which the site's Content-Security-Policy rightly refuses. */
export const AXE = { bypassCSP: true };
export const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

/**
 * Runs axe-core on the page as it is, or on the elements `within` selects
 * (WCAG 2.0, 2.1 and 2.2 A and AA, target-size included, and best
 * practices) and answers each violation in one line.
 */
export async function violations(page: Page, within?: string): Promise<string[]> {
  // Once per document: parsing axe-core costs more than most of its runs.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    // Only violations are read: axe then skips describing every passing node.
    const result = await axe.run(selector ? { include: [[selector]] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  }, within ?? null);
  return found.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/**
 * Audits the screen on show at each width in turn: the window is resized
 * (the layout follows by media queries and their listeners, as when a phone
 * turns), so one visit serves both widths. Then it must fit a 360 and a
 * 390 px phone: nothing wider than the screen (the window is left at 390 px).
 */
export async function violationsAtEachWidth(page: Page, label: string): Promise<string[]> {
  const problems: string[] = [];
  for (const { name, viewport } of WIDTHS) {
    await page.setViewportSize(viewport);
    await settle(page);
    problems.push(...(await violations(page)).map((v) => `${label} (${name}): ${v}`));
  }
  problems.push(...(await overflowOnPhones(page, label, WIDTHS[0]!.viewport)));
  return problems;
}

/**
 * Audits the screen as it is now with axe at a 375 px phone's and a 1280 px
 * desktop's width, then checks nothing on it is wider than the 375 px
 * screen; the window is left at `restore`. For screens shown in one state
 * of a longer journey (a panel mid-upload, a player playing), where a new
 * visit per width would lose the state.
 */
export async function violationsAtPhoneAndDesktop(page: Page, label: string, restore = { width: 1280, height: 800 }): Promise<string[]> {
  const problems: string[] = [];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await settle(page);
    problems.push(...(await violations(page)).map((v) => `${label} at ${width} px: ${v}`));
  }
  problems.push(...(await overflowAt(page, 375, label)));
  await page.setViewportSize(restore);
  return problems;
}

/** Waits for the screen's heading and its data, then audits it at each width. */
export async function audit(page: Page, path: string): Promise<string[]> {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  await appReady(page);
  await settle(page);
  return violationsAtEachWidth(page, path);
}

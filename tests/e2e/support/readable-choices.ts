import type { Page } from 'playwright-core';

/**
 * Run in the page as written: every visible drop-down in the main content
 * whose chosen text it cannot show whole (measured in its own font, less
 * its padding and the arrow's room) and that has no line beneath writing
 * the choice out in full, on screen. One line each.
 */
const CUT_CHOICES = String.raw`(() => {
  const view = document.documentElement.clientWidth;
  const measure = document.createElement('span');
  measure.style.cssText = 'position:absolute;visibility:hidden;white-space:pre;left:0;top:0';
  document.body.append(measure);
  const problems = [];
  for (const select of document.querySelectorAll('main select')) {
    const box = select.getBoundingClientRect();
    if (box.width === 0 || getComputedStyle(select).visibility !== 'visible') continue;
    const chosen = select.selectedOptions[0] ? select.selectedOptions[0].text : '';
    if (!chosen) continue;
    const style = getComputedStyle(select);
    measure.style.font = style.font;
    measure.style.fontFamily = style.fontFamily;
    measure.style.fontSize = style.fontSize;
    measure.style.fontWeight = style.fontWeight;
    measure.textContent = chosen;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
    if (measure.getBoundingClientRect().width <= room) continue;
    const full = [...select.parentElement.querySelectorAll('[data-full-choice]')].find((el) => el.textContent === chosen);
    const shown = full && full.getBoundingClientRect();
    const whole = shown && shown.width > 0 && shown.left >= 0 && shown.right <= view + 0.5 && full.scrollWidth <= full.clientWidth + 1;
    if (!whole) problems.push('"' + (select.getAttribute('aria-label') || select.id) + '" cuts its choice "' + chosen + '" at ' + Math.round(select.clientWidth) + ' px');
  }
  measure.remove();
  return problems;
})()`;

/** The drop-downs on show that cut their chosen text with no full line beneath, labelled. */
export async function cutChoices(page: Page, label: string): Promise<string[]> {
  const found = (await page.evaluate(CUT_CHOICES)) as string[];
  return found.map((problem) => `${label} at ${page.viewportSize()?.width} px: ${problem}`);
}

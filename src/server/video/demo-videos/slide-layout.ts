import { SLIDE, TEXT } from './slide-theme';
import { capTop, fitText, wrapText, type FontWeight } from './slide-text';

/**
 * Where the text of a light slide goes, measured with the font itself:
 * shared by the slide builder (which asks whether points fit one slide) and
 * the drawing (which places them), so the two never disagree.
 */

export type Block = { lines: string[]; size: number; weight: FontWeight; lineHeight: number; /** First baseline. */ baseline: number };

/** A heading block under the kicker, and where the content below it may begin. */
export function layoutHeading(text: string, { x }: { x: number }): { block: Block; bodyTop: number } {
  const { sizes, maxLines, lineHeight } = TEXT.heading;
  const fitted = fitText(text, { sizes: [...sizes], weight: 800, maxWidth: SLIDE.width - SLIDE.margin - x, maxLines });
  const lh = fitted.size * lineHeight;
  const baseline = SLIDE.kickerBaseline + 30 + capTop(fitted.size);
  const bottom = baseline + (fitted.lines.length - 1) * lh;
  // The accent rule sits 26 px under the last baseline; the content starts 46 px below the rule.
  return { block: { lines: fitted.lines, size: fitted.size, weight: 800, lineHeight: lh, baseline }, bodyTop: bottom + 26 + 6 + 46 };
}

/** The lowest a line of content may reach: clear of the footer's rule. */
export const BODY_BOTTOM = SLIDE.footerRule - 34;

export type ListLayout = { fits: boolean; size: number; items: string[][]; lineHeight: number; gap: number; height: number };

/** Points as bullets below `top`, at the largest size where all of them fit whole. */
export function layoutList(
  points: string[],
  {
    top,
    x,
    sizes = TEXT.list.sizes,
    maxLines = TEXT.list.maxLines,
    lineHeight = TEXT.list.lineHeight,
    gap = TEXT.list.gap,
  }: { top: number; x: number; sizes?: readonly number[]; maxLines?: number; lineHeight?: number; gap?: number },
): ListLayout {
  const available = BODY_BOTTOM - top;
  let last: ListLayout | null = null;
  for (const size of sizes) {
    const wrapped = points.map((point) => wrapText(point, { size, weight: 400, maxWidth: SLIDE.width - SLIDE.margin - x, maxLines }));
    const lh = size * lineHeight;
    const height = wrapped.reduce((sum, w) => sum + w.lines.length * lh, 0) + gap * (points.length - 1);
    last = { fits: height <= available && !wrapped.some((w) => w.cut), size, items: wrapped.map((w) => w.lines), lineHeight: lh, gap, height };
    if (last.fits) return last;
  }
  return last!;
}

/** A block of text at the largest of `sizes` that fits whole between `top` and the footer. */
export function layoutText(
  text: string,
  { top, x, sizes, maxLines, lineHeight, weight }: { top: number; x: number; sizes: readonly number[]; maxLines: number; lineHeight: number; weight: FontWeight },
): Block & { fits: boolean; height: number } {
  const available = BODY_BOTTOM - top;
  let chosen: (Block & { fits: boolean; height: number }) | null = null;
  for (const size of sizes) {
    const lines = Math.max(1, Math.min(maxLines, Math.floor((available - size) / (size * lineHeight)) + 1));
    const wrapped = wrapText(text, { size, weight, maxWidth: SLIDE.width - SLIDE.margin - x, maxLines: lines });
    const lh = size * lineHeight;
    const height = (wrapped.lines.length - 1) * lh + size;
    chosen = { lines: wrapped.lines, size, weight, lineHeight: lh, baseline: top + capTop(size), fits: !wrapped.cut, height };
    if (chosen.fits) return chosen;
  }
  return chosen!;
}

import type { DeckInput, Slide } from './build-slides';
import { BODY_BOTTOM, layoutHeading, layoutList, layoutText, type Block } from './slide-layout';
import { capTop, fitText, textPath, textWidth, wrapText } from './slide-text';
import { COLOURS as C, SLIDE, TEXT } from './slide-theme';

/**
 * One slide as a 1280x720 SVG with no <text> (every word is an outline,
 * see slide-text.ts): the title slide dark in the brand's greens, the
 * others light with a kicker, a heading under an amber rule, the content,
 * and a footer with "Hisab · <paper code>" and the slide's number.
 */

const { width: W, height: H, margin: M } = SLIDE;
const RIGHT = W - M;
/** How far a key-point slide's text sits below the others' (it has one point, they have several). */
const POINT_SHIFT = 64;

function block(b: Block, fill: string, x: number): string {
  return textPath(b.lines, { x, baseline: b.baseline, size: b.size, weight: b.weight, fill, lineHeight: b.lineHeight });
}

/** The site's logo: the rounded tile with its H and amber bar, `size` px square, top-left at x, y. */
function markTile(x: number, y: number, size: number, colours: { tile: string; letter: string }): string {
  return [
    `<g transform="translate(${x} ${y}) scale(${size / 64})">`,
    `<rect width="64" height="64" rx="14" fill="${colours.tile}"/>`,
    `<path d="M18 16h8v13h12V16h8v32h-8V36H26v12h-8z" fill="${colours.letter}"/>`,
    `<path d="M40 44h10v4H40z" fill="${C.accent500}"/>`,
    '</g>',
  ].join('');
}

function footer({ code, number, count, dark }: { code: string; number: number; count: number; dark: boolean }): string {
  const text = dark ? '#ffffff' : C.muted;
  const { size } = TEXT.footer;
  return [
    `<rect x="${M}" y="${SLIDE.footerRule}" width="${W - 2 * M}" height="2" fill="${dark ? '#ffffff' : C.brand100}"${dark ? ' fill-opacity="0.16"' : ''}/>`,
    markTile(M, SLIDE.footerBaseline - 23, 30, dark ? { tile: '#ffffff', letter: C.brand900 } : { tile: C.brand700, letter: '#ffffff' }),
    textPath([`Hisab · ${code}`], { x: M + 42, baseline: SLIDE.footerBaseline, size, weight: 600, fill: text, opacity: dark ? 0.85 : undefined }),
    textPath([`${number} / ${count}`], { x: RIGHT, baseline: SLIDE.footerBaseline, size, weight: 600, fill: text, anchor: 'end', opacity: dark ? 0.85 : undefined }),
  ].join('');
}

function kicker(text: string, x: number): string {
  return textPath([text.toUpperCase()], { x, baseline: SLIDE.kickerBaseline, size: TEXT.kicker.size, weight: 800, fill: C.brand600, tracking: TEXT.kicker.tracking });
}

/** The heading of a light slide with its amber rule; answers where the content may start. */
function heading(text: string, x: number): { svg: string; bodyTop: number } {
  const { block: b, bodyTop } = layoutHeading(text, { x });
  const ruleY = b.baseline + (b.lines.length - 1) * b.lineHeight + 26;
  return { svg: block(b, C.ink, x) + `<rect x="${x}" y="${ruleY}" width="72" height="6" rx="3" fill="${C.accent500}"/>`, bodyTop };
}

function lightBackground(): string {
  return [
    `<rect width="${W}" height="${H}" fill="${C.paper}"/>`,
    `<defs><linearGradient id="band" x1="0" x2="1"><stop offset="0" stop-color="${C.brand700}"/><stop offset="0.7" stop-color="${C.brand500}"/><stop offset="1" stop-color="${C.accent500}"/></linearGradient></defs>`,
    `<rect width="${W}" height="10" fill="url(#band)"/>`,
  ].join('');
}

function titleSlide(input: DeckInput): string {
  const levelLine = textPath([input.paper.level.toUpperCase()], { x: RIGHT, baseline: 98, size: 20, weight: 800, fill: C.accent300, anchor: 'end', tracking: 0.14 });
  const chipText = input.paper.code;
  const chipWidth = Math.max(64, textWidth(chipText, 24, 800) + 36);
  const chipY = 196;
  const paperName = wrapText(input.paper.name, { size: 26, weight: 600, maxWidth: RIGHT - (M + chipWidth + 20), maxLines: 1 }).lines;
  const title = fitText(input.lessonTitle, { sizes: [64, 58, 52, 46], weight: 800, maxWidth: W - 2 * M - 40, maxLines: 3 });
  const titleLh = title.size * 1.14;
  const titleBaseline = chipY + 44 + 64 + capTop(title.size);
  const titleBottom = titleBaseline + (title.lines.length - 1) * titleLh;
  const course = wrapText(input.courseTitle, { size: 28, weight: 400, maxWidth: W - 2 * M - 80, maxLines: 2 });
  return [
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.brand950}"/><stop offset="0.55" stop-color="${C.brand900}"/><stop offset="1" stop-color="${C.brand700}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.92" cy="0.08" r="0.7"><stop offset="0" stop-color="${C.accent500}" stop-opacity="0.22"/><stop offset="1" stop-color="${C.accent500}" stop-opacity="0"/></radialGradient>`,
    '<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#ffffff" stroke-opacity="0.045"/></pattern>',
    '</defs>',
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#grid)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#glow)"/>`,
    textPath([input.paper.code], { x: W - 40, baseline: 600, size: 280, weight: 800, fill: '#ffffff', anchor: 'end', opacity: 0.045 }),
    markTile(M, 58, 52, { tile: '#ffffff', letter: C.brand900 }),
    textPath(['Hisab'], { x: M + 68, baseline: 98, size: 34, weight: 800, fill: '#ffffff' }),
    levelLine,
    `<rect x="${M}" y="${chipY}" width="${chipWidth}" height="44" rx="10" fill="${C.accent500}"/>`,
    textPath([chipText], { x: M + chipWidth / 2, baseline: chipY + 31, size: 24, weight: 800, fill: C.brand950, anchor: 'middle' }),
    textPath(paperName, { x: M + chipWidth + 20, baseline: chipY + 31, size: 26, weight: 600, fill: '#ffffff', opacity: 0.9 }),
    textPath(title.lines, { x: M, baseline: titleBaseline, size: title.size, weight: 800, fill: '#ffffff', lineHeight: titleLh }),
    textPath(course.lines, { x: M, baseline: titleBottom + 30 + capTop(28) + 8, size: 28, weight: 400, fill: C.brand200, lineHeight: 38 }),
  ].join('');
}

function pointSlide(slide: Extract<Slide, { kind: 'point' }>): string {
  const x = SLIDE.column;
  const number = String(slide.number).padStart(2, '0');
  const numberSize = 132;
  const parts = [
    textPath([number], { x: x - 40, baseline: SLIDE.kickerBaseline + 30 + capTop(numberSize), size: numberSize, weight: 800, fill: C.brand100, anchor: 'end' }),
    kicker(`Key point ${slide.number} of ${slide.of}`, x),
  ];
  let bottom: number;
  if (slide.heading) {
    const h = heading(slide.heading, x);
    const { sizes, maxLines, lineHeight } = TEXT.pointBody;
    const body = layoutText(slide.text, { top: h.bodyTop, x, sizes, maxLines, lineHeight, weight: 400 });
    parts.push(h.svg, block(body, C.ink, x));
    bottom = h.bodyTop + body.height;
  } else {
    // No label: the point itself is the slide, larger and beside an amber bar.
    const { sizes, maxLines, lineHeight } = TEXT.point;
    const top = SLIDE.kickerBaseline + 52;
    const indent = 34;
    const body = layoutText(slide.text, { top, x: x + indent, sizes, maxLines, lineHeight, weight: 600 });
    parts.push(`<rect x="${x}" y="${top - 6}" width="6" height="${body.height + 16}" rx="3" fill="${C.accent500}"/>`, block(body, C.ink, x + indent));
    bottom = Math.max(top + body.height, SLIDE.kickerBaseline + 30 + numberSize * 0.73);
  }
  // One point leaves room below: the group moves down towards the middle, by the same amount on every slide
  // whose point allows it, so that the heading does not jump from one slide to the next.
  const shift = Math.max(0, Math.min(POINT_SHIFT, Math.floor((BODY_BOTTOM - bottom) / 2)));
  return lightBackground() + `<g transform="translate(0 ${shift})">${parts.join('')}</g>`;
}

function bulletList(
  points: string[],
  {
    top,
    x,
    marker,
    sizes,
    maxLines,
    lineHeight,
    gap,
  }: { top: number; x: number; marker: (cx: number, cy: number, size: number) => string; sizes: readonly number[]; maxLines: number; lineHeight: number; gap: number },
): string {
  const indent = SLIDE.bulletIndent;
  const list = layoutList(points, { top, x: x + indent, sizes, maxLines, lineHeight, gap });
  let y = top;
  const parts: string[] = [];
  for (const lines of list.items) {
    const baseline = y + capTop(list.size);
    parts.push(marker(x + 10, baseline - capTop(list.size) / 2, list.size));
    parts.push(textPath(lines, { x: x + indent, baseline, size: list.size, weight: 400, fill: C.ink, lineHeight: list.lineHeight }));
    y += lines.length * list.lineHeight + list.gap;
  }
  return parts.join('');
}

function listSlide(slide: Extract<Slide, { kind: 'list' }>): string {
  const h = heading(slide.heading, M);
  const { sizes, maxLines, lineHeight, gap } = TEXT.list;
  const square = (cx: number, cy: number) => `<rect x="${cx - 7}" y="${cy - 7}" width="14" height="14" rx="3" fill="${C.accent500}"/>`;
  return [lightBackground(), kicker(slide.kicker, M), h.svg, bulletList(slide.points, { top: h.bodyTop, x: M, marker: square, sizes, maxLines, lineHeight, gap })].join('');
}

function summarySlide(slide: Extract<Slide, { kind: 'summary' }>): string {
  const h = heading(slide.heading, M);
  const { sizes, lineHeight, gap } = TEXT.summary;
  const fitsTwoLines = layoutList(slide.points, { top: h.bodyTop, x: M + SLIDE.bulletIndent, sizes, maxLines: TEXT.summary.maxLines, lineHeight, gap }).fits;
  const tick = (cx: number, cy: number) =>
    `<circle cx="${cx + 2}" cy="${cy}" r="14" fill="${C.brand600}"/><path d="M${cx - 4} ${cy}l4.5 4.5 8-9" fill="none" stroke="#ffffff" stroke-width="3.2" stroke-linecap="round" stroke-linejoin="round"/>`;
  return [
    lightBackground(),
    kicker('Summary', M),
    h.svg,
    bulletList(slide.points, { top: h.bodyTop, x: M, marker: tick, sizes, maxLines: fitsTwoLines ? TEXT.summary.maxLines : 1, lineHeight, gap }),
  ].join('');
}

/** The slide's picture as SVG; `number` counts from 1. */
export function drawSlide(slide: Slide, input: DeckInput, { number, count }: { number: number; count: number }): string {
  const body = slide.kind === 'title' ? titleSlide(input) : slide.kind === 'point' ? pointSlide(slide) : slide.kind === 'list' ? listSlide(slide) : summarySlide(slide);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    body,
    footer({ code: input.paper.code, number, count, dark: slide.kind === 'title' }),
    '</svg>',
  ].join('');
}

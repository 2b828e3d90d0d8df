import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../paths';

/**
 * Text on the demo lecture slides, drawn as outlines rather than as SVG
 * <text>. The slides become pictures on the server (sharp renders the SVG
 * with librsvg), and librsvg finds fonts through fontconfig: on a bare
 * machine (a container, a fresh VPS) there may be no font at all, and text
 * would come out as boxes or nothing. No package in `dependencies` ships a
 * TTF or OTF file (Inter comes as WOFF2 only, which neither librsvg nor
 * ffmpeg's drawtext can be relied on to read), so the outlines of Inter, the
 * site's own font, are kept in slide-font.json (made by `npm run
 * font:slides`) and each line of text becomes one <path>: the pictures look
 * the same on every machine and need no font installed. The same data
 * measures text, so lines wrap at the real width of the words.
 */

export type FontWeight = 400 | 600 | 800;

type WeightData = { glyphs: Record<string, [advance: number, path: string]>; kerning: Record<string, number> };
type FontData = { unitsPerEm: number; ascender: number; descender: number; weights: Record<`${FontWeight}`, WeightData> };

export const SLIDE_FONT_FILE = path.join(PROJECT_ROOT, 'src/server/video/demo-videos/slide-font.json');

let loaded: FontData | undefined;

/** Read once, when the first slide is drawn: the server never loads it unless it makes a demo video. */
function fontData(): FontData {
  return (loaded ??= JSON.parse(readFileSync(SLIDE_FONT_FILE, 'utf8')) as FontData);
}

/** Signs with no glyph in the font, spelt the way the notes would. */
const SUBSTITUTES: Record<string, string> = { '৳': 'Tk ', '\t': ' ', '\u200b': '', '\u00ad': '' };

/**
 * The text as the font can draw it: each character with a glyph is kept;
 * others are spelt out (৳), lose their accents (ą to a), or become "?".
 * Bengali and other scripts are outside the font; the notes are English.
 */
export function drawableText(text: string, weight: FontWeight = 400): string {
  const { glyphs } = fontData().weights[weight];
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (glyphs[ch]) out += ch;
    else if (ch in SUBSTITUTES) out += SUBSTITUTES[ch];
    else if (/\s/.test(ch)) out += ' ';
    else {
      const base = [...ch.normalize('NFKD')].filter((part) => glyphs[part]).join('');
      out += base || '?';
    }
  }
  return out;
}

/** Width of one line in pixels at `size`, with kerning and `tracking` (extra space after each character, in ems). */
export function textWidth(text: string, size: number, weight: FontWeight, tracking = 0): number {
  const data = fontData();
  const { glyphs, kerning } = data.weights[weight];
  const chars = [...drawableText(text, weight)];
  let units = 0;
  chars.forEach((ch, i) => {
    units += glyphs[ch]![0] + tracking * data.unitsPerEm;
    const next = chars[i + 1];
    if (next) units += kerning[ch + next] ?? 0;
  });
  return (units * size) / data.unitsPerEm;
}

/** Cuts a line so that it and a trailing "…" fit `maxWidth`, at a word boundary when one is near. */
function withEllipsis(line: string, maxWidth: number, size: number, weight: FontWeight): string {
  let cut = line.trimEnd();
  while (cut.length > 1 && textWidth(`${cut}…`, size, weight) > maxWidth) {
    const space = cut.lastIndexOf(' ');
    cut = space > cut.length * 0.6 ? cut.slice(0, space) : cut.slice(0, -1);
    cut = cut.replace(/[\s,:;.–—-]+$/, '');
  }
  return `${cut}…`;
}

export type Wrapped = { lines: string[]; /** Whether words were left out (the last line ends in "…"). */ cut: boolean };

/**
 * Greedy word wrap at the real width of the words: at most `maxLines`
 * lines no wider than `maxWidth`. A word longer than a line is broken;
 * text that does not fit ends in "…".
 */
export function wrapText(text: string, { size, weight, maxWidth, maxLines }: { size: number; weight: FontWeight; maxWidth: number; maxLines: number }): Wrapped {
  const words = drawableText(text, weight).trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let index = 0;
  for (; index < words.length; index += 1) {
    let word = words[index]!;
    const candidate = current ? `${current} ${word}` : word;
    if (textWidth(candidate, size, weight) <= maxWidth) {
      current = candidate;
      continue;
    }
    if (current) {
      lines.push(current);
      current = '';
      if (lines.length === maxLines) break;
    }
    // A word wider than the whole line (a long URL, say) is broken where it must be.
    while (textWidth(word, size, weight) > maxWidth) {
      let fit = word.length - 1;
      while (fit > 1 && textWidth(word.slice(0, fit), size, weight) > maxWidth) fit -= 1;
      lines.push(word.slice(0, fit));
      word = word.slice(fit);
      if (lines.length === maxLines) break;
    }
    if (lines.length === maxLines) {
      words[index] = word;
      break;
    }
    current = word;
  }
  if (current && lines.length < maxLines) lines.push(current);
  const cut = index < words.length;
  if (cut && lines.length > 0) {
    const rest = [lines.at(-1)!, ...words.slice(index)].join(' ');
    lines[lines.length - 1] = withEllipsis(rest, maxWidth, size, weight);
  }
  return { lines, cut };
}

/**
 * The largest of `sizes` (largest first) at which the text fits `maxLines`
 * whole; the smallest, cut, otherwise.
 */
export function fitText(text: string, { sizes, weight, maxWidth, maxLines }: { sizes: number[]; weight: FontWeight; maxWidth: number; maxLines: number }): Wrapped & { size: number } {
  for (const size of sizes) {
    const wrapped = wrapText(text, { size, weight, maxWidth, maxLines });
    if (!wrapped.cut) return { ...wrapped, size };
  }
  const size = sizes.at(-1)!;
  return { ...wrapText(text, { size, weight, maxWidth, maxLines }), size };
}

function round(n: number): string {
  return String(Math.round(n * 100) / 100);
}

/**
 * One glyph's outline moved to (x, baseline) and scaled: the font's units
 * have y pointing up, the picture's down. The outlines use absolute
 * M, L, Q, C and Z commands only (as HarfBuzz writes them).
 */
function placeGlyph(d: string, x: number, baseline: number, scale: number): string {
  return d.replace(/([MLQC])([^MLQCZ]*)/g, (_, command: string, numbers: string) => {
    const values = numbers
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const points: string[] = [];
    for (let i = 0; i + 1 < values.length; i += 2) points.push(`${round(x + values[i]! * scale)},${round(baseline - values[i + 1]! * scale)}`);
    return `${command}${points.join(' ')}`;
  });
}

export type TextLinesOptions = {
  x: number;
  /** The first line's baseline. */
  baseline: number;
  size: number;
  weight: FontWeight;
  fill: string;
  lineHeight?: number;
  anchor?: 'start' | 'middle' | 'end';
  /** Extra space after each character, in ems (for spaced capitals). */
  tracking?: number;
  opacity?: number;
};

/** Lines of text as one filled <path> (see the top of this file for why not <text>). */
export function textPath(lines: string[], { x, baseline, size, weight, fill, lineHeight = size * 1.25, anchor = 'start', tracking = 0, opacity }: TextLinesOptions): string {
  const data = fontData();
  const { glyphs, kerning } = data.weights[weight];
  const scale = size / data.unitsPerEm;
  let d = '';
  lines.forEach((line, row) => {
    const chars = [...drawableText(line, weight)];
    const width = textWidth(line, size, weight, tracking);
    let pen = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
    const y = baseline + row * lineHeight;
    chars.forEach((ch, i) => {
      const [advance, outline] = glyphs[ch]!;
      if (outline) d += placeGlyph(outline, pen, y, scale);
      const next = chars[i + 1];
      pen += (advance + (next ? (kerning[ch + next] ?? 0) : 0)) * scale + tracking * size;
    });
  });
  if (!d) return '';
  return `<path d="${d}" fill="${fill}"${opacity === undefined ? '' : ` fill-opacity="${opacity}"`}/>`;
}

/** The font's ascender as a share of the size: where a line's top sits above its baseline. */
export function capTop(size: number): number {
  return size * 0.727;
}

/**
 * Text helpers for the generated SVGs. An SVG has no automatic line
 * breaking, so titles are wrapped here with an estimate of how wide each
 * character is in a sans-serif face (Inter, Segoe UI, Roboto, Helvetica and
 * Arial are all close enough for the estimate to keep text inside the frame).
 */

/** The font stack of every generated image: an SVG shown through <img> cannot use the page's web font. */
export const FONT_STACK = "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Safe in both text content and attribute values. Control characters XML forbids are dropped. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}

const NARROW = new Set([...'iljtfrI.,:;!|\'"()[] -']);
const WIDE = new Set([...'mwMW@%&']);

/** Approximate advance of one character, in ems, for a bold sans-serif face. */
function charWidthEm(ch: string): number {
  if (NARROW.has(ch)) return 0.32;
  if (WIDE.has(ch)) return 0.86;
  if (/[A-Z]/.test(ch)) return 0.7;
  if (/[0-9]/.test(ch)) return 0.6;
  return 0.57;
}

export function estimateTextWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const ch of text) ems += charWidthEm(ch);
  return ems * fontSize;
}

/** Cuts a line to fit `maxWidth` with an ellipsis, at a word boundary when there is one. */
function withEllipsis(line: string, maxWidth: number, fontSize: number): string {
  let cut = line;
  while (cut.length > 1 && estimateTextWidth(`${cut}…`, fontSize) > maxWidth) {
    const space = cut.lastIndexOf(' ');
    cut = space > cut.length / 2 ? cut.slice(0, space) : cut.slice(0, -1);
  }
  return `${cut.replace(/[\s,:;.-]+$/, '')}…`;
}

/**
 * Greedy word wrap into at most `maxLines` lines no wider than `maxWidth`.
 * A word longer than a line is cut; text that does not fit ends in "…".
 */
export function wrapText({ text, maxWidth, fontSize, maxLines }: { text: string; maxWidth: number; fontSize: number; maxLines: number }): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  let used = 0;
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (!current || estimateTextWidth(candidate, fontSize) <= maxWidth) {
      current = candidate;
      used += 1;
      continue;
    }
    lines.push(current);
    current = '';
    if (lines.length === maxLines) break;
    current = word;
    used += 1;
  }
  if (current) lines.push(current);
  const fitted = lines.map((line) => (estimateTextWidth(line, fontSize) > maxWidth ? withEllipsis(line, maxWidth, fontSize) : line));
  if (used < words.length && fitted.length > 0) {
    const last = fitted.length - 1;
    fitted[last] = withEllipsis([lines[last]!, ...words.slice(used)].join(' '), maxWidth, fontSize);
  }
  return fitted;
}

/**
 * The largest of `sizes` (largest first) at which the text fits in
 * `maxLines` without an ellipsis; the smallest size otherwise.
 */
export function fitText({ text, maxWidth, sizes, maxLines }: { text: string; maxWidth: number; sizes: number[]; maxLines: number }): { fontSize: number; lines: string[] } {
  for (const fontSize of sizes) {
    const lines = wrapText({ text, maxWidth, fontSize, maxLines });
    if (!lines.some((line) => line.endsWith('…'))) return { fontSize, lines };
  }
  const fontSize = sizes.at(-1)!;
  return { fontSize, lines: wrapText({ text, maxWidth, fontSize, maxLines }) };
}

/** Up to two initials: first and last word ("Farhana Rahman" -> "FR"). */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  if (words.length === 0) return '?';
  const first = [...words[0]!][0]!;
  const last = words.length > 1 ? [...words.at(-1)!][0]! : '';
  return (first + last).toUpperCase();
}

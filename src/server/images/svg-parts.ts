import { escapeXml, FONT_STACK } from './svg-text';

/** The root element: fixed width, height and viewBox, an accessible name, and one font stack for all text. */
export function svgDocument({ width, height, label, body }: { width: number; height: number; label: string; body: string }): string {
  const name = escapeXml(label);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${name}" font-family="${escapeXml(FONT_STACK)}">`,
    `<title>${name}</title>`,
    // Shapes may run past the edges; the clip keeps them out when the picture is letterboxed.
    `<clipPath id="frame"><rect width="${width}" height="${height}"/></clipPath>`,
    `<g clip-path="url(#frame)">${body}</g>`,
    '</svg>',
  ].join('');
}

/** Text lines at a fixed line height; `lines` are plain text and escaped here. */
export function textLines({ lines, x, firstBaseline, lineHeight, attributes }: { lines: string[]; x: number; firstBaseline: number; lineHeight: number; attributes: string }): string {
  return lines.map((line, i) => `<text x="${x}" y="${round(firstBaseline + i * lineHeight)}" ${attributes}>${escapeXml(line)}</text>`).join('');
}

/** The Hisab mark (the site logo's rounded square with the H) and word, `size` px tall, top-left at x, y. */
export function hisabMark({ x, y, size, colours, word = 'Hisab' }: { x: number; y: number; size: number; colours: { tile: string; letter: string; word: string }; word?: string }): string {
  const scale = size / 64;
  return [
    `<g transform="translate(${x} ${y}) scale(${round(scale)})">`,
    `<rect width="64" height="64" rx="14" fill="${colours.tile}"/>`,
    `<path d="M18 16h8v13h12V16h8v32h-8V36H26v12h-8z" fill="${colours.letter}"/>`,
    '<path d="M40 44h10v4H40z" fill="#f5b53d"/>',
    '</g>',
    `<text x="${round(x + size + size * 0.35)}" y="${round(y + size * 0.74)}" font-size="${round(size * 0.68)}" font-weight="800" fill="${colours.word}" letter-spacing="-0.2">${escapeXml(word)}</text>`,
  ].join('');
}

export function round(n: number): number {
  return Math.round(n * 100) / 100;
}

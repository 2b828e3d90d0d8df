/**
 * Writes the glyph outlines the demo lecture slides are drawn with
 * (src/server/video/demo-videos/slide-font.json): Inter, the site's font,
 * from @fontsource-variable/inter, at the weights the slides use, as SVG
 * path data with advances and kerning. The slides are rendered to pictures
 * on the server, and text drawn as paths needs no font installed on the
 * machine (see demo-videos/slide-text.ts). The result is committed, so the
 * server needs no font tool; run `npm run font:slides` after upgrading the
 * font package or adding a character.
 */
import fs from 'node:fs';
import path from 'node:path';
// harfbuzzjs comes with subset-font (a dev dependency), which also turns the WOFF2 into a font HarfBuzz reads.
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { PROJECT_ROOT } from '../src/server/paths';

const SOURCE = path.join(PROJECT_ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
export const SLIDE_FONT = path.join(PROJECT_ROOT, 'src/server/video/demo-videos/slide-font.json');
/** Body text, labels, headings. */
const WEIGHTS = [400, 600, 800] as const;

function range(from: number, to: number): string {
  let text = '';
  for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

/** Printable ASCII, Latin-1 and the typographic signs of the lesson notes. */
const CHARACTERS = [...new Set(range(0x20, 0x7e) + range(0xa0, 0xff) + '–—‘’“”…•−→←↑↓≈≤≥≠±∞✓€™')];
/** Kerning pairs are kept among these (the letters, digits and punctuation of English text). */
const KERNED = new Set(range(0x20, 0x7e) + '‘’“”');

/** One weight: each character's advance and outline (font units, y up), and the pairs kerning moves. */
type Weight = { glyphs: Record<string, [number, string]>; kerning: Record<string, number> };

function compactPath(d: string): string {
  // Whole font units are finer than a pixel at any size the slides use.
  return d.replace(/-?\d+(\.\d+)?/g, (n) => String(Math.round(Number(n))));
}

async function main(): Promise<void> {
  // All the characters and every weight kept: only the format changes.
  const ttf = await subsetFont(fs.readFileSync(SOURCE), CHARACTERS.join(''), { targetFormat: 'sfnt' });
  const face = new hb.Face(new hb.Blob(ttf));
  const font = new hb.Font(face);
  const extents = font.hExtents();
  const weights: Record<string, Weight> = {};
  const shapeWidth = (text: string) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    return buffer.getGlyphPositions().reduce((sum, p) => sum + p.xAdvance, 0);
  };
  for (const weight of WEIGHTS) {
    font.setVariations([new hb.Variation('wght', weight)]);
    const glyphs: Weight['glyphs'] = {};
    for (const ch of CHARACTERS) {
      const id = font.nominalGlyph(ch.codePointAt(0)!);
      if (id === undefined) continue;
      glyphs[ch] = [font.glyphHAdvance(id), compactPath(font.glyphToPath(id))];
    }
    const kerning: Weight['kerning'] = {};
    for (const a of KERNED)
      for (const b of KERNED) {
        const kern = shapeWidth(a + b) - glyphs[a]![0] - glyphs[b]![0];
        if (kern !== 0) kerning[a + b] = kern;
      }
    weights[weight] = { glyphs, kerning };
  }
  const data = { source: '@fontsource-variable/inter (Inter, SIL Open Font License 1.1)', unitsPerEm: face.upem, ascender: extents.ascender, descender: extents.descender, weights };
  fs.writeFileSync(SLIDE_FONT, `${JSON.stringify(data)}\n`);
  console.log(`${path.relative(PROJECT_ROOT, SLIDE_FONT)}: ${fs.statSync(SLIDE_FONT).size} bytes`);
}

await main();

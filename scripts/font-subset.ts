/**
 * Writes the site's Inter: the Latin variable font from @fontsource-variable/inter
 * cut to the characters the site shows (ASCII, Latin-1 for names, the
 * punctuation and signs used in copy and exam questions) and to weights
 * 400-900, keeping only the layout features the text uses. About 22 kB
 * instead of 48 kB, so the first view's font stays under 30 kB. The result
 * is committed (src/web/fonts), so building the site needs no font tool; run
 * `npm run font:subset` after upgrading the font package or adding a character.
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { PROJECT_ROOT } from '../src/server/paths';

const SOURCE = path.join(PROJECT_ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
export const SUBSET_FONT = path.join(PROJECT_ROOT, 'src/web/fonts/inter-subset.woff2');

function range(from: number, to: number): string {
  let text = '';
  for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  return text;
}

/** Printable ASCII, Latin-1 and the typographic signs in the site's copy and questions. */
export const SUBSET_TEXT = range(0x20, 0x7e) + range(0xa0, 0xff) + '–—‘’“”‚„…•−→←↑↓≈≤≥≠±∞✓€™ƒ';

async function main(): Promise<void> {
  const font = await subsetFont(fs.readFileSync(SOURCE), SUBSET_TEXT, {
    targetFormat: 'woff2',
    keepFeatures: ['kern', 'liga', 'calt', 'tnum', 'case'],
    variationAxes: { wght: { min: 400, max: 800, default: 400 } },
  });
  fs.mkdirSync(path.dirname(SUBSET_FONT), { recursive: true });
  fs.writeFileSync(SUBSET_FONT, font);
  console.log(`${path.relative(PROJECT_ROOT, SUBSET_FONT)}: ${font.length} bytes`);
}

await main();

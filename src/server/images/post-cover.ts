import { IMAGE_SIZES } from '../../contracts/images';
import { categoryPalette, hashString, type Palette } from './palettes';
import { hisabMark, round, svgDocument, textLines } from './svg-parts';
import { escapeXml, estimateTextWidth, fitText, wrapText } from './svg-text';

export type PostCoverInput = { slug: string; title: string; category: string; subjectName: string | null };

const PAD = 48;

/** A drawing on the right that hints at the category; unknown categories get one by their name. */
function motif({ category, p, width, height }: { category: string; p: Palette; width: number; height: number }): string {
  const x = width - 140;
  const y = height / 2 - 10;
  const line = (weight: number) => `fill="none" stroke="${p.accent}" stroke-opacity="0.35" stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round"`;
  const stroke = line(6);
  const kinds = ['Exam technique', 'Study planning', 'Financial reporting', 'Tax updates', 'Audit practice', 'Careers'];
  const kind = kinds.includes(category) ? category : kinds[hashString(category) % kinds.length];
  switch (kind) {
    case 'Exam technique': // a clock
      return `<circle cx="${x}" cy="${y}" r="86" ${stroke}/><path d="M${x} ${y - 52}V${y}l36 24" ${stroke}/>`;
    case 'Study planning': {
      // a calendar page with ticked days
      const cells = Array.from({ length: 12 }, (_, i) => {
        const cx = x - 66 + (i % 4) * 44;
        const cy = y - 22 + Math.floor(i / 4) * 38;
        return i < 7 ? `<path d="M${cx - 9} ${cy}l7 7 13-14" ${line(5)}/>` : `<circle cx="${cx}" cy="${cy}" r="5" fill="${p.accent}" fill-opacity="0.35"/>`;
      }).join('');
      return `<rect x="${x - 96}" y="${y - 86}" width="192" height="176" rx="18" ${stroke}/><path d="M${x - 96} ${y - 48}h192M${x - 50} ${y - 104}v36M${x + 50} ${y - 104}v36" ${stroke}/>${cells}`;
    }
    case 'Financial reporting': // a statement with a column of figures
      return `<rect x="${x - 80}" y="${y - 100}" width="160" height="200" rx="14" ${stroke}/>${[0, 1, 2, 3, 4]
        .map((i) => `<path d="M${x - 52} ${y - 60 + i * 30}h${i === 4 ? 104 : 60}" ${line(i === 4 ? 7 : 5)}/>`)
        .join('')}`;
    case 'Tax updates': // a percent sign
      return `<path d="M${x + 70} ${y - 80}L${x - 70} ${y + 80}" ${stroke}/><circle cx="${x - 48}" cy="${y - 50}" r="24" ${stroke}/><circle cx="${x + 48}" cy="${y + 50}" r="24" ${stroke}/>`;
    case 'Audit practice': // a ticked checklist
      return [0, 1, 2].map((i) => `<path d="M${x - 80} ${y - 58 + i * 58}l14 14 26-28" ${stroke}/><path d="M${x - 20} ${y - 58 + i * 58}h96" ${stroke}/>`).join('');
    default: // a rising line
      return `<path d="M${x - 100} ${y + 80}l60-50 40 24 90-96" ${stroke}/><path d="M${x + 50} ${y - 122}h40v40" ${stroke}/>`;
  }
}

/** An 800x420 blog cover: category colours and drawing, the category, the title, and the paper if there is one. */
export function buildPostCover(input: PostCoverInput): string {
  const { width, height } = IMAGE_SIZES.post;
  const p = categoryPalette(input.category);
  const category = input.category.toUpperCase();
  const chipWidth = round(estimateTextWidth(category, 13) * 1.08 + 32);
  const title = fitText({ text: input.title, maxWidth: 520, sizes: [44, 40, 36, 32], maxLines: 3 });
  const lineHeight = round(title.fontSize * 1.18);
  const blockHeight = lineHeight * (title.lines.length - 1) + title.fontSize;
  const top = 104 + (220 - blockHeight) / 2;
  const paper = input.subjectName ? (wrapText({ text: input.subjectName, maxWidth: 330, fontSize: 15, maxLines: 1 })[0] ?? '') : '';

  const body = [
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.82" cy="0.45" r="0.55"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.28"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`,
    '<pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.4" fill="#fff" fill-opacity="0.08"/></pattern>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#dots)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    motif({ category: input.category, p, width, height }),
    `<rect x="${PAD}" y="44" width="${chipWidth}" height="32" rx="16" fill="#fff" fill-opacity="0.14" stroke="#fff" stroke-opacity="0.3"/>`,
    `<text x="${round(PAD + chipWidth / 2)}" y="65" text-anchor="middle" font-size="13" font-weight="700" fill="#fff" letter-spacing="1.4">${escapeXml(category)}</text>`,
    textLines({
      lines: title.lines,
      x: PAD,
      firstBaseline: round(top + title.fontSize * 0.82),
      lineHeight,
      attributes: `font-size="${title.fontSize}" font-weight="800" fill="#fff" letter-spacing="-0.6"`,
    }),
    hisabMark({ x: PAD, y: height - 70, size: 28, colours: { tile: '#fff', letter: p.from, word: '#fff' }, word: 'Hisab blog' }),
    paper ? `<text x="${width - PAD}" y="${height - 49}" text-anchor="end" font-size="15" font-weight="600" fill="${p.accent}">${escapeXml(paper)}</text>` : '',
  ].join('');
  return svgDocument({ width, height, label: input.title, body });
}

import { IMAGE_SIZES } from '../../contracts/images';
import { COURSE_COVER_THEMES, type CourseCoverTheme } from '../../contracts/course-cover-themes';
import { LEVEL_LABELS, type Level } from '../../contracts/subjects';
import { hashString, paperPalette, type Palette } from './palettes';
import { paperCode } from './paper-codes';
import { hisabMark, round, svgDocument, textLines } from './svg-parts';
import { escapeXml, estimateTextWidth, fitText, wrapText } from './svg-text';

export type CourseCoverInput = {
  slug: string;
  title: string;
  subject: { slug: string; name: string; level: Level; position: number };
  /** Chosen in the studio; null (or `paper`) keeps the paper's colours. */
  theme?: string | null;
};

/** The cover's colours: the chosen theme's, or the paper's gradient. */
function coverPalette(input: CourseCoverInput): Palette {
  const chosen = input.theme && input.theme !== 'paper' && Object.hasOwn(COURSE_COVER_THEMES, input.theme) ? COURSE_COVER_THEMES[input.theme as CourseCoverTheme] : undefined;
  if (chosen) return { from: chosen.from, to: chosen.to, accent: chosen.accent, ink: chosen.ink };
  return paperPalette(input.subject.level, input.subject.position);
}

const PAD = 40;
const CHIP_Y = 62;

/** Four quiet motifs from accounting work; the course's slug picks one, so two courses of a paper differ. */
function motif({ variant, p, width, height }: { variant: number; p: Palette; width: number; height: number }): string {
  switch (variant) {
    case 0: // concentric rings, top right
      return [150, 210, 270].map((r) => `<circle cx="${width - 30}" cy="30" r="${r}" fill="none" stroke="#fff" stroke-opacity="0.09" stroke-width="2"/>`).join('');
    case 1: {
      // a ledger: ruled lines and a margin rule on the right half
      const rules = Array.from({ length: 9 }, (_, i) => `<line x1="${width / 2}" y1="${34 + i * 34}" x2="${width}" y2="${34 + i * 34}" stroke="#fff" stroke-opacity="0.08"/>`).join('');
      return `${rules}<line x1="${width - 120}" y1="0" x2="${width - 120}" y2="${height}" stroke="${p.accent}" stroke-opacity="0.25" stroke-width="2"/>`;
    }
    case 2: {
      // a rising bar chart, bottom right
      const bars = [70, 110, 95, 150, 190]
        .map((h, i) => `<rect x="${width - 250 + i * 46}" y="${height - h}" width="30" height="${h}" rx="6" fill="#fff" fill-opacity="${round(0.05 + i * 0.015)}"/>`)
        .join('');
      return bars;
    }
    default: {
      // diagonal bands
      return [0, 1, 2]
        .map((i) => `<rect x="${width - 210 + i * 56}" y="-60" width="26" height="${height + 160}" transform="rotate(28 ${width - 200} ${height / 2})" fill="#fff" fill-opacity="0.06"/>`)
        .join('');
    }
  }
}

/** A 640x360 course cover: the paper's colours and short name, the course title, the Hisab mark. */
export function buildCourseCover(input: CourseCoverInput): string {
  const { width, height } = IMAGE_SIZES.course;
  const p = coverPalette(input);
  const code = paperCode(input.subject.slug, input.subject.name);
  const variant = hashString(input.slug) % 4;

  const chipWidth = round(estimateTextWidth(code, 15) + 24);
  const paperName = wrapText({ text: input.subject.name, maxWidth: width - PAD * 2 - chipWidth - 14, fontSize: 14, maxLines: 1 })[0] ?? '';
  const title = fitText({ text: input.title, maxWidth: width - PAD * 2, sizes: [36, 32, 29, 26], maxLines: 3 });
  const lineHeight = round(title.fontSize * 1.2);
  const blockHeight = lineHeight * (title.lines.length - 1) + title.fontSize;
  // The top-left corner stays clear for badges that cards lay over the cover
  // ("Free", "On sale"); the title is centred between the paper line and the footer.
  const top = 112 + (178 - blockHeight) / 2;

  const body = [
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    `<radialGradient id="glow" cx="0.88" cy="0.1" r="0.75"><stop offset="0" stop-color="${p.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`,
    '<pattern id="grid" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M24 0H0V24" fill="none" stroke="#fff" stroke-opacity="0.05"/></pattern>',
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#grid)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    motif({ variant, p, width, height }),
    `<text x="${width - 28}" y="${height - 58}" text-anchor="end" font-size="150" font-weight="800" fill="#fff" fill-opacity="0.07" letter-spacing="-4">${escapeXml(code)}</text>`,
    `<rect x="${PAD}" y="${CHIP_Y}" width="${chipWidth}" height="30" rx="8" fill="${p.accent}"/>`,
    `<text x="${round(PAD + chipWidth / 2)}" y="${CHIP_Y + 20.5}" text-anchor="middle" font-size="15" font-weight="800" fill="${p.ink}" letter-spacing="0.5">${escapeXml(code)}</text>`,
    `<text x="${round(PAD + chipWidth + 14)}" y="${CHIP_Y + 20}" font-size="14" font-weight="600" fill="#fff" fill-opacity="0.88">${escapeXml(paperName)}</text>`,
    textLines({
      lines: title.lines,
      x: PAD,
      firstBaseline: round(top + title.fontSize * 0.82),
      lineHeight,
      attributes: `font-size="${title.fontSize}" font-weight="800" fill="#fff" letter-spacing="-0.5"`,
    }),
    `<line x1="${PAD}" y1="${height - 66}" x2="${width - PAD}" y2="${height - 66}" stroke="#fff" stroke-opacity="0.18"/>`,
    hisabMark({ x: PAD, y: height - 48, size: 24, colours: { tile: '#fff', letter: p.from, word: '#fff' } }),
    `<text x="${width - PAD}" y="${height - 30}" text-anchor="end" font-size="12" font-weight="700" fill="${p.accent}" letter-spacing="1.6">${escapeXml(LEVEL_LABELS[input.subject.level].toUpperCase())}</text>`,
  ].join('');
  return svgDocument({ width, height, label: `${input.title}, ${input.subject.name}`, body });
}

import { IMAGE_SIZES } from '../../contracts/images';
import { slugPalette } from './palettes';
import { round, svgDocument } from './svg-parts';
import { escapeXml, estimateTextWidth, initials, wrapText } from './svg-text';

export type MentorPortraitInput = { slug: string; name: string; qualifications: string[] };

/**
 * A 400x400 portrait: initials in a ring on the mentor's own colours, and
 * their designations on a badge. Everything important stays inside the
 * inscribed circle, so screens may show it round or square.
 */
export function buildMentorPortrait(input: MentorPortraitInput): string {
  const { width, height } = IMAGE_SIZES.mentor;
  const p = slugPalette(input.slug);
  const letters = initials(input.name);
  const cx = width / 2;
  const cy = 172;
  const initialsSize = letters.length > 1 ? 104 : 120;
  const badgeText = wrapText({ text: input.qualifications.join(' · '), maxWidth: 250, fontSize: 18, maxLines: 1 })[0] ?? '';
  const badgeWidth = round(Math.max(96, estimateTextWidth(badgeText, 18) + 40));

  const body = [
    '<defs>',
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>`,
    `<radialGradient id="light" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.18"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="ring" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.accent}"/><stop offset="1" stop-color="#fff" stop-opacity="0.4"/></linearGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#light)"/>`,
    `<circle cx="${width}" cy="0" r="190" fill="#fff" fill-opacity="0.05"/>`,
    `<circle cx="0" cy="${height}" r="150" fill="#000" fill-opacity="0.1"/>`,
    `<circle cx="${cx}" cy="${cy}" r="112" fill="#fff" fill-opacity="0.08"/>`,
    `<circle cx="${cx}" cy="${cy}" r="112" fill="none" stroke="url(#ring)" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="128" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="1.5"/>`,
    `<text x="${cx}" y="${round(cy + initialsSize * 0.36)}" text-anchor="middle" font-size="${initialsSize}" font-weight="700" fill="#fff" letter-spacing="2">${escapeXml(letters)}</text>`,
    badgeText
      ? [
          `<rect x="${round(cx - badgeWidth / 2)}" y="318" width="${badgeWidth}" height="40" rx="20" fill="#fff" fill-opacity="0.95"/>`,
          `<text x="${cx}" y="344" text-anchor="middle" font-size="18" font-weight="800" fill="${p.ink}" letter-spacing="0.8">${escapeXml(badgeText)}</text>`,
        ].join('')
      : '',
  ].join('');
  const label = input.qualifications.length > 0 ? `${input.name}, ${input.qualifications.join(', ')}` : input.name;
  return svgDocument({ width, height, label, body });
}

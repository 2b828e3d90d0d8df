import { IMAGE_SIZES } from '../../contracts/images';
import { POST_CATEGORIES } from '../db/seed/catalogue-types';

/**
 * A post's cover drawn as SVG from its own words (category, title, paper),
 * so every post has a distinct, legible image without stock photos or a
 * call to another site. Colours follow the category, so a list reads at a
 * glance.
 */

type Palette = { from: string; to: string; accent: string };

const PALETTES: Palette[] = [
  { from: '#0a4a3d', to: '#1a8a6b', accent: '#f5b53d' },
  { from: '#1e3a5f', to: '#2f6f9f', accent: '#fbd58a' },
  { from: '#4a1d4f', to: '#8a3f7e', accent: '#f8c45e' },
  { from: '#5b2a0e', to: '#b45a1c', accent: '#fde7b0' },
  { from: '#123b48', to: '#1f7a8c', accent: '#f5b53d' },
  { from: '#27235e', to: '#4f46a5', accent: '#fbd58a' },
];

function paletteFor(category: string): Palette {
  // The seeded categories each get their own colours; a new one gets a stable pick.
  const known = POST_CATEGORIES.findIndex((c) => c.toLowerCase() === category.toLowerCase());
  if (known >= 0) return PALETTES[known % PALETTES.length]!;
  let hash = 0;
  for (const ch of category.toLowerCase()) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return PALETTES[hash % PALETTES.length]!;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** Greedy word wrap by characters: good enough for a bold sans title at a known size. */
export function wrapTitle(title: string, maxChars = 28, maxLines = 4): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.:;-]+$/, '')}…`;
  return kept;
}

export function drawPostCover(post: { title: string; category: string; subject: string | null }): string {
  const { width, height } = IMAGE_SIZES.post;
  const { from, to, accent } = paletteFor(post.category);
  const lines = wrapTitle(post.title);
  const lineHeight = 54;
  const firstBaseline = height / 2 - ((lines.length - 1) * lineHeight) / 2 + 20;
  const title = lines
    .map((text, i) => `<text x="56" y="${firstBaseline + i * lineHeight}" font-size="44" font-weight="800" fill="#ffffff">${escapeXml(text)}</text>`)
    .join('');
  const footer = post.subject ? escapeXml(post.subject) : 'Hisab blog';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(post.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<circle cx="${width - 70}" cy="60" r="150" fill="#ffffff" fill-opacity="0.06"/>
<circle cx="${width - 160}" cy="${height + 40}" r="130" fill="${accent}" fill-opacity="0.12"/>
<g font-family="Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif">
<rect x="56" y="48" width="${Math.min(40 + post.category.length * 11, 420)}" height="34" rx="17" fill="${accent}"/>
<text x="76" y="71" font-size="16" font-weight="700" fill="#0f1f1b" letter-spacing="0.5">${escapeXml(post.category.toUpperCase())}</text>
${title}
<rect x="56" y="${height - 64}" width="36" height="4" rx="2" fill="${accent}"/>
<text x="104" y="${height - 56}" font-size="18" font-weight="600" fill="#ffffff" fill-opacity="0.85">${footer}</text>
</g>
</svg>`;
}

import type { Level } from '../../contracts/subjects';

/**
 * Colours of the generated images. Each level keeps the hue family of its
 * badge on the site (Certificate blue-green, Professional violet, Advanced
 * amber) and each paper within a level gets its own gradient, so a grid of
 * courses reads by level at a glance and still tells papers apart.
 */
export type Palette = { from: string; to: string; accent: string; ink: string };

const LEVEL_PALETTES: Record<Level, Palette[]> = {
  certificate: [
    { from: '#0c4a6e', to: '#0284c7', accent: '#7dd3fc', ink: '#082f49' },
    { from: '#134e4a', to: '#0d9488', accent: '#5eead4', ink: '#042f2e' },
    { from: '#1e3a8a', to: '#2563eb', accent: '#93c5fd', ink: '#172554' },
    { from: '#164e63', to: '#0891b2', accent: '#67e8f9', ink: '#083344' },
    { from: '#064e3b', to: '#059669', accent: '#6ee7b7', ink: '#022c22' },
  ],
  professional: [
    { from: '#2e1065', to: '#6d28d9', accent: '#c4b5fd', ink: '#2e1065' },
    { from: '#312e81', to: '#4f46e5', accent: '#a5b4fc', ink: '#1e1b4b' },
    { from: '#4a044e', to: '#a21caf', accent: '#f0abfc', ink: '#4a044e' },
    { from: '#3b0764', to: '#7e22ce', accent: '#d8b4fe', ink: '#3b0764' },
    { from: '#1e1b4b', to: '#4338ca', accent: '#c7d2fe', ink: '#1e1b4b' },
  ],
  advanced: [
    { from: '#431407', to: '#c2410c', accent: '#fdba74', ink: '#431407' },
    { from: '#1c1917', to: '#92400e', accent: '#fcd34d', ink: '#1c1917' },
    { from: '#422006', to: '#b45309', accent: '#fde68a', ink: '#422006' },
  ],
};

/** A paper's gradient: its curriculum position picks a different one from its neighbours. */
export function paperPalette(level: Level, position: number): Palette {
  const list = LEVEL_PALETTES[level];
  return list[Math.abs(position) % list.length]!;
}

const CATEGORY_PALETTES: Record<string, Palette> = {
  'Exam technique': { from: '#083d33', to: '#0f7259', accent: '#f5b53d', ink: '#03231d' },
  'Study planning': { from: '#0c4a6e', to: '#0369a1', accent: '#7dd3fc', ink: '#082f49' },
  'Financial reporting': { from: '#1e1b4b', to: '#4338ca', accent: '#a5b4fc', ink: '#1e1b4b' },
  'Tax updates': { from: '#4c0519', to: '#be123c', accent: '#fda4af', ink: '#4c0519' },
  'Audit practice': { from: '#2e1065', to: '#6d28d9', accent: '#c4b5fd', ink: '#2e1065' },
  Careers: { from: '#431407', to: '#c2410c', accent: '#fcd34d', ink: '#431407' },
};

const FALLBACK_PALETTES = Object.values(CATEGORY_PALETTES);

/** A blog category's colours; a category added later still gets a stable one. */
export function categoryPalette(category: string): Palette {
  return CATEGORY_PALETTES[category] ?? FALLBACK_PALETTES[hashString(category) % FALLBACK_PALETTES.length]!;
}

/**
 * FNV-1a with MurmurHash3's final mix: a small, stable hash so the same
 * slug always draws the same picture, and similar slugs spread apart.
 */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * Portrait colours: twelve deep two-tone gradients that white initials read
 * well on. They are listed so that neighbours contrast, and a mentor's slug
 * picks one, so a mentor keeps the same colours on every page.
 */
const PORTRAIT_PALETTES: Palette[] = [
  { from: '#0f3d3e', to: '#0f766e', accent: '#5eead4', ink: '#0f3d3e' },
  { from: '#4c0519', to: '#be185d', accent: '#fbcfe8', ink: '#4c0519' },
  { from: '#1e1b4b', to: '#4f46e5', accent: '#c7d2fe', ink: '#1e1b4b' },
  { from: '#431407', to: '#c2410c', accent: '#fed7aa', ink: '#431407' },
  { from: '#0c4a6e', to: '#0284c7', accent: '#bae6fd', ink: '#0c4a6e' },
  { from: '#2e1065', to: '#7c3aed', accent: '#ddd6fe', ink: '#2e1065' },
  { from: '#064e3b', to: '#059669', accent: '#a7f3d0', ink: '#064e3b' },
  { from: '#450a0a', to: '#b91c1c', accent: '#fecaca', ink: '#450a0a' },
  { from: '#172554', to: '#2563eb', accent: '#bfdbfe', ink: '#172554' },
  { from: '#4a044e', to: '#a21caf', accent: '#f5d0fe', ink: '#4a044e' },
  { from: '#0f172a', to: '#475569', accent: '#e2e8f0', ink: '#0f172a' },
  { from: '#451a03', to: '#b45309', accent: '#fde68a', ink: '#451a03' },
];

export function slugPalette(slug: string): Palette {
  return PORTRAIT_PALETTES[hashString(slug) % PORTRAIT_PALETTES.length]!;
}

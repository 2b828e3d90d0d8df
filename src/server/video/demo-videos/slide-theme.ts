/**
 * Colours and measures of the demo lecture slides. The colours are the web
 * app's (the Tailwind theme in src/web/styles.css: brand greens, the amber
 * accent, ink), so a video looks like the site it plays on. The sizes are
 * for a 1280x720 picture and stay readable when it is shown at 640x360: no
 * reading text is smaller than 28 px here (14 px there).
 */
export const COLOURS = {
  brand50: '#ecf8f4',
  brand100: '#d0eee4',
  brand200: '#a3dcc9',
  brand300: '#6cc3a8',
  brand500: '#1a8a6b',
  brand600: '#0f7259',
  brand700: '#0b5d4b',
  brand800: '#0a4a3d',
  brand900: '#083d33',
  brand950: '#03231d',
  accent300: '#fbd58a',
  accent500: '#f5b53d',
  ink: '#0f1f1b',
  /** Secondary text on the light slides: the ink lightened towards the brand, 7:1 on white. */
  muted: '#44584f',
  paper: '#fbfdfc',
} as const;

export const SLIDE = {
  width: 1280,
  height: 720,
  /** Left and right margin of everything. */
  margin: 96,
  /** Bullets' words start this far right of their marker's column. */
  bulletIndent: 40,
  /** The big key-point number sits left of this; the text column starts here. */
  column: 300,
  /** The footer's rule; nothing of the content goes below it. */
  footerRule: 636,
  footerBaseline: 682,
  /** Where the content of a light slide begins (the kicker's baseline). */
  kickerBaseline: 122,
} as const;

/** Sizes (largest first) and line counts of each kind of text. */
export const TEXT = {
  kicker: { size: 22, tracking: 0.12 },
  heading: { sizes: [48, 42], maxLines: 2, lineHeight: 1.18 },
  /** A key point with no label of its own: the point is the slide. */
  point: { sizes: [44, 40, 36, 32], maxLines: 6, lineHeight: 1.32 },
  /** The words after a key point's label. */
  pointBody: { sizes: [38, 34, 30], maxLines: 6, lineHeight: 1.36 },
  list: { sizes: [34, 31, 28], maxLines: 4, lineHeight: 1.32, gap: 22 },
  summary: { sizes: [31, 28], maxLines: 2, lineHeight: 1.3, gap: 18 },
  footer: { size: 22 },
} as const;

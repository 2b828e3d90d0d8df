/**
 * The colours an admin may choose for a course's generated cover. `paper`
 * (the default) keeps the paper's own gradient, so a grid reads by level;
 * the others are fixed gradients for a course that should stand apart (a
 * crash course, a free taster). The same data draws the cover on the
 * server and the swatches in the studio.
 */
export const COURSE_COVER_THEMES = {
  paper: { label: "The paper's colours", from: '', to: '', accent: '', ink: '' },
  ocean: { label: 'Ocean', from: '#0c4a6e', to: '#0284c7', accent: '#7dd3fc', ink: '#082f49' },
  teal: { label: 'Teal', from: '#134e4a', to: '#0d9488', accent: '#5eead4', ink: '#042f2e' },
  forest: { label: 'Forest', from: '#064e3b', to: '#059669', accent: '#6ee7b7', ink: '#022c22' },
  indigo: { label: 'Indigo', from: '#1e1b4b', to: '#4338ca', accent: '#c7d2fe', ink: '#1e1b4b' },
  violet: { label: 'Violet', from: '#2e1065', to: '#6d28d9', accent: '#c4b5fd', ink: '#2e1065' },
  plum: { label: 'Plum', from: '#4a044e', to: '#a21caf', accent: '#f0abfc', ink: '#4a044e' },
  rose: { label: 'Rose', from: '#4c0519', to: '#be123c', accent: '#fda4af', ink: '#4c0519' },
  rust: { label: 'Rust', from: '#431407', to: '#c2410c', accent: '#fdba74', ink: '#431407' },
  amber: { label: 'Amber', from: '#422006', to: '#b45309', accent: '#fde68a', ink: '#422006' },
  slate: { label: 'Slate', from: '#0f172a', to: '#475569', accent: '#e2e8f0', ink: '#0f172a' },
} as const;

export type CourseCoverTheme = keyof typeof COURSE_COVER_THEMES;
export const COURSE_COVER_THEME_NAMES = Object.keys(COURSE_COVER_THEMES) as [CourseCoverTheme, ...CourseCoverTheme[]];

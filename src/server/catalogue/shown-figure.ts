/**
 * The fewest students behind a count the public pages show. Below it a
 * count says more about how new the site is than about a course or mentor
 * ("2 students" reads as a warning, and a handful of demo accounts would
 * pass for an audience), so the figure is left out rather than shown small.
 * Recorded in docs/decisions/2026-11-26-honest-figures.md.
 */
export const FIGURE_MINIMUM = 10;

/** A count as the public pages may show it: the number, or null when too few rows stand behind it. */
export function shownFigure(count: number | string | bigint | null | undefined): number | null {
  const n = Number(count ?? 0);
  return n >= FIGURE_MINIMUM ? n : null;
}

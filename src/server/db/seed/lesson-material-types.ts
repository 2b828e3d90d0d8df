/**
 * Shapes of the demo lesson material, keyed by course slug and then by the
 * lesson's title exactly as the course data spells it (a test checks both
 * directions, so a renamed lesson cannot silently lose its material).
 */

/** Markdown bodies of text lessons. */
export type TextLessons = Record<string, Record<string, string>>;

/** A one-page study document shipped as a generated PDF. */
export type PdfDocument = {
  /** The heading printed on the page: short enough for one line at 18 pt (at most 48 characters). */
  title: string;
  fileName: string;
  /** One or two sentences of Markdown shown beside the embedded file. */
  description: string;
  /** The page's text, one printed line per source line; long lines wrap. */
  text: string;
};
export type PdfLessons = Record<string, Record<string, PdfDocument>>;

/** The key points a video lesson covers, shown as its notes. */
export type VideoNotes = Record<string, Record<string, string[]>>;

/** One table of material from several files, so each data file stays small. */
export function mergeByCourse<T>(...parts: Record<string, Record<string, T>>[]): Record<string, Record<string, T>> {
  const merged: Record<string, Record<string, T>> = {};
  for (const part of parts) for (const [slug, lessons] of Object.entries(part)) merged[slug] = { ...merged[slug], ...lessons };
  return merged;
}

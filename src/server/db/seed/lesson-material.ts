import { makeTextPdf } from '../../catalogue/make-pdf';
import type { LessonSeed } from './catalogue-types';
import type { PdfDocument } from './lesson-material-types';
import { PDF_LESSONS } from './lesson-material-pdf';
import { TEXT_LESSONS } from './lesson-material-text';
import { VIDEO_NOTES } from './lesson-material-video';

export type LessonMaterial = { body: string; fileName: string | null; fileContent: Uint8Array | null };

/** makeTextPdf wraps lines longer than this. */
const PDF_LINE_WIDTH = 90;

/** A line that begins something new: a list item, an answer option, a "Label: " line, a short label ending in a colon or an upper-case heading. */
function startsItem(line: string): boolean {
  const text = line.trim();
  return (
    /^([-*] |\d+[.)] |\([a-z]\) |\[ \]|[A-D] |Step \d|W\d |Required\b|[A-Z][\w ()'/-]{0,30}: )/.test(text) ||
    /^[^a-z]*[A-Z]{3}[^a-z]*$/.test(text) ||
    (/^[A-Z]/.test(text) && text.endsWith(':') && text.length < 60)
  );
}

/**
 * The page lines of a PDF document. The source is hard-wrapped for reading
 * in code; lines that continue a sentence are joined back to it, so the PDF
 * wraps the whole sentence evenly instead of leaving a short stub after
 * every long line. Items, labels and headings keep their own lines.
 */
export function pdfLines(doc: PdfDocument): string[] {
  const indent = (line: string) => line.length - line.trimStart().length;
  const lines: string[] = [];
  for (const line of doc.text.replace(/^\n+|\s+$/g, '').split('\n')) {
    const previous = lines[lines.length - 1];
    // A continuation is indented under its line, or carries on a line that ran past the page width at the same indent.
    const continues = previous !== undefined && line.trim() !== '' && !startsItem(line) && (indent(line) > indent(previous) || (indent(line) === indent(previous) && previous.length > PDF_LINE_WIDTH));
    if (continues) lines[lines.length - 1] = `${previous.trimEnd()} ${line.trim()}`;
    else lines.push(line);
  }
  // The PDF drops the indentation of wrapped lines, so every line starts at the margin for an even look.
  return lines.map((line) => line.trimStart());
}

/**
 * The demo material of one lesson of the seeded catalogue: the Markdown of a
 * text lesson, the description and generated PDF of a PDF lesson, the notes
 * of a video lesson. Null when there is none (most video lessons outside the
 * featured courses have no notes yet).
 */
export function lessonMaterial(courseSlug: string, lesson: Pick<LessonSeed, 'title' | 'kind'>): LessonMaterial | null {
  if (lesson.kind === 'text') {
    const body = TEXT_LESSONS[courseSlug]?.[lesson.title];
    return body === undefined ? null : { body: body.trim(), fileName: null, fileContent: null };
  }
  if (lesson.kind === 'pdf') {
    const doc = PDF_LESSONS[courseSlug]?.[lesson.title];
    if (doc === undefined) return null;
    return { body: doc.description.trim(), fileName: doc.fileName, fileContent: makeTextPdf(doc.title, pdfLines(doc)) };
  }
  const notes = VIDEO_NOTES[courseSlug]?.[lesson.title];
  return notes === undefined ? null : { body: notes.map((point) => `- ${point}`).join('\n'), fileName: null, fileContent: null };
}

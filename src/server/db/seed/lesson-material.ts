import { makeTextPdf } from '../../catalogue/make-pdf';
import type { LessonSeed } from './catalogue-types';
import type { PdfDocument } from './lesson-material-types';
import { PDF_LESSONS } from './lesson-material-pdf';
import { TEXT_LESSONS } from './lesson-material-text';
import { VIDEO_NOTES } from './lesson-material-video';

export type LessonMaterial = { body: string; fileName: string | null; fileContent: Uint8Array | null };

/** The page lines of a PDF document: its text as printed, without the trailing blank line of a template literal. */
export function pdfLines(doc: PdfDocument): string[] {
  return doc.text.replace(/^\n+|\s+$/g, '').split('\n');
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

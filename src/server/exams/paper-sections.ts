import type { PaperSection } from '../../contracts/exam-schemas';

/** An attempt's frozen sections (`exam_attempts.sections`): none for an attempt of an exam without sections, or started before exams had them. */
export function paperSections(stored: string | null): PaperSection[] {
  return stored === null ? [] : (JSON.parse(stored) as PaperSection[]);
}

import type { ExamInput } from '../../../contracts/studio-exam-schemas';
import { AppError } from '../../errors';

/**
 * An exam's sections against its questions: every fixed-list question and
 * every blueprint row names a section that exists (without sections, all
 * are in the one run, index 0), and a fixed list names one section per
 * question. A draft may leave a section empty while it is written; `live`
 * (published, or being published) may not, since students would see a
 * heading with nothing under it.
 */
export function checkSections(input: ExamInput, live: boolean): void {
  const count = Math.max(1, input.sections.length);
  const refuse = (field: string, message?: string) => {
    throw new AppError('exam_sections_invalid', message, { field });
  };
  if (input.selection === 'fixed') {
    const named =
      input.sections.length === 0 ? input.questionSections.length === 0 || input.questionSections.length === input.questionIds.length : input.questionSections.length === input.questionIds.length;
    if (!named || input.questionSections.some((s) => s >= count)) refuse('questionSections');
  } else if (input.blueprint.some((row) => row.section >= count)) {
    refuse('blueprint');
  }
  if (!live || input.sections.length === 0) return;
  const used = new Set(input.selection === 'fixed' ? input.questionSections : input.blueprint.map((row) => row.section));
  const empty = input.sections.findIndex((_, i) => !used.has(i));
  if (empty >= 0) refuse('sections', `The section “${input.sections[empty]!.title}” has no questions. Give it questions or rows, or remove it.`);
}

import { DIFFICULTIES } from '../../../contracts/exam-schemas';

/**
 * The import template, one question a row. It expresses single-answer,
 * multiple-response and number-entry questions; tables, journals and
 * written answers need the editor. A row's cells:
 * - paper: the paper's address (e.g. "accounting") or its name;
 * - area: the syllabus area's name or its number in the paper (1, 2...);
 * - options: "|" between options (A | B | C);
 * - correct: the letter of the right option, or letters with commas for multiple response ("A, C");
 * - answer: the figure for a number entry, as an accountant writes it (1,200 or (1,200));
 * - tolerance: empty for exact to the unit, "5" for within 5, "2%" for within 2 per cent, "100..120" for a range;
 * - partial_credit: "yes" to give multiple-response marks per right tick.
 */
export const IMPORT_COLUMNS = ['paper', 'area', 'difficulty', 'kind', 'marks', 'stem', 'options', 'correct', 'answer', 'tolerance', 'prefix', 'suffix', 'partial_credit', 'explanation'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const REQUIRED_COLUMNS: ImportColumn[] = ['paper', 'area', 'difficulty', 'kind', 'marks', 'stem', 'explanation'];
export const IMPORT_KINDS = ['single', 'multi', 'number'] as const;
export const MAX_IMPORT_ROWS = 500;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export { DIFFICULTIES };

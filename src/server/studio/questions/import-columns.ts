import { DIFFICULTIES, QUESTION_KINDS } from '../../../contracts/exam-schemas';

/** A table question's cells are written across this many columns (cell_1 to cell_6); a wider table needs the editor. */
export const TABLE_CELL_COLUMNS = ['cell_1', 'cell_2', 'cell_3', 'cell_4', 'cell_5', 'cell_6'] as const;

/**
 * The import template. A question starts on a row that names its kind; a
 * table, a journal or a written answer goes on over the rows below it, each
 * naming its part (docs/studio.md has the whole layout, the template's own
 * "How to fill it in" sheet says the same to the tutor):
 *
 * - example: "example" on the template's own rows, which are never imported;
 * - paper, area, difficulty, kind, marks, stem, explanation, tags: every question;
 * - options, correct, partial_credit: single and multi ("|" between options);
 *   a journal's options are the accounts the student picks from;
 * - answer, tolerance, prefix, suffix: number;
 * - workings: written; extra_line_penalty, unbalanced_penalty: journal;
 * - part, text, debit, credit, cell_1…cell_6: the part rows. `columns` and
 *   `row` lay out a table in the cells (a blank is a cell in square
 *   brackets), `line` is a journal line (account in text, its amount under
 *   debit or credit, marks), `point` a marking point (text, marks).
 */
export const IMPORT_COLUMNS = [
  'example',
  'paper',
  'area',
  'difficulty',
  'kind',
  'marks',
  'stem',
  'explanation',
  'tags',
  'options',
  'correct',
  'partial_credit',
  'answer',
  'tolerance',
  'prefix',
  'suffix',
  'workings',
  'extra_line_penalty',
  'unbalanced_penalty',
  'part',
  'text',
  'debit',
  'credit',
  ...TABLE_CELL_COLUMNS,
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** A file made from an older template (without the part columns) still imports its single, multi and number questions. */
export const REQUIRED_COLUMNS: ImportColumn[] = ['paper', 'area', 'difficulty', 'kind', 'marks', 'stem', 'explanation'];
export const IMPORT_KINDS = QUESTION_KINDS;

/** What a part row is, and the kind of question it belongs to. */
export const PART_KINDS = { columns: 'table', row: 'table', line: 'journal', point: 'written' } as const;
export type PartKind = keyof typeof PART_KINDS;

/** Questions in one file (the template's examples not counted). */
export const MAX_IMPORT_ROWS = 500;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
/** Parts of one question: a table's rows, a journal's lines (the player's own limit), a marking guide's points. */
export const MAX_TABLE_ROWS = 40;
export const MAX_JOURNAL_LINES = 20;
export const MAX_POINTS = 40;
export { DIFFICULTIES };

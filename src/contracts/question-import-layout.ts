import type { QuestionKind } from './exam-schemas';

/**
 * The import template's layout in words, for the tutor: the template's own
 * "How to fill it in" sheet and the import screen both say it from here,
 * so they never disagree with each other (the reading itself is
 * server/studio/questions/import-*.ts; docs/studio.md describes both).
 */
export const IMPORT_COLUMN_GUIDE: readonly { column: string; rows: string; write: string }[] = [
  { column: 'example', rows: 'Every row', write: 'Leave it empty. The template writes "example" on its own rows, which are never imported: keep them or delete them.' },
  { column: 'paper', rows: 'Question rows', write: "The paper's address or its name, as the Papers and areas sheet lists them." },
  { column: 'area', rows: 'Question rows', write: "The syllabus area's name, or its number in the paper." },
  { column: 'difficulty', rows: 'Question rows', write: 'foundation, standard or challenging.' },
  { column: 'kind', rows: 'Question rows', write: 'single, multi, number, table, journal or written. A row with a kind starts a question; its part rows follow it.' },
  {
    column: 'marks',
    rows: 'Question, line and point rows',
    write: 'A whole number from 1 to 100. A table, journal or written question may leave it empty: it is worth what its parts add up to. On a line or point row, that part’s marks (empty is 1).',
  },
  { column: 'stem', rows: 'Question rows', write: 'The question as students read it (Markdown).' },
  { column: 'explanation', rows: 'Question rows', write: 'The worked answer students see in review, at least 20 characters.' },
  { column: 'tags', rows: 'Question rows (optional)', write: 'Tags with commas between them: IAS 16, depreciation.' },
  {
    column: 'options',
    rows: 'single, multi, journal',
    write: 'The options with | between them: Debit | Credit | Either side. For a journal, every account the student picks from, in the order shown (put the right ones among the others).',
  },
  { column: 'correct', rows: 'single, multi', write: 'The letter of the right option (A), or for multi the letters with commas between them (A, C).' },
  { column: 'partial_credit', rows: 'multi (optional)', write: 'yes to give marks for each right tick.' },
  { column: 'answer', rows: 'number', write: 'The figure as an accountant writes it: 1,200 or (1,200).' },
  { column: 'tolerance', rows: 'number (optional)', write: 'Empty for exact to the unit; 5 for within 5 either side; 2% for within 2 per cent; 100..120 for a range.' },
  { column: 'prefix, suffix', rows: 'number (optional)', write: 'Shown before and after the answer box: Tk, %, years.' },
  { column: 'workings', rows: 'written (optional)', write: 'yes to give the student a grid for calculations.' },
  { column: 'extra_line_penalty', rows: 'journal (optional)', write: 'Marks taken off for each line the student writes beyond the entry’s.' },
  { column: 'unbalanced_penalty', rows: 'journal (optional)', write: 'Marks taken off when the student’s debits and credits differ.' },
  { column: 'part', rows: 'Part rows', write: 'On each row below a table, journal or written question: columns, row, line or point. Leave kind empty on these rows.' },
  { column: 'text', rows: 'line and point rows', write: 'A journal line’s account, named as options lists it; a marking point’s text.' },
  { column: 'debit, credit', rows: 'line rows', write: 'The line’s amount, under one of the two.' },
  {
    column: 'cell_1 … cell_6',
    rows: 'columns and row rows',
    write:
      'The table as the student sees it: headings on the columns row, each line of the table on a row row. A cell the student fills in holds its answer in square brackets: [40,000]; a tolerance and the marks after semicolons: [40,000; 2%; 2 marks]; a choice with the right entry starred: [*Cost of sales | Distribution costs]. Each blank is worth 1 mark unless it says otherwise.',
  },
];

/** Each kind and the rows it takes. */
export const IMPORT_KIND_GUIDE: readonly { kind: QuestionKind; name: string; rows: string }[] = [
  { kind: 'single', name: 'Single answer', rows: 'One row: options, and correct (one letter).' },
  { kind: 'multi', name: 'Multiple response', rows: 'One row: options, correct (the letters), partial_credit.' },
  { kind: 'number', name: 'Number entry', rows: 'One row: answer, tolerance, prefix, suffix.' },
  { kind: 'table', name: 'Table to complete', rows: 'The question row, a columns row with the headings, then a row row for each line of the table (cell_1 … cell_6).' },
  { kind: 'journal', name: 'Journal entry', rows: 'The question row (options: the accounts offered), then a line row for each line: account in text, amount under debit or credit, marks.' },
  { kind: 'written', name: 'Written answer', rows: 'The question row, then a point row for each point of the marking guide: text, marks.' },
];

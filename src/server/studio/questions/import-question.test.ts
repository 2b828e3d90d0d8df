import { describe, expect, it } from 'vitest';
import { tableBlank } from './import-cells';
import { IMPORT_COLUMNS, type ImportColumn } from './import-columns';
import { groupRows, type SourceRow } from './import-group';
import { importQuestion, type ImportPaper } from './import-question';

const PAPERS: ImportPaper[] = [
  {
    id: 7,
    slug: 'accounting',
    name: 'Accounting',
    areas: [
      { id: 70, name: 'Recording transactions', position: 1 },
      { id: 71, name: 'Year-end adjustments', position: 2 },
    ],
  },
];
const explanation = 'Worked answer: the rule, applied step by step to the figures given.';

/** Rows as a file writes them, numbered from 2 (row 1 is the header). */
function file(...rows: Partial<Record<ImportColumn, string>>[]): SourceRow[] {
  return rows.map((values, i) => ({ row: i + 2, cells: Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, values[c] ?? ''])) as Record<ImportColumn, string> }));
}
const head = (values: Partial<Record<ImportColumn, string>>) => ({ paper: 'accounting', area: '2', difficulty: 'standard', stem: 'A question.', explanation, ...values });

function readAll(rows: SourceRow[]) {
  const grouped = groupRows(rows);
  const read = grouped.groups.map((g) => importQuestion(g, PAPERS));
  return { grouped, questions: read.map((r) => r.read.question), errors: [...grouped.errors, ...read.flatMap((r) => r.errors)].map((e) => [e.row, e.column, e.code]) };
}

describe('reading the import template', () => {
  it('reads a table laid out in cells, its blanks in square brackets', () => {
    const { questions, errors } = readAll(
      file(
        head({ kind: 'table', stem: 'Complete the extract.', tags: 'IAS 1, extracts' }),
        { part: 'columns', cell_1: 'Line', cell_2: 'Tk' },
        { part: 'row', cell_1: 'Revenue', cell_2: '100,000' },
        { part: 'row', cell_1: '[*Cost of sales | Distribution costs]', cell_2: '(60,000)' },
        { part: 'row', cell_1: 'Gross profit', cell_2: '[40,000; 2%; 2 marks]' },
      ),
    );
    expect(errors).toEqual([]);
    expect(questions[0]).toMatchObject({
      paper: 'accounting',
      areaId: 71,
      marks: 3,
      content: {
        kind: 'table',
        columns: ['Line', 'Tk'],
        rows: [
          [
            { type: 'text', text: 'Revenue' },
            { type: 'text', text: '100,000' },
          ],
          [
            {
              type: 'select',
              blank: 'r1c0',
              options: [
                { id: 'a', text: 'Cost of sales' },
                { id: 'b', text: 'Distribution costs' },
              ],
            },
            { type: 'text', text: '(60,000)' },
          ],
          [
            { type: 'text', text: 'Gross profit' },
            { type: 'number', blank: 'r2c1' },
          ],
        ],
      },
      key: {
        kind: 'table',
        blanks: { r1c0: { type: 'select', correct: 'a', marks: 1 }, r2c1: { type: 'number', answer: 40000, tolerance: { kind: 'relative', amount: 0.02 }, marks: 2 } },
      },
    });
  });

  it('reads a journal entry line by line, and a marking guide point by point', () => {
    const { questions, errors } = readAll(
      file(
        head({ kind: 'journal', options: 'Cash | Depreciation expense | Accumulated depreciation', extra_line_penalty: '1' }),
        { part: 'line', text: 'depreciation expense', debit: '20,000' },
        { part: 'line', text: 'Accumulated depreciation', credit: '20,000', marks: '2' },
        head({ kind: 'written', marks: '3', workings: 'yes' }),
        { part: 'point', text: 'Defines going concern', marks: '2' },
        { part: 'point', text: 'Gives an indicator of doubt' },
      ),
    );
    expect(errors).toEqual([]);
    expect(questions[0]).toMatchObject({
      marks: 3,
      content: { kind: 'journal', accounts: [{ text: 'Cash' }, { text: 'Depreciation expense' }, { text: 'Accumulated depreciation' }], rows: 4 },
      key: {
        kind: 'journal',
        lines: [
          { account: 'acc2', side: 'debit', amount: 20000, marks: 1 },
          { account: 'acc3', side: 'credit', amount: 20000, marks: 2 },
        ],
        extraLinePenalty: 1,
        unbalancedPenalty: 0,
      },
    });
    expect(questions[1]).toMatchObject({
      marks: 3,
      content: { kind: 'written', workings: true },
      key: {
        kind: 'written',
        points: [
          { id: 'p1', text: 'Defines going concern', marks: 2 },
          { id: 'p2', text: 'Gives an indicator of doubt', marks: 1 },
        ],
      },
    });
  });

  it('reports every problem of every row at once, each where it was written', () => {
    const { errors, questions } = readAll(
      file(
        head({ kind: 'table' }),
        { part: 'columns', cell_1: 'Line', cell_2: 'Tk' },
        { part: 'row', cell_1: 'Gross profit', cell_2: '[forty]', cell_3: 'stray' },
        head({ kind: 'journal', options: 'Cash | Sales' }),
        { part: 'line', text: 'Cash', debit: '100' },
        { part: 'line', text: 'Receivables', credit: '100' },
        { part: 'line', text: 'Sales', debit: '5', credit: '5' },
        head({ kind: 'written', marks: '5' }),
        { part: 'point', text: 'One point', marks: '2' },
        { part: 'line', text: 'Cash' },
        { part: 'point', text: 'An orphan with no question above' },
        head({ kind: 'single', paper: 'no-such-paper', difficulty: 'hard', options: 'Debit | Credit', correct: 'C', marks: '' }),
      ).slice(0, 9),
    );
    expect(questions.every((q) => q === null)).toBe(true);
    expect(errors).toEqual([
      [4, 'cell_3', 'question_layout_invalid'],
      [4, 'cell_2', 'question_key_mismatch'],
      [7, 'text', 'question_key_mismatch'],
      [8, 'credit', 'question_key_mismatch'],
      [9, 'marks', 'question_marks_mismatch'],
    ]);
    const rest = readAll(
      file(
        { part: 'point', text: 'An orphan with no question above' },
        head({ kind: 'written', marks: '2' }),
        { part: 'point', text: 'One point', marks: '2' },
        { part: 'line', text: 'Cash' },
        head({ kind: 'single', paper: 'no-such-paper', difficulty: 'hard', options: 'Debit | Credit', correct: 'C', marks: '' }),
        head({ kind: 'essay' }),
        { area: 'accounting', stem: 'No kind and no part' },
      ),
    );
    expect(rest.errors).toEqual([
      [2, 'part', 'validation_failed'],
      [8, 'kind', 'validation_failed'],
      [5, 'part', 'validation_failed'],
      [6, 'paper', 'subject_not_found'],
      [6, 'difficulty', 'validation_failed'],
      [6, 'correct', 'question_key_mismatch'],
      [6, 'marks', 'validation_failed'],
      [7, 'kind', 'validation_failed'],
    ]);
  });

  it('passes over the template’s examples whole, and refuses a part whose mark disagrees with its question’s', () => {
    const { grouped, errors } = readAll(
      file(
        { example: 'example', ...head({ kind: 'written' }) },
        { example: 'example', part: 'point', text: 'A point' },
        head({ kind: 'written' }),
        { example: 'example', part: 'point', text: 'Marked, under a question that is not' },
        { part: 'point', text: 'A point', marks: '2' },
        { example: 'Example' },
        { example: 'maybe', ...head({ kind: 'single' }) },
      ),
    );
    expect(grouped.examples).toEqual([2, 3, 7]);
    expect(grouped.groups.map((g) => [g.head.row, g.parts.map((p) => p.row)])).toEqual([[4, [6]]]);
    expect(errors).toEqual([
      [5, 'example', 'validation_failed'],
      [8, 'example', 'validation_failed'],
    ]);
  });

  it('reads a blank’s answer, tolerance and marks, and says what to write when it cannot', () => {
    expect(tableBlank('Revenue')).toBeNull();
    expect(tableBlank('[(1,500)]')).toEqual({ ok: true, value: { type: 'number', answer: -1500, tolerance: { kind: 'absolute', amount: 0.5 }, marks: 1 } });
    expect(tableBlank('[1,500; 1,400..1,600; 0.5 marks]')).toEqual({ ok: true, value: { type: 'number', answer: 1500, tolerance: { kind: 'range', min: 1400, max: 1600 }, marks: 0.5 } });
    for (const bad of ['[Cost of sales | Distribution]', '[*A | *B]', '[*A]', '[12; 2%; 5%]', '[*A | B; 2%]', '[12; 0 marks]', '[*A | a]']) {
      expect(tableBlank(bad), bad).toMatchObject({ ok: false });
    }
  });
});

import type { AnswerKey } from '../../../contracts/exam-key-schemas';
import type { TableCell } from '../../../contracts/exam-schemas';
import { tableBlank } from './import-cells';
import { MAX_TABLE_ROWS, TABLE_CELL_COLUMNS } from './import-columns';
import type { SourceRow } from './import-group';
import { partsOf, sumMarks, type KindReader } from './import-kind';

type Blanks = Extract<AnswerKey, { kind: 'table' }>['blanks'];

const cellsOf = (source: SourceRow) => TABLE_CELL_COLUMNS.map((column) => source.cells[column].trim());

/**
 * A table to complete, laid out as the student will see it: a `columns`
 * row with the headings in cell_1, cell_2…, then a `row` row per line of
 * the table. A cell is fixed text, or a blank in square brackets holding
 * its answer (see tableBlank). Blanks are named r<row>c<column> from 0, as
 * the seeded bank names them.
 */
export const readTable: KindReader = (group, fail) => {
  const { head } = group;
  const parts = partsOf(group, 'table', ['columns', 'row'], fail);
  const headings = parts.filter((p) => p.part === 'columns');
  const lines = parts.filter((p) => p.part === 'row');
  if (headings.length === 0 || parts[0]!.part !== 'columns') {
    fail(
      { row: (parts[0]?.source ?? head).row, column: 'part' },
      'question_layout_invalid',
      'Start the table with a columns row (its headings in cell_1, cell_2…), then a row row for each line of the table.',
    );
    return null;
  }
  for (const extra of headings.slice(1)) fail({ row: extra.source.row, column: 'part' }, 'question_layout_invalid', 'A table has one columns row, at its top.');
  const columnsRow = headings[0]!.source;
  const titles = cellsOf(columnsRow);
  const width = titles.findLastIndex((t) => t !== '') + 1;
  if (width === 0) {
    fail({ row: columnsRow.row, column: 'cell_1' }, 'question_layout_invalid', "Write the table's column headings in cell_1, cell_2… of this row.");
    return null;
  }
  if (lines.length === 0) {
    fail({ row: columnsRow.row, column: 'part' }, 'question_layout_invalid', 'Below the columns row, write each line of the table in a row row.');
    return null;
  }
  if (lines.length > MAX_TABLE_ROWS) {
    fail({ row: lines[MAX_TABLE_ROWS]!.source.row, column: 'part' }, 'question_layout_invalid', `A table has at most ${MAX_TABLE_ROWS} rows.`);
    return null;
  }

  let readable = true;
  const blanks: Blanks = {};
  const rows: TableCell[][] = lines.map(({ source }, r) => {
    const cells = cellsOf(source);
    cells.forEach((text, c) => {
      if (c >= width && text !== '') {
        readable = false;
        fail({ row: source.row, column: TABLE_CELL_COLUMNS[c]! }, 'question_layout_invalid', 'This cell is outside the table: its column has no heading in the columns row.');
      }
    });
    return cells.slice(0, width).map((text, c): TableCell => {
      const read = tableBlank(text);
      if (read === null) return { type: 'text', text };
      const blank = `r${r}c${c}`;
      if (!read.ok) {
        readable = false;
        fail({ row: source.row, column: TABLE_CELL_COLUMNS[c]! }, 'question_key_mismatch', read.message);
        return { type: 'text', text };
      }
      const cell = read.value;
      if (cell.type === 'select') {
        blanks[blank] = { type: 'select', correct: cell.correct, marks: cell.marks };
        return { type: 'select', blank, options: cell.options };
      }
      blanks[blank] = { type: 'number', answer: cell.answer, tolerance: cell.tolerance, marks: cell.marks };
      return { type: 'number', blank };
    });
  });
  if (!readable) return null;

  const rowAt = (r: number) => lines[r]?.source.row ?? columnsRow.row;
  return {
    content: { kind: 'table', columns: titles.slice(0, width), rows },
    key: { kind: 'table', blanks },
    partMarks: sumMarks(Object.values(blanks).map((b) => b.marks)),
    locate: (field) => {
      const cell = /^key\.blanks\.r(\d+)c(\d+)$/.exec(field);
      if (cell) return { row: rowAt(Number(cell[1])), column: TABLE_CELL_COLUMNS[Number(cell[2])] ?? 'part' };
      const line = /^content\.rows\.(\d+)$/.exec(field);
      if (line) return { row: rowAt(Number(line[1])), column: 'part' };
      return { row: columnsRow.row, column: field === 'content.columns' ? 'cell_1' : 'part' };
    },
  };
};

import type { ImportRowError } from '../../../contracts/studio-question-schemas';
import { PART_KINDS, type ImportColumn } from './import-columns';

/** A row of the file by the template's column names (a column the file lacks reads as empty). */
export type SourceRow = { row: number; cells: Record<ImportColumn, string> };
/** A question as the file writes it: the row naming its kind and the part rows below it. */
export type QuestionGroup = { head: SourceRow; parts: SourceRow[] };
export type Grouped = { groups: QuestionGroup[]; examples: number[]; errors: ImportRowError[] };

/** Whether a row is one of the template's examples; null when the cell says something else. */
function exampleMark(text: string): boolean | null {
  const t = text.trim().toLowerCase();
  if (['', 'no', 'n', 'false', '0'].includes(t)) return false;
  if (['example', 'yes', 'y', 'x', 'true', '1'].includes(t)) return true;
  return null;
}

const onlyMarked = (cells: Record<ImportColumn, string>) => Object.entries(cells).every(([column, value]) => column === 'example' || value.trim() === '');

/**
 * Splits the file's rows into questions: a row with a kind starts one, a
 * row with a part goes on with the question above. The template's example
 * questions (marked in `example`) are passed over whole, their part rows
 * with them, and never checked; a part row whose mark disagrees with its
 * question's is a problem, since either reading could lose a row.
 */
export function groupRows(rows: SourceRow[]): Grouped {
  const groups: QuestionGroup[] = [];
  const examples: number[] = [];
  const errors: ImportRowError[] = [];
  const fail = (row: number, column: string, message: string) => errors.push({ row, column, code: 'validation_failed', message });
  let current: { group: QuestionGroup; example: boolean } | null = null;

  for (const source of rows) {
    const { row, cells } = source;
    const mark = exampleMark(cells.example);
    if (mark === null) {
      fail(row, 'example', 'Leave example empty for a question of yours; the template writes "example" on its own rows, which are never imported.');
      continue;
    }
    if (cells.kind.trim() !== '') {
      current = { group: { head: source, parts: [] }, example: mark };
      if (mark) examples.push(row);
      else groups.push(current.group);
      continue;
    }
    const part = cells.part.trim().toLowerCase();
    if (part === '') {
      if (mark && onlyMarked(cells)) examples.push(row);
      else fail(row, 'kind', `Write a kind in kind to start a question, or a part (${Object.keys(PART_KINDS).join(', ')}) in part to go on with the question above.`);
      continue;
    }
    if (!current) {
      fail(row, 'part', 'This row is a part of a question, but no question row is above it. Start the question with a row that names its kind.');
      continue;
    }
    if (mark !== current.example) {
      fail(
        row,
        'example',
        mark
          ? `This row is marked as an example, but its question (row ${current.group.head.row}) is not. Clear the mark, or mark the question too.`
          : `This row belongs to an example question (row ${current.group.head.row}), which is never imported. Mark it as an example too, or clear the question's mark.`,
      );
      continue;
    }
    if (mark) examples.push(row);
    else current.group.parts.push(source);
  }
  return { groups, examples, errors };
}

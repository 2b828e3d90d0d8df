import { AppError } from '../../errors';
import { csvRecords, UnclosedQuote } from './csv';
import { MAX_IMPORT_ROWS } from './import-columns';
import { xlsxRows, type SheetRow } from './xlsx';

/**
 * Blank rows are passed over, but a file is not read further than this
 * many rows (blank or not): 500 questions of a dozen part rows each, a
 * sheet with a format on its last row, or a CSV ending in empty lines,
 * still fit, and a file of a million empty rows is refused as soon as it
 * gets here.
 */
export const MAX_IMPORT_POSITION = 20 * (MAX_IMPORT_ROWS + 1);

export type ImportFile = { type: 'csv'; text: string } | { type: 'xlsx'; bytes: Uint8Array };
export type ImportTable = { header: string[]; records: SheetRow[] };

async function* csvRows(text: string): AsyncGenerator<SheetRow, void> {
  let row = 0;
  try {
    for (const cells of csvRecords(text)) yield { row: (row += 1), cells };
  } catch (error) {
    if (error instanceof UnclosedQuote) throw new AppError('import_file_invalid', 'The file is not readable CSV: a quote is left open.');
    throw error;
  }
}

/** The file's rows, one at a time: CSV records or the rows of the workbook's first sheet. */
export function rowsOf(file: ImportFile): AsyncIterable<SheetRow> {
  return file.type === 'csv' ? csvRows(file.text) : xlsxRows(file.bytes);
}

/** A header cell as a column name: "Partial credit" reads as partial_credit. */
export const columnName = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, '_');

/** A row that starts a question of the tutor's own: it names a kind and is not one of the template's examples. */
function startsQuestion(cells: string[], kind: number, example: number): boolean {
  const mark = (cells[example] ?? '').trim().toLowerCase();
  return (cells[kind] ?? '').trim() !== '' && !['example', 'yes', 'y', 'x', 'true', '1'].includes(mark);
}

/**
 * The header (row 1, as column names) and every row below it that has
 * something in it. Reading stops at the first question past
 * MAX_IMPORT_ROWS (the template's examples and the part rows of tables,
 * journals and written answers are not counted), or at a row past
 * MAX_IMPORT_POSITION, with `import_too_large`: the rest of the file is
 * never parsed (stopping the loop stops the row source).
 */
export async function readTable(rows: AsyncIterable<SheetRow>): Promise<ImportTable> {
  let header: string[] = [];
  const records: SheetRow[] = [];
  let [kind, example, questions] = [-1, -1, 0];
  let any = false;
  for await (const record of rows) {
    any = true;
    if (record.row > MAX_IMPORT_POSITION) throw new AppError('import_too_large');
    // The upload skips the API's control-character check (its body is a file), so the cells are checked here.
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    if (record.cells.some((cell) => /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(cell))) {
      throw new AppError('import_file_invalid', 'The file holds control characters; save it from the spreadsheet again.');
    }
    if (record.row === 1) {
      header = record.cells.map(columnName);
      [kind, example] = [header.indexOf('kind'), header.indexOf('example')];
    } else if (record.cells.some((c) => c.trim() !== '')) {
      records.push(record);
      if (startsQuestion(record.cells, kind, example) && (questions += 1) > MAX_IMPORT_ROWS) throw new AppError('import_too_large');
    }
  }
  if (!any) throw new AppError('import_file_invalid', 'The file is empty.');
  return { header, records };
}

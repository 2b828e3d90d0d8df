import { Readable } from 'node:stream';
import type * as ExcelJsModule from 'exceljs';
import { AppError } from '../../errors';

export type ExcelJs = typeof ExcelJsModule;
/** Columns read from each row: the template's and a few more an admin may have added. */
const MAX_COLUMNS = 40;

/** exceljs is loaded when a spreadsheet is read or written, never at start-up (it is CommonJS: its API is the default export). */
export async function excel(): Promise<ExcelJs> {
  return ((await import('exceljs')) as unknown as { default: ExcelJs }).default;
}

/** A row of a sheet: its number as the spreadsheet shows it (row 1 is the header) and its cells' text. */
export type SheetRow = { row: number; cells: string[] };

/** A workbook the reader could not parse: the streaming read's failure the whole read is tried after. */
class UnreadableWorkbook extends AppError {
  constructor() {
    super('import_file_invalid', 'The workbook cannot be read. Save it again from the spreadsheet as .xlsx, or use the CSV template.');
  }
}
const unreadable = () => new UnreadableWorkbook();

/**
 * The rows of an .xlsx file's first sheet, one at a time, as the
 * spreadsheet shows their cells, read with exceljs's streaming reader: a
 * caller that stops (at the import's row limit) stops the parsing too,
 * where loading the workbook built every row first (53,686 rows took 11 s
 * and 374 MB). A file that is not a workbook (its bytes are not a zip, or
 * the zip is not a workbook) is refused.
 */
export async function* xlsxRows(bytes: Uint8Array): AsyncGenerator<SheetRow, void> {
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)) throw new AppError('import_file_invalid', 'The file is not an Excel workbook (.xlsx).');
  let yielded = false;
  try {
    for await (const row of streamedRows(bytes)) {
      yielded = true;
      yield row;
    }
  } catch (error) {
    // exceljs's streaming reader can reach a sheet before the workbook's own
    // part in one pass (exceljs#3064: intermittent, mostly with workbooks
    // exceljs wrote, such as our template sent back unchanged). Before any
    // row has gone out, the workbook is read whole instead; a file that
    // cannot be read that way either is refused as unreadable.
    if (yielded || !(error instanceof UnreadableWorkbook)) throw error;
    yield* loadedRows(bytes);
  }
}

/** The first sheet's rows from the workbook read whole (the fallback of xlsxRows; exported for its test). */
export async function* loadedRows(bytes: Uint8Array): AsyncGenerator<SheetRow, void> {
  const { Workbook } = await excel();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('import_file_invalid', 'The workbook has no sheet.');
  const rows: SheetRow[] = [];
  sheet.eachRow((row) => rows.push({ row: row.number, cells: cellsOf(row) }));
  yield* rows;
}

/** A row's cells as the spreadsheet shows them; the template has 29 columns, and cells far to the right (a stray format) are not read. */
function cellsOf(row: { cellCount: number; getCell: (c: number) => { text?: string } }): string[] {
  const cells: string[] = [];
  for (let c = 1; c <= Math.min(row.cellCount, MAX_COLUMNS); c += 1) cells.push(row.getCell(c).text ?? '');
  return cells;
}

async function* streamedRows(bytes: Uint8Array): AsyncGenerator<SheetRow, void> {
  const { stream } = await excel();
  const reader = new stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  const sheets = reader[Symbol.asyncIterator]();
  const nextOf = async <T>(iterator: AsyncIterator<T>) => {
    try {
      return await iterator.next();
    } catch {
      throw unreadable();
    }
  };
  try {
    const first = await nextOf(sheets);
    if (first.done) throw new AppError('import_file_invalid', 'The workbook has no sheet.');
    const rows = first.value[Symbol.asyncIterator]();
    try {
      for (let next = await nextOf(rows); !next.done; next = await nextOf(rows)) {
        const row = next.value;
        yield { row: row.number, cells: cellsOf(row) };
      }
    } finally {
      // Closes the sheet's stream when the caller stopped early.
      await rows.return(undefined);
    }
  } finally {
    // The rest of the file is passed over unparsed: exceljs keeps a sheet
    // that comes before the shared strings in a temporary file and deletes
    // it only when its reader moves past it, and opens a file for each
    // sheet it hands over, closed when that sheet's rows are asked for.
    try {
      for (let next = await sheets.next(); !next.done; next = await sheets.next()) {
        const skipped = next.value[Symbol.asyncIterator]();
        await skipped.next();
        await skipped.return(undefined);
      }
    } catch {
      // A damaged end of the file changes nothing about what was read.
    }
  }
}

/** A one-sheet workbook of the rows given, the header in bold and frozen. */
export async function writeXlsx(rows: string[][]): Promise<Uint8Array> {
  const { Workbook } = await excel();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Questions', { views: [{ state: 'frozen', ySplit: 1 }] });
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => (column.width = 22));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

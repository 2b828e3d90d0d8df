import type * as ExcelJsModule from 'exceljs';
import { AppError } from '../../errors';

type ExcelJs = typeof ExcelJsModule;
/** Columns read from each row: the template's and a few more an admin may have added. */
const MAX_COLUMNS = 40;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs is loaded when a spreadsheet is read or written, never at start-up (it is CommonJS: its API is the default export). */
async function excel(): Promise<ExcelJs> {
  return ((await import('exceljs')) as unknown as { default: ExcelJs }).default;
}

/**
 * The first sheet of an .xlsx file as rows of cell text, as the spreadsheet
 * shows them (row 1 is the header). A file that is not a workbook (its bytes
 * are not a zip, or the zip is not a workbook) is refused.
 */
export async function readXlsx(bytes: Uint8Array, maxRows: number): Promise<string[][]> {
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)) throw new AppError('import_file_invalid', 'The file is not an Excel workbook (.xlsx).');
  const { Workbook } = await excel();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  } catch {
    throw new AppError('import_file_invalid', 'The workbook cannot be read. Save it again from the spreadsheet as .xlsx, or use the CSV template.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('import_file_invalid', 'The workbook has no sheet.');
  if (sheet.rowCount > maxRows + 1) throw new AppError('import_too_large');
  const rows: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r += 1) {
    const row = sheet.getRow(r);
    const cells: string[] = [];
    // The template has 14 columns; cells far to the right (a stray format) are not read.
    for (let c = 1; c <= Math.min(row.cellCount, MAX_COLUMNS); c += 1) cells.push(row.getCell(c).text ?? '');
    rows.push(cells);
  }
  return rows;
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

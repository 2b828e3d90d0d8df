import type { Worksheet } from 'exceljs';
import { DIFFICULTIES } from '../../../contracts/exam-schemas';
import { IMPORT_COLUMN_GUIDE, IMPORT_KIND_GUIDE } from '../../../contracts/question-import-layout';
import type { BankPapers } from '../../../contracts/studio-question-schemas';
import { IMPORT_COLUMNS, PART_KINDS, TABLE_CELL_COLUMNS, type ImportColumn } from './import-columns';
import { excel } from './xlsx';

/** Rows of the Questions sheet that offer the drop-downs: far more than 500 questions with their parts need. */
const LIST_ROWS = 5_000;
const WIDE: Partial<Record<ImportColumn, number>> = { stem: 60, explanation: 48, options: 44, tags: 24, text: 48, correct: 10, marks: 8, example: 10, kind: 10, part: 10 };
const EXAMPLE_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF1F5F9' } } as const;
const HEADER_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDCFCE7' } } as const;

/** A column's letter in the sheet (A, B… AC). */
function letter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    out = String.fromCharCode(65 + ((n - 1) % 26)) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** A drop-down on a column of the Questions sheet (exceljs types only one cell's; its sheets take a range too). */
function dropDown(sheet: Worksheet, column: ImportColumn, formula: string, prompt: string): void {
  const col = letter(IMPORT_COLUMNS.indexOf(column));
  (sheet as unknown as { dataValidations: { add: (range: string, rule: object) => void } }).dataValidations.add(`${col}2:${col}${LIST_ROWS}`, {
    type: 'list',
    allowBlank: true,
    formulae: [formula],
    showErrorMessage: true,
    errorStyle: 'warning',
    error: prompt,
  });
}

function guideFor(column: ImportColumn): string {
  const entry = IMPORT_COLUMN_GUIDE.find((g) => g.column.split(/,\s*|\s…\s/).includes(column) || (column.startsWith('cell_') && g.column.startsWith('cell_')));
  return entry ? `${entry.rows}: ${entry.write}` : '';
}

/**
 * The Excel template: the Questions sheet first (the import reads the
 * first sheet), its header frozen and explained in each heading's note,
 * the example questions shaded, and drop-downs for paper, kind,
 * difficulty and part; then Papers and areas (every paper's address and
 * name, its areas by number and name, the kinds and difficulties), and
 * How to fill it in (each column, each kind's rows, the blanks of a table).
 */
export async function templateWorkbook(rows: string[][], papers: BankPapers['papers']): Promise<Uint8Array> {
  const { Workbook } = await excel();
  const workbook = new Workbook();
  const questions = workbook.addWorksheet('Questions', { views: [{ state: 'frozen', ySplit: 1 }] });
  const lists = workbook.addWorksheet('Papers and areas', { views: [{ state: 'frozen', ySplit: 1 }] });
  const guide = workbook.addWorksheet('How to fill it in');

  for (const values of rows) questions.addRow(values);
  const header = questions.getRow(1);
  header.font = { bold: true };
  header.eachCell((cell, n) => {
    cell.fill = HEADER_FILL;
    const note = guideFor(IMPORT_COLUMNS[n - 1]!);
    if (note) cell.note = note;
  });
  IMPORT_COLUMNS.forEach((column, i) => (questions.getColumn(i + 1).width = WIDE[column] ?? (TABLE_CELL_COLUMNS.includes(column as (typeof TABLE_CELL_COLUMNS)[number]) ? 26 : 16)));
  for (let r = 2; r <= rows.length; r += 1) {
    const row = questions.getRow(r);
    if (row.getCell(1).text !== 'example') continue;
    row.font = { italic: true, color: { argb: 'FF475569' } };
    for (let c = 1; c <= IMPORT_COLUMNS.length; c += 1) row.getCell(c).fill = EXAMPLE_FILL;
  }

  // Papers and areas, side by side: the papers (what the paper column takes), each paper's areas (by number or name), the kinds, difficulties and parts.
  lists.columns = [
    { header: 'paper', width: 26 },
    { header: 'paper name', width: 36 },
    { header: '', width: 3 },
    { header: 'paper', width: 26 },
    { header: 'area', width: 7 },
    { header: 'area name', width: 44 },
    { header: '', width: 3 },
    { header: 'kind', width: 10 },
    { header: 'what it is', width: 20 },
    { header: 'its rows', width: 60 },
    { header: '', width: 3 },
    { header: 'difficulty', width: 12 },
    { header: '', width: 3 },
    { header: 'part', width: 9 },
    { header: 'belongs to', width: 11 },
  ];
  lists.getRow(1).font = { bold: true };
  const paperRows = papers.map((p) => [p.slug, p.name] as const);
  const areaRows = papers.flatMap((p) => p.areas.map((a) => [p.slug, a.position, a.name] as const));
  const kinds = IMPORT_KIND_GUIDE.map((k) => [k.kind, k.name, k.rows] as const);
  const parts = Object.entries(PART_KINDS);
  const height = Math.max(paperRows.length, areaRows.length, kinds.length, DIFFICULTIES.length, parts.length);
  for (let i = 0; i < height; i += 1) {
    lists.addRow([...(paperRows[i] ?? ['', '']), '', ...(areaRows[i] ?? ['', '', '']), '', ...(kinds[i] ?? ['', '', '']), '', DIFFICULTIES[i] ?? '', '', ...(parts[i] ?? ['', ''])]);
  }
  lists.getColumn(10).alignment = { wrapText: true, vertical: 'top' };
  const paperCells = papers.length > 0 ? `'Papers and areas'!$A$2:$A$${papers.length + 1}` : '"accounting"';
  dropDown(questions, 'paper', paperCells, 'Use a paper’s address from the Papers and areas sheet.');
  dropDown(questions, 'kind', `"${IMPORT_KIND_GUIDE.map((k) => k.kind).join(',')}"`, 'Kind is single, multi, number, table, journal or written.');
  dropDown(questions, 'difficulty', `"${DIFFICULTIES.join(',')}"`, `Difficulty is ${DIFFICULTIES.join(', ')}.`);
  dropDown(questions, 'part', `"${Object.keys(PART_KINDS).join(',')}"`, 'Part is columns, row, line or point.');

  guide.columns = [
    { header: 'column', width: 22 },
    { header: 'on which rows', width: 28 },
    { header: 'what to write', width: 110 },
  ];
  guide.getRow(1).font = { bold: true };
  guide.addRow([
    '',
    '',
    'One question starts on a row that names its kind. A table, a journal entry or a written answer goes on over the rows below it: each of those rows leaves kind empty and names its part.',
  ]);
  guide.addRow([
    '',
    '',
    'The rows marked example (shaded) are never imported: keep them to copy from, or delete them. Check the file on the import screen before importing: every problem is listed with its row and column.',
  ]);
  guide.addRow([]);
  for (const entry of IMPORT_COLUMN_GUIDE) guide.addRow([entry.column, entry.rows, entry.write]);
  guide.addRow([]);
  guide.addRow(['kind', 'what it is', 'its rows']).font = { bold: true };
  for (const entry of IMPORT_KIND_GUIDE) guide.addRow([entry.kind, entry.name, entry.rows]);
  guide.getColumn(3).alignment = { wrapText: true, vertical: 'top' };
  guide.getColumn(2).alignment = { wrapText: true, vertical: 'top' };

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

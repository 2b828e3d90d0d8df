import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../errors';
import { toCsvRow } from './csv';
import { IMPORT_COLUMNS, MAX_IMPORT_ROWS } from './import-columns';
import { MAX_IMPORT_POSITION, readTable, rowsOf } from './import-table';
import { writeXlsx, type SheetRow } from './xlsx';

const cells = (values: Partial<Record<(typeof IMPORT_COLUMNS)[number], string>>) => IMPORT_COLUMNS.map((column) => values[column] ?? '');
const question = (i: number) =>
  cells({
    paper: 'accounting',
    area: '1',
    difficulty: 'foundation',
    kind: 'single',
    marks: '1',
    stem: `Which side records asset ${i}?`,
    options: 'Debit | Credit',
    correct: 'A',
    explanation: `Asset ${i} is a debit.`,
  });
const table = (questions: number) => [[...IMPORT_COLUMNS], ...Array.from({ length: questions }, (_, i) => question(i))];

/** Passes rows through, counting how many the reader asked for. */
function counted(rows: AsyncIterable<SheetRow>) {
  const seen = { rows: 0 };
  async function* pass() {
    for await (const row of rows) {
      seen.rows += 1;
      yield row;
    }
  }
  return { rows: pass(), seen };
}

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe('reading an import file', () => {
  it('stops a CSV at the first question past the limit, without splitting the rest of the file', async () => {
    const { rows, seen } = counted(rowsOf({ type: 'csv', text: table(20_000).map(toCsvRow).join('\r\n') }));
    expect(await codeOf(readTable(rows))).toBe('import_too_large');
    // The header and 501 questions: the other 19,499 rows were never read.
    expect(seen.rows).toBe(MAX_IMPORT_ROWS + 2);
  });

  it('stops a workbook at the first question past the limit, parsing no further, and leaves no temporary file behind', { timeout: 60_000 }, async () => {
    const bytes = await writeXlsx(table(3_000));
    const scratch = mkdtempSync(join(tmpdir(), 'import-table-'));
    const before = process.env.TMPDIR;
    // exceljs keeps the sheet in a temporary file while it reads the shared strings written after it.
    process.env.TMPDIR = scratch;
    try {
      const { rows, seen } = counted(rowsOf({ type: 'xlsx', bytes }));
      expect(await codeOf(readTable(rows))).toBe('import_too_large');
      // The header and 501 questions: the other 2,499 rows were never parsed.
      expect(seen.rows).toBe(MAX_IMPORT_ROWS + 2);
      // Deleted (asynchronously) once the reader moved past the sheet.
      await vi.waitFor(() => expect(readdirSync(scratch)).toEqual([]), { timeout: 5_000 });
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('counts questions, not their part rows nor the template’s examples, towards the limit', async () => {
    const example = cells({ example: 'example', paper: 'accounting', area: '1', difficulty: 'foundation', kind: 'written', stem: 'An example.' });
    const point = cells({ part: 'point', text: 'A point', marks: '1' });
    const rows = [[...IMPORT_COLUMNS], example, ...Array.from({ length: MAX_IMPORT_ROWS }, (_, i) => [question(i), point, point]).flat()];
    const read = await readTable(rowsOf({ type: 'csv', text: rows.map(toCsvRow).join('\n') }));
    expect(read.records).toHaveLength(1 + 3 * MAX_IMPORT_ROWS);
    expect(read.header).toEqual([...IMPORT_COLUMNS]);
    expect(await codeOf(readTable(rowsOf({ type: 'csv', text: [...rows, question(MAX_IMPORT_ROWS)].map(toCsvRow).join('\n') })))).toBe('import_too_large');
  });

  it('reads a file of exactly the limit, passing over blank rows, and refuses a row far below the rest', async () => {
    const full = table(MAX_IMPORT_ROWS).map(toCsvRow).join('\n') + '\n,,,\n\n';
    const read = await readTable(rowsOf({ type: 'csv', text: full }));
    expect(read.records).toHaveLength(MAX_IMPORT_ROWS);
    expect(read.records.at(-1)!.row).toBe(MAX_IMPORT_ROWS + 1);

    const sheet: string[][] = [[...IMPORT_COLUMNS], question(1), ...Array.from({ length: MAX_IMPORT_POSITION - 2 }, () => ['']), question(2)];
    expect(MAX_IMPORT_POSITION).toBe(10_020);
    expect(await codeOf(readTable(rowsOf({ type: 'xlsx', bytes: await writeXlsx(sheet) })))).toBe('import_too_large');
    expect(await codeOf(readTable(rowsOf({ type: 'csv', text: 'paper,stem\naccounting,"never closed' })))).toBe('import_file_invalid');
  });
});

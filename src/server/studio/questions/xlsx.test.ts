import { describe, expect, it } from 'vitest';
import { excel, loadedRows, writeXlsx, xlsxRows } from './xlsx';

async function all(rows: AsyncIterable<{ row: number; cells: string[] }>) {
  const out: { row: number; cells: string[] }[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

describe('reading a workbook', () => {
  it('reads the same rows whole as streamed, so the fallback for exceljs#3064 gives what the import expects', async () => {
    const book = await writeXlsx([
      ['kind', 'stem', 'marks'],
      ['single', 'Which side records an increase in an asset?', '2'],
      ['number', 'Annual depreciation?', '2'],
    ]);
    const streamed = await all(xlsxRows(book));
    expect(streamed).toEqual([
      { row: 1, cells: ['kind', 'stem', 'marks'] },
      { row: 2, cells: ['single', 'Which side records an increase in an asset?', '2'] },
      { row: 3, cells: ['number', 'Annual depreciation?', '2'] },
    ]);
    expect(await all(loadedRows(book))).toEqual(streamed);
  });

  it('reads only the first sheet whole, as streamed, from a workbook of several', async () => {
    const { Workbook } = await excel();
    const workbook = new Workbook();
    workbook.addWorksheet('Questions').addRows([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    workbook.addWorksheet('Papers and areas').addRow(['x', 'y']);
    const book = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(await all(loadedRows(book))).toEqual(await all(xlsxRows(book)));
    expect(await all(loadedRows(book))).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['c', 'd'] },
    ]);
  });

  it('refuses bytes that are a zip but no workbook, whichever way it is read', async () => {
    const zipOnly = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
    await expect(all(xlsxRows(zipOnly))).rejects.toMatchObject({ code: 'import_file_invalid' });
    await expect(all(loadedRows(zipOnly))).rejects.toMatchObject({ code: 'import_file_invalid' });
  });
});

import { describe, expect, it } from 'vitest';
import { parseCsv, toCsvRow } from './csv';

describe('the import template as CSV', () => {
  it('reads what spreadsheets write: quotes, doubled quotes, commas and line breaks inside quotes, CRLF and a byte-order mark', () => {
    const text = '\uFEFFpaper,stem,answer\r\naccounting,"Cost, then ""net"" value","1,200"\r\ntax,"Two\nlines",\r\n';
    expect(parseCsv(text)).toEqual([
      ['paper', 'stem', 'answer'],
      ['accounting', 'Cost, then "net" value', '1,200'],
      ['tax', 'Two\nlines', ''],
    ]);
  });

  it('refuses a file whose quote is never closed rather than reading half of it', () => {
    expect(parseCsv('paper,stem\naccounting,"never closed')).toBeNull();
  });

  it('writes rows that read back the same, and never a cell a spreadsheet would run as a formula', () => {
    const row = ['a, b', 'say "hi"', 'x\ny', '-1,200', '=SUM(A1)', '@cmd'];
    const written = toCsvRow(row);
    expect(parseCsv(written)).toEqual([['a, b', 'say "hi"', 'x\ny', '-1,200', "'=SUM(A1)", "'@cmd"]]);
  });
});

import { describe, expect, it } from 'vitest';
import { csvCell, takaCell, toCsv } from './csv';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });

  it('stops spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+8801700')).toBe("'+8801700");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes rows with CRLF and taka with two decimals', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['1', null],
      ]),
    ).toBe('a,b\r\n1,\r\n');
    expect(takaCell(450000)).toBe('4500.00');
    expect(takaCell(5)).toBe('0.05');
  });
});

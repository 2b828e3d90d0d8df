import { describe, expect, it } from 'vitest';
import { makeTextPdf } from './make-pdf';

describe('makeTextPdf', () => {
  it('writes a PDF whose cross-reference offsets point at its objects', () => {
    const bytes = makeTextPdf('Accounting: key facts (Certificate Level)', ['Debits = credits.', 'x'.repeat(200)]);
    const text = new TextDecoder().decode(bytes);
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(text.match(/startxref\n(\d+)/)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
    expect(text).toContain('\\(Certificate Level\\)');
  });
});

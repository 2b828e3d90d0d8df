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

describe('makeTextPdf over several pages', () => {
  it('continues text that does not fit on the first page on numbered pages, dropping none of it', () => {
    const lines = Array.from({ length: 100 }, (_, i) => `Line ${i + 1}`);
    const text = new TextDecoder().decode(makeTextPdf('Long document', lines));
    expect(text).toContain('/Count 3');
    for (const line of ['Line 1', 'Line 44', 'Line 45', 'Line 90', 'Line 91', 'Line 100']) expect(text).toContain(`(${line}) Tj`);
    expect(text).toContain('(Page 3 of 3) Tj');
    const xrefAt = Number(text.match(/startxref\n(\d+)/)![1]);
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(4 + 2 * 3);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });
});

import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

describe('attachment file names', () => {
  it('keeps an ASCII fallback free of quotes and separators and the exact name in filename*', () => {
    expect(attachmentDisposition('plain.pdf')).toBe(`attachment; filename="plain.pdf"; filename*=UTF-8''plain.pdf`);
    expect(attachmentDisposition('a "quoted"\\name/..\r\n.pdf')).toBe(`attachment; filename="a _quoted__name_..__.pdf"; filename*=UTF-8''a%20%22quoted%22_name_..__.pdf`);
    expect(attachmentDisposition('হিসাব notes (1).pdf')).toBe(`attachment; filename="_____ notes (1).pdf"; filename*=UTF-8''%E0%A6%B9%E0%A6%BF%E0%A6%B8%E0%A6%BE%E0%A6%AC%20notes%20%281%29.pdf`);
    expect(attachmentDisposition('  ')).toContain('filename="download"');
  });
});

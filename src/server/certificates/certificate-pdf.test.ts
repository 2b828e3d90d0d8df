import fs from 'node:fs';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { certificatePdf, nameFontFile } from './certificate-pdf';

/** The glyphs a name is drawn with, laid out by fontkit as PDFKit lays it out. */
function glyphs(name: string): number[] {
  const font = fontkit.create(fs.readFileSync(nameFontFile(name))) as fontkit.Font;
  return font.layout(name).glyphs.map((g) => g.id);
}

describe('the certificate PDF', () => {
  it('sets a Bengali name in a Bengali font, shaped: conjuncts joined and vowel signs placed before their consonant', () => {
    expect(nameFontFile('তাসনিম রহমান')).toMatch(/bengali/);
    expect(nameFontFile('Tasnim Rahman')).not.toMatch(/bengali/);
    // ক্ষ (ka, virama, ssa) is one conjunct glyph; কি draws the i-sign before ka.
    expect(glyphs('ক্ষ')).toHaveLength(1);
    const ki = glyphs('কি');
    expect(ki).toEqual([glyphs('ি')[0], glyphs('ক')[0]]);
    // No glyph is missing (.notdef is glyph 0).
    expect(glyphs('তাসনিম রহমান ক্ষমা')).not.toContain(0);
  });

  it('is one A4 landscape page', async () => {
    const pdf = await certificatePdf({
      holderName: 'তাসনিম রহমান',
      courseTitle: 'Assurance',
      issuedAt: '2026-11-22T09:00:00Z',
      code: 'M2HP7-XK4CD',
      verifyUrl: 'https://hisab.example/verify/M2HP7XK4CD',
    });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(text).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
  });
});

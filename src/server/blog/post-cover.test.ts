import { describe, expect, it } from 'vitest';
import { drawPostCover, wrapTitle } from './post-cover';

describe('post cover', () => {
  it('wraps a title into lines of whole words and shortens what does not fit', () => {
    expect(wrapTitle('Time management in the exam hall: a plan for 3-hour papers')).toEqual(['Time management in the exam', 'hall: a plan for 3-hour', 'papers']);
    const long = wrapTitle('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen', 12, 2);
    expect(long).toEqual(['one two', 'three four…']);
  });

  it('escapes the text it draws, so a title cannot add markup to the image', () => {
    const svg = drawPostCover({ title: 'Tax <script>alert(1)</script> & "VAT"', category: 'Tax & <b>', subject: null });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('Tax &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(svg).toContain('TAX &amp; &lt;B&gt;');
    expect(svg).toContain('Hisab blog');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="420"/);
  });

  it('gives the same category the same colours and names the paper', () => {
    const a = drawPostCover({ title: 'A', category: 'Careers', subject: 'Audit & Assurance' });
    const b = drawPostCover({ title: 'B', category: 'Careers', subject: null });
    const colours = (svg: string) => svg.match(/stop-color="#[0-9a-f]+"/g);
    expect(colours(a)).toEqual(colours(b));
    expect(a).toContain('Audit &amp; Assurance');
  });
});

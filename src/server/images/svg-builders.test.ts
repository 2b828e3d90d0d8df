import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '../../contracts/images';
import { buildCourseCover } from './course-cover';
import { buildMentorPortrait } from './mentor-portrait';
import { paperPalette, slugPalette } from './palettes';
import { paperCode } from './paper-codes';
import { buildPostCover } from './post-cover';
import { escapeXml, estimateTextWidth, FONT_STACK, initials, wrapText } from './svg-text';

/** The text of every <text> element, unescaped, in document order. */
function texts(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) =>
    m[1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}

function rootAttributes(svg: string): Record<string, string> {
  const root = svg.match(/^<svg([^>]*)>/)![1]!;
  return Object.fromEntries([...root.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

/** Well-formed enough for a browser: tags nest and close, no raw markup characters left in text. */
function expectWellFormed(svg: string) {
  const withoutTags = svg.replace(/<[^<>]+>/g, '');
  expect(withoutTags).not.toMatch(/[<>]/);
  expect(withoutTags).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const open: string[] = [];
  for (const [tag, closing, name] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^<>]*>/g)) {
    if (closing) expect(open.pop(), tag).toBe(name);
    else if (!tag.endsWith('/>')) open.push(name!);
  }
  expect(open).toEqual([]);
}

const nasty = `Tax & "VAT" <script>alert('x')</script> rules`;

describe('text helpers', () => {
  it('escapes the five XML characters and drops forbidden control characters', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
    expect(escapeXml('bell\u0007 tab\tline\n')).toBe('bell tab\tline\n');
  });

  it('wraps at word boundaries within the width and the number of lines', () => {
    const lines = wrapText({ text: 'Accounting: Complete Course for the December 2026 Sitting', maxWidth: 420, fontSize: 30, maxLines: 3 });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('Accounting: Complete Course for the December 2026 Sitting');
    for (const line of lines) expect(estimateTextWidth(line, 30)).toBeLessThanOrEqual(420);
  });

  it('ends text that does not fit with an ellipsis on the last allowed line', () => {
    const lines = wrapText({ text: 'one two three four five six seven eight nine ten eleven twelve', maxWidth: 120, fontSize: 20, maxLines: 2 });
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/…$/);
    for (const line of lines) expect(estimateTextWidth(line, 20)).toBeLessThanOrEqual(120);
  });

  it('cuts a single word longer than a line', () => {
    const [line] = wrapText({ text: 'Supercalifragilisticexpialidocious', maxWidth: 100, fontSize: 20, maxLines: 1 });
    expect(line).toMatch(/…$/);
    expect(estimateTextWidth(line!, 20)).toBeLessThanOrEqual(100);
  });

  it('takes initials from the first and last names', () => {
    expect(initials('Farhana Rahman')).toBe('FR');
    expect(initials('Kamal Uddin Ahmed')).toBe('KA');
    expect(initials('Madonna')).toBe('M');
    expect(initials('  ')).toBe('?');
  });

  it('knows the papers’ short names and makes one for a new paper', () => {
    expect(paperCode('financial-accounting-reporting', 'Financial Accounting & Reporting')).toBe('FAR');
    expect(paperCode('new-paper', 'Public Sector Accounting and Finance')).toBe('PSAF');
  });

  it('gives neighbouring papers of a level different colours, and a slug the same colours every time', () => {
    expect(paperPalette('certificate', 1).from).not.toBe(paperPalette('certificate', 2).from);
    expect(paperPalette('professional', 6).from).not.toBe(paperPalette('advanced', 11).from);
    expect(slugPalette('farhana-rahman')).toEqual(slugPalette('farhana-rahman'));
    expect(slugPalette('farhana-rahman').from).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('course cover', () => {
  const input = {
    slug: 'accounting-complete-course-december-2026',
    title: 'Accounting: Complete Course for the December 2026 Sitting',
    subject: { slug: 'accounting', name: 'Accounting', level: 'certificate' as const, position: 1 },
  };

  it('is 640x360 with a viewBox, the font stack, the paper code, the title in lines and the Hisab mark', () => {
    const svg = buildCourseCover(input);
    expect(rootAttributes(svg)).toMatchObject({ width: '640', height: '360', viewBox: '0 0 640 360', 'font-family': escapeXml(FONT_STACK) });
    expect([IMAGE_SIZES.course.width, IMAGE_SIZES.course.height]).toEqual([640, 360]);
    const all = texts(svg);
    expect(all).toContain('ACC');
    expect(all).toContain('Accounting');
    expect(all).toContain('Hisab');
    expect(all).toContain('CERTIFICATE LEVEL');
    const titleLines = all.filter((t) => input.title.includes(t) && t.includes(' '));
    expect(titleLines.length).toBeGreaterThanOrEqual(2);
    expect(titleLines.length).toBeLessThanOrEqual(3);
    expect(titleLines.join(' ')).toBe(input.title);
    expectWellFormed(svg);
  });

  it('escapes markup in the title and the paper name', () => {
    const svg = buildCourseCover({ ...input, title: nasty, subject: { ...input.subject, name: 'A & B <c>' } });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('A &amp; B &lt;c&gt;');
    expectWellFormed(svg);
  });

  it('keeps a very long title to three lines ending in an ellipsis', () => {
    const svg = buildCourseCover({ ...input, title: Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ') });
    const lines = texts(svg).filter((t) => t.startsWith('word'));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
  });

  it('draws two courses of the same paper differently but each the same every time', () => {
    const other = buildCourseCover({ ...input, slug: 'double-entry-in-10-days', title: input.title });
    expect(buildCourseCover(input)).toBe(buildCourseCover(input));
    expect(other).not.toBe(buildCourseCover(input));
  });
});

describe('mentor portrait', () => {
  it('is 400x400 with the initials and the qualifications badge', () => {
    const svg = buildMentorPortrait({ slug: 'tanvir-ahmed', name: 'Tanvir Ahmed', qualifications: ['FCA', 'CPA'] });
    expect(rootAttributes(svg)).toMatchObject({ width: '400', height: '400', viewBox: '0 0 400 400', 'aria-label': 'Tanvir Ahmed, FCA, CPA' });
    expect(texts(svg)).toEqual(['TA', 'FCA · CPA']);
    expectWellFormed(svg);
  });

  it('escapes the name and qualifications and leaves the badge out when there are none', () => {
    const svg = buildMentorPortrait({ slug: 'x', name: `<b>O'Neil</b> & Co`, qualifications: [] });
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;b&gt;O&apos;Neil&lt;/b&gt; &amp; Co');
    expect(texts(svg)).toHaveLength(1);
    expectWellFormed(svg);
  });
});

describe('post cover', () => {
  it('is 800x420 with the category, the wrapped title and the paper', () => {
    const title = 'ISA 315 risk assessment in practice: from inherent risk factors to audit responses';
    const svg = buildPostCover({ slug: 'isa-315', title, category: 'Audit practice', subjectName: 'Audit & Assurance' });
    expect(rootAttributes(svg)).toMatchObject({ width: '800', height: '420', viewBox: '0 0 800 420' });
    const all = texts(svg);
    expect(all[0]).toBe('AUDIT PRACTICE');
    expect(all).toContain('Audit & Assurance');
    expect(all).toContain('Hisab blog');
    const lines = all.slice(1, -2);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines.join(' ')).toBe(title);
    expectWellFormed(svg);
  });

  it('escapes the title and category, and draws an unknown category too', () => {
    const svg = buildPostCover({ slug: 'x', title: nasty, category: 'R&D <new>', subjectName: null });
    expect(svg).not.toContain('<script>');
    expect(texts(svg)[0]).toBe('R&D <NEW>');
    expectWellFormed(svg);
  });
});

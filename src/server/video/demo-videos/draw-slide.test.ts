import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildSlides, type DeckInput } from './build-slides';
import { drawSlide } from './draw-slide';
import { SLIDE } from './slide-theme';
import { drawableText, textPath, textWidth, wrapText } from './slide-text';

const input: DeckInput = {
  lessonTitle: 'Bank reconciliation statements',
  courseTitle: 'Accounting: Complete Course for the December 2026 Sitting',
  paper: { name: 'Accounting', code: 'ACC', level: 'Certificate Level' },
  notes: [
    '- Timing differences (unpresented cheques, outstanding lodgements) versus items missing from the cash book.',
    '- Step one: update the cash book for bank charges, direct debits, credit transfers and dishonoured cheques.',
    '- Step two: reconcile the bank statement balance to the corrected cash book.',
  ].join('\n'),
};

/** Every x coordinate the slide's outlines reach. */
function xs(svg: string): number[] {
  return [...svg.matchAll(/ d="([^"]*)"/g)].flatMap((m) => [...m[1]!.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)].map((p) => Number(p[1])));
}

describe('slide text drawn as outlines', () => {
  it('wraps at the real width of the words and never past it', () => {
    const text = 'Timing differences (unpresented cheques, outstanding lodgements) versus items missing from the cash book.';
    const { lines, cut } = wrapText(text, { size: 40, weight: 400, maxWidth: 600, maxLines: 5 });
    expect(cut).toBe(false);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(textWidth(line, 40, 400)).toBeLessThanOrEqual(600);
    // A wider box takes more words on the first line.
    expect(wrapText(text, { size: 40, weight: 400, maxWidth: 900, maxLines: 5 }).lines[0]!.length).toBeGreaterThan(lines[0]!.length);
  });

  it('ends text that does not fit in an ellipsis, and breaks a word longer than the line', () => {
    const cut = wrapText('one two three four five six seven eight nine ten eleven twelve', { size: 40, weight: 800, maxWidth: 300, maxLines: 2 });
    expect(cut.cut).toBe(true);
    expect(cut.lines).toHaveLength(2);
    expect(cut.lines[1]).toMatch(/…$/);
    const long = wrapText('https://example.com/a/very/long/address/that/has/no/spaces/at/all', { size: 40, weight: 400, maxWidth: 300, maxLines: 5 });
    for (const line of long.lines) expect(textWidth(line, 40, 400)).toBeLessThanOrEqual(300);
    expect(long.lines.join('')).toBe('https://example.com/a/very/long/address/that/has/no/spaces/at/all');
  });

  it('draws what the font lacks as near as it can', () => {
    expect(drawableText('Tk ৳500 for the café – “net”')).toBe('Tk Tk 500 for the café – “net”');
    expect(drawableText('ąę')).toBe('ae');
    expect(drawableText('হিসাব')).toMatch(/^\?+$/);
  });

  it('is kerned: a kerned pair is narrower than its letters apart', () => {
    expect(textWidth('AV', 100, 800)).toBeLessThan(textWidth('A', 100, 800) + textWidth('V', 100, 800));
  });

  it('centres and right-aligns by the measured width', () => {
    const start = xs(textPath(['Hisab'], { x: 500, baseline: 100, size: 40, weight: 800, fill: '#000' }));
    const end = xs(textPath(['Hisab'], { x: 500, baseline: 100, size: 40, weight: 800, fill: '#000', anchor: 'end' }));
    expect(Math.min(...start)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...end)).toBeLessThanOrEqual(500.5);
  });
});

describe('a drawn slide', () => {
  const slides = buildSlides(input);

  it('is a 1280x720 picture with no <text>, every outline inside the margins', () => {
    for (const [i, slide] of slides.entries()) {
      const svg = drawSlide(slide, input, { number: i + 1, count: slides.length });
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1280" height="720"/);
      expect(svg).not.toContain('<text');
      // The title slide's watermark runs to the edge on purpose; the rest keeps to the margins (a big key-point number's round side may overhang a little).
      if (slide.kind !== 'title') {
        const textXs = xs(svg.replace(/<rect[^>]*>/g, ''));
        expect(Math.min(...textXs), slide.kind).toBeGreaterThanOrEqual(SLIDE.margin - 12);
        expect(Math.max(...textXs), slide.kind).toBeLessThanOrEqual(SLIDE.width - SLIDE.margin + 1);
      }
    }
  });

  it('renders the same with no font on the machine at all, where SVG text would not', () => {
    // A child process whose fontconfig knows no fonts, as on a bare server or container:
    // the slide must come out pixel for pixel as it does here, while plain SVG text changes.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hisab-no-fonts-'));
    try {
      const config = path.join(dir, 'fonts.conf');
      writeFileSync(config, `<?xml version="1.0"?>\n<fontconfig><cachedir>${dir}</cachedir></fontconfig>\n`);
      const slideSvg = drawSlide(slides[1]!, input, { number: 2, count: slides.length });
      const textSvg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect width="400" height="100" fill="#fff"/><text x="10" y="70" font-size="60" font-family="sans-serif">Hisab</text></svg>';
      writeFileSync(path.join(dir, 'slide.svg'), slideSvg);
      writeFileSync(path.join(dir, 'text.svg'), textSvg);
      const script = `
        import sharp from 'sharp';
        import { createHash } from 'node:crypto';
        const digest = async (file) => createHash('sha256').update(await sharp(file).raw().toBuffer()).digest('hex');
        console.log(JSON.stringify({ slide: await digest(process.argv[1] + '/slide.svg'), text: await digest(process.argv[1] + '/text.svg') }));
      `;
      const run = (env: NodeJS.ProcessEnv) => {
        const result = spawnSync(process.execPath, ['--input-type=module', '-e', script, dir], { cwd: path.dirname(fileURLToPath(import.meta.url)), env, encoding: 'utf8' });
        expect(result.status, result.stderr).toBe(0);
        return JSON.parse(result.stdout) as { slide: string; text: string };
      };
      const withFonts = run(process.env);
      const withoutFonts = run({ ...process.env, FONTCONFIG_FILE: config });
      expect(withoutFonts.text).not.toBe(withFonts.text);
      expect(withoutFonts.slide).toBe(withFonts.slide);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows ink where its words are', async () => {
    const sharp = (await import('sharp')).default;
    const svg = drawSlide(slides[0]!, input, { number: 1, count: slides.length });
    // The title's first line, white on the dark green: bright pixels in its band.
    const { data } = await sharp(Buffer.from(svg)).extract({ left: SLIDE.margin, top: 300, width: 600, height: 70 }).greyscale().raw().toBuffer({ resolveWithObject: true });
    const bright = data.filter((v) => v > 200).length;
    expect(bright / data.length).toBeGreaterThan(0.1);
  });
});

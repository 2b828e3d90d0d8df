import { describe, expect, it } from 'vitest';
import { outlineNotes, plainText } from './notes-outline';

describe('the outline of a lesson’s notes', () => {
  it('reads a bullet list as one section of points, as the seeded notes are written', () => {
    expect(outlineNotes('- Assets = Capital + Liabilities.\n- The dual effect of a transaction.\n* Drawings reduce capital.')).toEqual([
      { heading: null, points: ['Assets = Capital + Liabilities.', 'The dual effect of a transaction.', 'Drawings reduce capital.'] },
    ]);
  });

  it('starts a section at each heading and keeps numbered items, continuation lines and quotes', () => {
    const notes = [
      '# Recognition',
      'Cost can be measured',
      'reliably.',
      '',
      '## After recognition',
      '1. Cost model: cost less depreciation.',
      '2) Revaluation model: fair value',
      '   less later depreciation.',
      '',
      '> Revalue a whole class at once.',
    ].join('\n');
    expect(outlineNotes(notes)).toEqual([
      { heading: 'Recognition', points: ['Cost can be measured reliably.'] },
      { heading: 'After recognition', points: ['Cost model: cost less depreciation.', 'Revaluation model: fair value less later depreciation.', 'Revalue a whole class at once.'] },
    ]);
  });

  it('treats a short bold line or a line ending in a colon as a heading', () => {
    expect(outlineNotes('**Key points**\n- One.\n\nWorked example:\n- Two.')).toEqual([
      { heading: 'Key points', points: ['One.'] },
      { heading: 'Worked example', points: ['Two.'] },
    ]);
  });

  it('splits a long paragraph at its sentences, about thirty words a point', () => {
    const sentence = 'Depreciation spreads the depreciable amount of an asset over its useful life on a systematic basis.';
    const [section] = outlineNotes(`${sentence} ${sentence} ${sentence} ${sentence}`);
    expect(section!.points.length).toBeGreaterThanOrEqual(2);
    expect(section!.points.join(' ')).toBe(`${sentence} ${sentence} ${sentence} ${sentence}`);
    for (const point of section!.points) expect(point.split(' ').length).toBeLessThanOrEqual(40);
  });

  it('leaves out code blocks, rules, pictures and headings with nothing under them', () => {
    const notes = ['# Title only', '## Part', '```', 'const x = 1;', '```', '---', '![A chart](chart.png)', '- The point.'].join('\n');
    expect(outlineNotes(notes)).toEqual([{ heading: 'Part', points: ['The point.'] }]);
  });

  it('reads a table row as its cells and skips the ruled line', () => {
    expect(outlineNotes('| Method | Rate |\n| --- | ---: |\n| Straight line | 20% |')).toEqual([{ heading: null, points: ['Method, Rate', 'Straight line, 20%'] }]);
  });

  it('has no sections for empty notes', () => {
    expect(outlineNotes(null)).toEqual([]);
    expect(outlineNotes('  \n\n')).toEqual([]);
  });

  it('reduces inline Markdown to its words', () => {
    expect(plainText('**Bold**, _em_, `code`, [IAS 16](https://example.com) and <b>tags</b> with file_name kept &amp; done')).toBe('Bold, em, code, IAS 16 and tags with file_name kept & done');
  });
});

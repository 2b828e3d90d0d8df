import { describe, expect, it } from 'vitest';
import { VIDEO_NOTES } from '../../db/seed/lesson-material-video';
import { buildSlides, DECK, gist, splitLabel, type DeckInput, type TimedSlide } from './build-slides';

const paper = { name: 'Accounting', code: 'ACC', level: 'Certificate Level' };

function deck(notes: string | null, lessonTitle = 'The accounting equation and the dual effect'): DeckInput {
  return { lessonTitle, courseTitle: 'Accounting: Complete Course for the December 2026 Sitting', paper, notes };
}

const total = (slides: TimedSlide[]) => slides.reduce((sum, s) => sum + s.seconds, 0);

function expectWithinLimits(slides: TimedSlide[]) {
  expect(total(slides)).toBeGreaterThanOrEqual(DECK.minSeconds);
  expect(total(slides)).toBeLessThanOrEqual(DECK.maxSeconds);
  for (const slide of slides) {
    expect(Number.isInteger(slide.seconds)).toBe(true);
    expect(slide.seconds).toBeGreaterThanOrEqual(4);
  }
}

const seededStyle = [
  '- The paper: 100 marks in 2 hours, mostly objective questions plus a longer financial statements scenario.',
  '- The three syllabus areas and why the adjustments area gets the most teaching time.',
  '- Question types you will meet: single choice, multiple response and number entry.',
  '- How to use the course: watch, work the example, then do the practice set for each section.',
].join('\n');

describe('the slides of a demo lecture', () => {
  it('are a title slide, one slide per key point and a summary, for notes of a few points', () => {
    const slides = buildSlides(deck(seededStyle));
    expect(slides.map((s) => s.kind)).toEqual(['title', 'point', 'point', 'point', 'point', 'summary']);
    expect(slides[1]).toMatchObject({ kind: 'point', number: 1, of: 4, heading: 'The paper', text: '100 marks in 2 hours, mostly objective questions plus a longer financial statements scenario.' });
    // A point with no label has none: its words are the slide.
    expect(slides[2]).toMatchObject({ kind: 'point', number: 2, heading: null, text: 'The three syllabus areas and why the adjustments area gets the most teaching time.' });
    // The words after a label begin with a capital on their slide.
    expect(slides[3]).toMatchObject({ heading: 'Question types you will meet', text: 'Single choice, multiple response and number entry.' });
    const summary = slides.at(-1)!;
    expect(summary.kind === 'summary' && summary.points).toHaveLength(4);
    expectWithinLimits(slides);
  });

  it('show each slide for the time its words take to read', () => {
    const short = buildSlides(deck('- Capital.\n- Assets.\n- Liabilities and a much longer explanation of what a liability is, when it arises, how it is measured and when it is settled.'));
    const [, first, , third] = short;
    expect(third!.seconds).toBeGreaterThan(first!.seconds);
    expectWithinLimits(short);
  });

  it('last 1-3 minutes and have 4-10 slides for every seeded video lesson', () => {
    let lessons = 0;
    for (const [course, byTitle] of Object.entries(VIDEO_NOTES)) {
      for (const [title, points] of Object.entries(byTitle)) {
        const slides = buildSlides({ lessonTitle: title, courseTitle: course, paper, notes: points.map((p) => `- ${p}`).join('\n') });
        expect(slides.length, title).toBeGreaterThanOrEqual(4);
        expect(slides.length, title).toBeLessThanOrEqual(DECK.maxSlides);
        expectWithinLimits(slides);
        lessons += 1;
      }
    }
    expect(lessons).toBeGreaterThan(100);
  });

  it('group many points as bullets under their headings, in at most ten slides and three minutes', () => {
    const sections = Array.from({ length: 6 }, (_, s) =>
      [`## Part ${s + 1}`, ...Array.from({ length: 5 }, (_, p) => `- Point ${p + 1} of part ${s + 1} explains one idea of the standard in a sentence of around twenty words or so.`)].join('\n'),
    );
    const slides = buildSlides(deck(sections.join('\n\n')));
    expect(slides.length).toBeLessThanOrEqual(DECK.maxSlides);
    expect(slides.filter((s) => s.kind === 'list').length).toBe(DECK.maxSlides - 2);
    expect(slides[1]).toMatchObject({ kind: 'list', kicker: 'Part 1 of 6', heading: 'Part 1' });
    // What did not fit is not lost silently: the summary sends the viewer to the notes.
    const summary = slides.at(-1)!;
    expect(summary.kind === 'summary' && summary.points.at(-1)).toBe('More in the notes below this video');
    expectWithinLimits(slides);
  });

  it('put points of notes without headings on bullet slides under the lesson title when there are more than eight', () => {
    const notes = Array.from({ length: 11 }, (_, i) => `- Point ${i + 1}: a short idea.`).join('\n');
    const slides = buildSlides(deck(notes, 'Depreciation'));
    const lists = slides.filter((s): s is Extract<TimedSlide, { kind: 'list' }> => s.kind === 'list');
    expect(lists.length).toBeGreaterThanOrEqual(2);
    expect(lists.flatMap((s) => s.points)).toHaveLength(11);
    expect(lists.every((s) => s.heading === 'Depreciation')).toBe(true);
    expect(lists[0]!.kicker).toMatch(/^Key points 1–\d+ of 11$/);
    expectWithinLimits(slides);
  });

  it('fall back to a title and a summary for empty notes, still a minute long', () => {
    for (const notes of [null, '', '\n\n  ']) {
      const slides = buildSlides(deck(notes));
      expect(slides.map((s) => s.kind)).toEqual(['title', 'summary']);
      expect(slides[1]).toMatchObject({
        heading: 'About this lesson',
        points: ['The accounting equation and the dual effect', 'Part of Accounting: Complete Course for the December 2026 Sitting', 'Accounting, Certificate Level'],
      });
      expectWithinLimits(slides);
    }
  });

  it('keep a very long point whole across several slides’ worth of words by splitting it at its sentences', () => {
    const sentence = 'A provision is recognised when there is a present obligation from a past event and an outflow is probable.';
    const slides = buildSlides(deck(`- ${Array.from({ length: 6 }, () => sentence).join(' ')}`));
    expect(slides.filter((s) => s.kind === 'point').length).toBeGreaterThanOrEqual(2);
    expectWithinLimits(slides);
  });
});

describe('labels and gists', () => {
  it('takes a short phrase before a colon as a point’s label, not a time or a long clause', () => {
    expect(splitLabel('Step one: update the cash book for bank charges.')).toEqual({ label: 'Step one', rest: 'update the cash book for bank charges.' });
    expect(splitLabel('The meeting starts at 10: 30 sharp today')).toBeNull();
    expect(splitLabel('A sentence with far too many words before the colon appears: rest of it here')).toBeNull();
    expect(splitLabel('No label here at all.')).toBeNull();
  });

  it('keeps a short point whole, cuts a long one at its first clause, and briefly keeps the label only', () => {
    expect(gist('Assets = Capital + Liabilities.')).toBe('Assets = Capital + Liabilities');
    expect(gist('The dual effect traced through ten transactions of a new shop, from capital introduced to drawings and every step in between them.')).toBe(
      'The dual effect traced through ten transactions of a new shop',
    );
    expect(gist('Step one: update the cash book for bank charges, direct debits, credit transfers and dishonoured cheques.', { brief: true })).toBe('Step one');
    expect(gist('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen')).toBe(
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen…',
    );
  });
});

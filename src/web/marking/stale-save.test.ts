import { describe, expect, it } from 'vitest';
import type { MarkingScript, ScriptAnswer } from '../../contracts/marking-schemas';
import { scriptEntryOf, withAnswerComment, withPointMark } from './marks';
import { compareWithTheirs, keepMine, mergeEntries } from './stale-save';

const guide = [
  { id: 'p1', text: 'Defines going concern', marks: 2, partial: false },
  { id: 'p2', text: 'Explains an indicator', marks: 2, partial: true },
];

function answer(position: number, over: Partial<ScriptAnswer> = {}): ScriptAnswer {
  return { position, questionId: position, area: 'A', stem: 'Explain.', max: 4, answer: null, guide, awards: null, marks: null, comment: '', history: [], ...over };
}

function script(revision: number, answers: ScriptAnswer[], comment = ''): MarkingScript {
  return {
    number: 1042,
    exam: { id: 1, title: 'Mock', paper: 'Audit' },
    state: 'draft',
    revision,
    submittedAt: '2026-03-01T10:00:00.000Z',
    releasedAt: null,
    markedBy: null,
    comment,
    alsoOpenBy: null,
    answers,
    autoMarked: { questions: 0, marks: 0, max: 0 },
    totalMarks: 8,
    canModerate: false,
    next: null,
  };
}

describe('a save refused because another marker saved first', () => {
  // What this marker opened (revision 1), and what they entered since.
  const opened = script(1, [answer(6), answer(7)]);
  let mine = withPointMark(scriptEntryOf(opened), 6, 'p1', '2');
  mine = withPointMark(mine, 6, 'p2', '1.5');
  mine = withAnswerComment(mine, 6, 'Define it first.');
  mine = { ...mine, comment: 'A fair attempt.' };
  // The other marker's save (revision 2): the same mark on 7 as nobody, a different one on 6.
  const theirs = script(2, [answer(6, { awards: [{ pointId: 'p1', marks: 2 }], marks: 2, comment: 'Too short.' }), answer(7)], 'Needs more depth.');

  it('sets the marker’s own entry beside the newest saved version, answer by answer', () => {
    const comparison = compareWithTheirs(theirs, mine);
    expect(comparison.differs).toBe(true);
    expect(comparison.comment).toEqual({ mine: 'A fair attempt.', theirs: 'Needs more depth.', same: false });
    expect(comparison.answers[0]).toEqual({
      position: 6,
      max: 4,
      mine: { marked: true, marks: 3.5, points: ['Defines going concern', 'Explains an indicator (1.5 of 2)'], comment: 'Define it first.' },
      theirs: { marked: true, marks: 2, points: ['Defines going concern'], comment: 'Too short.' },
      same: false,
    });
    expect(comparison.answers[1]!.same).toBe(true);
    expect(keepMine(comparison)).toEqual({ comment: 'mine', answers: { 6: 'mine' } });
  });

  it('keeps the marker’s own marks where they choose to, theirs elsewhere, and loses nothing typed', () => {
    const kept = mergeEntries(theirs, mine, { comment: 'mine', answers: { 6: 'mine' } });
    expect(kept).toEqual({ comment: 'A fair attempt.', answers: { 6: mine.answers[6], 7: { given: {}, decided: false, comment: '' } } });
    const taken = mergeEntries(theirs, mine, { comment: 'theirs', answers: { 6: 'theirs' } });
    expect(taken).toEqual(scriptEntryOf(theirs));
    // The merged entry now matches theirs exactly where theirs was taken: nothing differs.
    expect(compareWithTheirs(theirs, taken).differs).toBe(false);
  });

  it('finds nothing to choose when the other save holds what this marker entered', () => {
    const same = script(
      2,
      [
        answer(6, {
          awards: [
            { pointId: 'p1', marks: 2 },
            { pointId: 'p2', marks: 1.5 },
          ],
          marks: 3.5,
          comment: 'Define it first.',
        }),
        answer(7),
      ],
      'A fair attempt.',
    );
    expect(compareWithTheirs(same, mine).differs).toBe(false);
  });
});

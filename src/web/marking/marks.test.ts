import { describe, expect, it } from 'vitest';
import type { MarkingScript, ScriptAnswer } from '../../contracts/marking-schemas';
import {
  answerMarks,
  firstProblem,
  isProblem,
  pointSteps,
  readPointMark,
  saveBody,
  scriptEntryOf,
  scriptTotals,
  stepPointMark,
  undecidedPositions,
  withAnswerComment,
  withPointMark,
  type GuidePoint,
} from './marks';

const whole: GuidePoint = { id: 'p1', text: 'Defines going concern', marks: 2, partial: false };
const partial: GuidePoint = { id: 'p2', text: 'Explains an indicator of doubt', marks: 3, partial: true };

function answer(position: number, over: Partial<ScriptAnswer> = {}): ScriptAnswer {
  return {
    position,
    questionId: position * 10,
    area: 'Going concern',
    stem: 'Explain the going concern basis.',
    max: 5,
    answer: { kind: 'written', text: 'An answer.' },
    guide: [whole, partial],
    awards: null,
    marks: null,
    comment: '',
    history: [],
    ...over,
  };
}

function script(answers: ScriptAnswer[]): MarkingScript {
  return {
    number: 1042,
    exam: { id: 7, title: 'Audit mock', paper: 'Audit & Assurance' },
    state: 'awaiting',
    revision: 3,
    submittedAt: '2026-03-01T10:00:00.000Z',
    releasedAt: null,
    markedBy: null,
    comment: '',
    alsoOpenBy: null,
    answers,
    autoMarked: { questions: 5, marks: 7.5, max: 10 },
    totalMarks: 20,
    canModerate: false,
    next: 1043,
  };
}

describe('a guide point’s marks', () => {
  it('are all or nothing unless the guide allows part marks, then every half mark up to the point’s marks', () => {
    expect(pointSteps(whole)).toEqual([0, 2]);
    expect(pointSteps(partial)).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3]);
    expect(pointSteps({ ...partial, marks: 1.25 })).toEqual([0, 0.5, 1, 1.25]);
  });

  it('read a box as markers write it, and say what is wrong with anything else', () => {
    expect(readPointMark(partial, '')).toEqual({ ok: true, marks: 0 });
    expect(readPointMark(partial, ' 1.5 ')).toEqual({ ok: true, marks: 1.5 });
    expect(readPointMark(partial, '1,5')).toEqual({ ok: true, marks: 1.5 });
    expect(readPointMark(partial, '2½')).toEqual({ ok: true, marks: 2.5 });
    expect(readPointMark(partial, '½')).toEqual({ ok: true, marks: 0.5 });
    expect(readPointMark(partial, '.5')).toEqual({ ok: true, marks: 0.5 });
    expect(readPointMark(partial, '1.25')).toEqual({ ok: false, problem: 'Use half marks: 0 to 3 in half marks.' });
    expect(readPointMark(partial, '3.5')).toEqual({ ok: false, problem: 'This point earns at most 3 marks.' });
    expect(readPointMark(partial, '-1')).toEqual({ ok: false, problem: 'Marks cannot be below 0.' });
    expect(readPointMark(partial, 'two')).toEqual({ ok: false, problem: 'Type a number of marks: 0 to 3 in half marks.' });
    expect(readPointMark(whole, '1')).toEqual({ ok: false, problem: 'All or nothing: 0 or 2.' });
    expect(readPointMark(whole, '2')).toEqual({ ok: true, marks: 2 });
  });

  it('step by half marks within the point, from 0 when the box holds nonsense', () => {
    expect(stepPointMark(partial, '', 1)).toBe('0.5');
    expect(stepPointMark(partial, '1.5', 1)).toBe('2');
    expect(stepPointMark(partial, '3', 1)).toBe('3');
    expect(stepPointMark(partial, '0', -1)).toBe('0');
    expect(stepPointMark(partial, '2', -1)).toBe('1.5');
    expect(stepPointMark(partial, 'x', 1)).toBe('0.5');
    expect(stepPointMark(whole, '', 1)).toBe('2');
  });
});

describe('an answer’s marks', () => {
  it('sum the points exactly, award only what was earned, and never pass the question’s marks', () => {
    const marks = answerMarks(answer(6), { decided: true, comment: '', given: { p1: '2', p2: '1.5' } });
    expect(marks).toEqual({
      marks: 3.5,
      max: 5,
      problems: {},
      overMax: false,
      awards: [
        { pointId: 'p1', marks: 2 },
        { pointId: 'p2', marks: 1.5 },
      ],
    });
    expect(answerMarks(answer(6), { decided: true, comment: '', given: { p1: '0', p2: '' } }).awards).toEqual([]);
    // A guide edited out of step with the question's marks cannot carry an answer past them.
    expect(answerMarks(answer(6, { max: 4 }), { decided: true, comment: '', given: { p1: '2', p2: '3' } }).overMax).toBe(true);
    expect(answerMarks(answer(6), { decided: true, comment: '', given: { p2: '0.7' } }).problems).toEqual({ p2: 'Use half marks: 0 to 3 in half marks.' });
  });
});

describe('a script’s entry', () => {
  const saved = script([answer(6, { awards: [{ pointId: 'p2', marks: 2.5 }], marks: 2.5, comment: 'Good indicator.' }), answer(7), answer(8, { awards: [], marks: 0 })]);

  it('starts from the saved marks, telling a marked answer (even with nothing earned) from one nobody has looked at', () => {
    const entry = scriptEntryOf(saved);
    expect(entry.answers[6]).toEqual({ decided: true, comment: 'Good indicator.', given: { p2: '2.5' } });
    expect(entry.answers[7]).toEqual({ decided: false, comment: '', given: {} });
    expect(entry.answers[8]!.decided).toBe(true);
    expect(undecidedPositions(saved, entry)).toEqual([7]);
    expect(undecidedPositions(saved, withPointMark(entry, 7, 'p1', ''))).toEqual([]);
  });

  it('keeps a running total of the written answers and the questions marked automatically', () => {
    const entry = withPointMark(scriptEntryOf(saved), 7, 'p1', '2');
    expect(scriptTotals(saved, entry)).toEqual({ written: { marks: 4.5, max: 15 }, auto: { marks: 7.5, max: 10 }, total: { marks: 12, max: 20 }, decided: 3, answers: 3 });
  });

  it('saves a draft of the answers marked or commented on, and releases every answer, from the given revision', () => {
    const entry = withAnswerComment(scriptEntryOf(saved), 7, '  Say more.  ');
    expect(saveBody(saved, { ...entry, comment: ' Well argued. ' }, { revision: 4, release: false })).toEqual({
      revision: 4,
      comment: 'Well argued.',
      release: false,
      answers: [
        { position: 6, awards: [{ pointId: 'p2', marks: 2.5 }], comment: 'Good indicator.' },
        { position: 7, awards: [], comment: 'Say more.' },
        { position: 8, awards: [], comment: '' },
      ],
    });
    const untouched = scriptEntryOf(saved);
    const draft = saveBody(saved, untouched, { revision: 4, release: false });
    expect(!isProblem(draft) && draft.answers.map((a) => a.position)).toEqual([6, 8]);
    const release = saveBody(saved, untouched, { revision: 4, release: true });
    expect(!isProblem(release) && release.answers.map((a) => a.position)).toEqual([6, 7, 8]);
  });

  it('refuses to save a mark it cannot read, saying which question and why', () => {
    const entry = withPointMark(scriptEntryOf(saved), 7, 'p2', '1.2');
    expect(firstProblem(saved, entry)).toEqual({ position: 7, pointId: 'p2', message: 'Question 7: Use half marks: 0 to 3 in half marks.' });
    expect(saveBody(saved, entry, { revision: 4, release: true })).toEqual(firstProblem(saved, entry));
    const over = script([answer(6, { max: 4 })]);
    expect(firstProblem(over, withPointMark(withPointMark(scriptEntryOf(over), 6, 'p1', '2'), 6, 'p2', '3'))).toEqual({
      position: 6,
      pointId: null,
      message: 'Question 6 can earn at most 4 marks.',
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { Answer } from '../../contracts/exam-schemas';
import { markAnswer } from './marking';
import type { AnswerKey } from './question-key';

const exact = { kind: 'absolute' as const, amount: 0.5 };
const number = (text: string): Answer => ({ kind: 'number', text });

describe('marking', () => {
  it('single choice: the keyed option only', () => {
    const key: AnswerKey = { kind: 'single', correct: 'b' };
    expect(markAnswer(key, 2, { kind: 'single', choice: 'b' })).toEqual({ marks: 2, outcome: 'correct' });
    expect(markAnswer(key, 2, { kind: 'single', choice: 'a' })).toEqual({ marks: 0, outcome: 'wrong' });
    expect(markAnswer(key, 2, null)).toEqual({ marks: 0, outcome: 'unanswered' });
    expect(markAnswer(key, 2, number('1'))).toEqual({ marks: 0, outcome: 'unanswered' });
  });

  it('multiple response: all or nothing by default', () => {
    const key: AnswerKey = { kind: 'multi', correct: ['a', 'c'], partialCredit: false };
    expect(markAnswer(key, 2, { kind: 'multi', choices: ['c', 'a'] }).marks).toBe(2);
    expect(markAnswer(key, 2, { kind: 'multi', choices: ['a'] }).marks).toBe(0);
    expect(markAnswer(key, 2, { kind: 'multi', choices: ['a', 'b', 'c'] }).marks).toBe(0);
    expect(markAnswer(key, 2, { kind: 'multi', choices: [] }).outcome).toBe('unanswered');
  });

  it('multiple response with per-option credit: a wrong tick cancels a right one, never below zero', () => {
    const key: AnswerKey = { kind: 'multi', correct: ['a', 'c', 'd'], partialCredit: true };
    expect(markAnswer(key, 3, { kind: 'multi', choices: ['a', 'c'] })).toEqual({ marks: 2, outcome: 'partial' });
    expect(markAnswer(key, 3, { kind: 'multi', choices: ['a', 'c', 'd'] })).toEqual({ marks: 3, outcome: 'correct' });
    expect(markAnswer(key, 3, { kind: 'multi', choices: ['a', 'b'] })).toEqual({ marks: 0, outcome: 'wrong' });
    expect(markAnswer(key, 3, { kind: 'multi', choices: ['a', 'b', 'c', 'd', 'e'] }).marks).toBe(1);
    expect(markAnswer(key, 2, { kind: 'multi', choices: ['a'] }).marks).toBe(0.67);
  });

  describe('number entry', () => {
    const key: AnswerKey = { kind: 'number', answer: 1200, tolerance: exact };
    it('accepts every way of writing the figure', () => {
      for (const text of ['1200', '1,200', '1200.00', ' 1,200 ', '1200.4']) expect(markAnswer(key, 2, number(text)).marks, text).toBe(2);
    });
    it('marks a factor-of-ten slip wrong, never by likeness', () => {
      for (const text of ['12000', '120', '12,000', '1,20,000', '1201', '-1200']) expect(markAnswer(key, 2, number(text)).outcome, text).toBe('wrong');
    });
    it('reads negatives in brackets and a dash as nil', () => {
      const loss: AnswerKey = { kind: 'number', answer: -4500, tolerance: exact };
      expect(markAnswer(loss, 2, number('(4,500)')).marks).toBe(2);
      expect(markAnswer(loss, 2, number('-4500')).marks).toBe(2);
      expect(markAnswer(loss, 2, number('4500')).marks).toBe(0);
      const nil: AnswerKey = { kind: 'number', answer: 0, tolerance: exact };
      expect(markAnswer(nil, 2, number('-')).marks).toBe(2);
      expect(markAnswer(nil, 2, number('nil')).marks).toBe(2);
    });
    it('applies an absolute, a relative or a range tolerance at its bounds', () => {
      const abs: AnswerKey = { kind: 'number', answer: 12.5, tolerance: { kind: 'absolute', amount: 0.1 } };
      expect(markAnswer(abs, 2, number('12.6')).marks).toBe(2);
      expect(markAnswer(abs, 2, number('12.4')).marks).toBe(2);
      expect(markAnswer(abs, 2, number('12.61')).marks).toBe(0);
      const rel: AnswerKey = { kind: 'number', answer: 50_000, tolerance: { kind: 'relative', amount: 0.01 } };
      expect(markAnswer(rel, 2, number('50,500')).marks).toBe(2);
      expect(markAnswer(rel, 2, number('49,500')).marks).toBe(2);
      expect(markAnswer(rel, 2, number('50,501')).marks).toBe(0);
      const range: AnswerKey = { kind: 'number', answer: 3_790_500, tolerance: { kind: 'range', min: 3_790_000, max: 3_791_000 } };
      expect(markAnswer(range, 2, number('3,790,000')).marks).toBe(2);
      expect(markAnswer(range, 2, number('3,791,000')).marks).toBe(2);
      expect(markAnswer(range, 2, number('3,791,001')).marks).toBe(0);
      expect(markAnswer(range, 2, number('37,910,000')).marks).toBe(0);
    });
    it('treats an empty or unreadable box as unanswered', () => {
      expect(markAnswer(key, 2, number('')).outcome).toBe('unanswered');
      expect(markAnswer(key, 2, number('12,00')).outcome).toBe('unanswered');
    });
  });

  it('drop-down tables: each blank earns its own marks', () => {
    const key: AnswerKey = {
      kind: 'table',
      blanks: {
        r0: { type: 'select', correct: 'x', marks: 1 },
        r1: { type: 'number', answer: 85_000, tolerance: exact, marks: 2 },
        r2: { type: 'number', answer: -15_000, tolerance: exact, marks: 1 },
      },
    };
    expect(markAnswer(key, 4, { kind: 'table', blanks: { r0: 'x', r1: '85,000', r2: '(15,000)' } })).toEqual({ marks: 4, outcome: 'correct' });
    expect(markAnswer(key, 4, { kind: 'table', blanks: { r0: 'y', r1: '85000', r2: '15000' } })).toEqual({ marks: 2, outcome: 'partial' });
    expect(markAnswer(key, 4, { kind: 'table', blanks: { r0: '', r1: ' ' } }).outcome).toBe('unanswered');
    expect(markAnswer(key, 4, { kind: 'table', blanks: { r0: 'y' } })).toEqual({ marks: 0, outcome: 'wrong' });
  });

  describe('journal entries', () => {
    const key: AnswerKey = {
      kind: 'journal',
      lines: [
        { account: 'dep', side: 'debit', amount: 20_000, marks: 1 },
        { account: 'acc', side: 'credit', amount: 20_000, marks: 1 },
      ],
      extraLinePenalty: 0.5,
      unbalancedPenalty: 0.5,
    };
    const line = (account: string, side: 'debit' | 'credit', amount: string) => ({ account, side, amount });

    it('earns each expected line once, in any order', () => {
      expect(markAnswer(key, 2, { kind: 'journal', lines: [line('acc', 'credit', '20,000'), line('dep', 'debit', '20000')] })).toEqual({ marks: 2, outcome: 'correct' });
      expect(markAnswer(key, 2, { kind: 'journal', lines: [line('dep', 'debit', '20000'), line('dep', 'debit', '20000')] }).marks).toBe(0.5);
    });
    it('needs account, side and amount all to match', () => {
      expect(markAnswer(key, 2, { kind: 'journal', lines: [line('dep', 'credit', '20000'), line('acc', 'debit', '20000')] }).marks).toBe(0);
      expect(markAnswer(key, 2, { kind: 'journal', lines: [line('dep', 'debit', '2000'), line('acc', 'credit', '2000')] }).marks).toBe(0);
    });
    it('costs marks for extra lines and for unbalanced entries, never below zero', () => {
      const extra = [line('dep', 'debit', '20000'), line('acc', 'credit', '20000'), line('cash', 'debit', '100'), line('cash', 'credit', '100')];
      expect(markAnswer(key, 2, { kind: 'journal', lines: extra }).marks).toBe(1);
      expect(markAnswer(key, 2, { kind: 'journal', lines: [line('dep', 'debit', '20000'), line('acc', 'credit', '19000')] }).marks).toBe(0.5);
      expect(markAnswer(key, 2, { kind: 'journal', lines: [line('cash', 'debit', '5'), line('x', 'debit', '1'), line('y', 'debit', '1')] }).marks).toBe(0);
    });
    it('ignores empty rows and reports no rows as unanswered', () => {
      expect(markAnswer(key, 2, { kind: 'journal', lines: [line('', 'debit', ''), line('dep', 'debit', '20000'), line('acc', 'credit', '20000')] }).marks).toBe(2);
      expect(markAnswer(key, 2, { kind: 'journal', lines: [line('', 'debit', '')] }).outcome).toBe('unanswered');
    });
  });

  it('leaves written answers for self-marking', () => {
    const key: AnswerKey = { kind: 'written', points: [{ id: 'p1', text: 'Identifies the threat', marks: 2 }] };
    expect(markAnswer(key, 2, { kind: 'written', text: 'Self-review threat.' })).toEqual({ marks: 0, outcome: 'self_mark' });
    expect(markAnswer(key, 2, { kind: 'written', text: '  ' }).outcome).toBe('unanswered');
  });
});

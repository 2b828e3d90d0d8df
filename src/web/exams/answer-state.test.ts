import { describe, expect, it } from 'vitest';
import type { QuestionContent } from '../../contracts/exam-schemas';
import { answerState } from './answer-state';

describe('answer state', () => {
  it('tells answered, partly answered and unanswered apart', () => {
    const multi: QuestionContent = {
      kind: 'multi',
      select: 2,
      options: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
        { id: 'c', text: 'C' },
      ],
    };
    expect(answerState(multi, null)).toBe('unanswered');
    expect(answerState(multi, { kind: 'multi', choices: ['a'] })).toBe('partial');
    expect(answerState(multi, { kind: 'multi', choices: ['a', 'b'] })).toBe('answered');
    const table: QuestionContent = {
      kind: 'table',
      columns: ['x', 'y'],
      rows: [
        [
          { type: 'text', text: 'Revenue' },
          { type: 'number', blank: 'b1' },
        ],
        [
          { type: 'text', text: 'Cost' },
          { type: 'number', blank: 'b2' },
        ],
      ],
    };
    expect(answerState(table, { kind: 'table', blanks: { b1: '1' } })).toBe('partial');
    expect(answerState(table, { kind: 'table', blanks: { b1: '1', b2: '2' } })).toBe('answered');
    const journal: QuestionContent = { kind: 'journal', accounts: [{ id: 'acc1', text: 'Cash' }], rows: 4 };
    expect(answerState(journal, { kind: 'journal', lines: [{ account: 'acc1', side: 'debit', amount: '' }] })).toBe('partial');
    expect(answerState(journal, { kind: 'journal', lines: [{ account: '', side: 'debit', amount: '' }] })).toBe('unanswered');
    expect(answerState({ kind: 'number' }, { kind: 'number', text: ' ' })).toBe('unanswered');
  });
});

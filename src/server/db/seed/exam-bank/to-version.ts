import type { QuestionContent, QuestionKind, TableCell } from '../../../../contracts/exam-schemas';
import { defaultTolerance, type AnswerKey, type Tolerance } from '../../../exams/question-key';
import type { SeedQuestion, SeedTolerance } from './bank-types';

export type VersionParts = { kind: QuestionKind; marks: number; content: QuestionContent; key: AnswerKey };

const letter = (i: number) => String.fromCharCode(97 + i);

function tolerance(seed: SeedTolerance | undefined, answer: number): Tolerance {
  if (!seed) return defaultTolerance(answer);
  if ('min' in seed) return { kind: 'range', min: seed.min, max: seed.max };
  if ('absolute' in seed) return { kind: 'absolute', amount: seed.absolute };
  return { kind: 'relative', amount: seed.relative };
}

/** Splits a seed question into what the student sees and the key the server marks with. */
export function toVersion(q: SeedQuestion): VersionParts {
  switch (q.kind) {
    case 'single': {
      const options = q.options.map((text, i) => ({ id: letter(i), text }));
      return { kind: 'single', marks: q.marks, content: { kind: 'single', options }, key: { kind: 'single', correct: letter(q.correct) } };
    }
    case 'multi': {
      const options = q.options.map((text, i) => ({ id: letter(i), text }));
      return {
        kind: 'multi',
        marks: q.marks,
        content: { kind: 'multi', options, select: q.correct.length },
        key: { kind: 'multi', correct: q.correct.map(letter), partialCredit: q.partialCredit ?? false },
      };
    }
    case 'number':
      return {
        kind: 'number',
        marks: q.marks,
        content: { kind: 'number', ...(q.prefix ? { prefix: q.prefix } : {}), ...(q.suffix ? { suffix: q.suffix } : {}) },
        key: { kind: 'number', answer: q.answer, tolerance: tolerance(q.tolerance, q.answer) },
      };
    case 'table': {
      const blanks: Extract<AnswerKey, { kind: 'table' }>['blanks'] = {};
      const rows: TableCell[][] = q.rows.map((row, r) =>
        row.map((cell, c): TableCell => {
          if (typeof cell === 'string') return { type: 'text', text: cell };
          const blank = `r${r}c${c}`;
          if ('select' in cell) {
            blanks[blank] = { type: 'select', correct: letter(cell.correct), marks: cell.marks };
            return { type: 'select', blank, options: cell.select.map((text, i) => ({ id: letter(i), text })) };
          }
          blanks[blank] = { type: 'number', answer: cell.number, tolerance: tolerance(cell.tolerance, cell.number), marks: cell.marks };
          return { type: 'number', blank };
        }),
      );
      const marks = Object.values(blanks).reduce((sum, b) => sum + b.marks, 0);
      return { kind: 'table', marks, content: { kind: 'table', columns: q.columns, rows }, key: { kind: 'table', blanks } };
    }
    case 'journal': {
      const accounts = q.accounts.map((text, i) => ({ id: `acc${i + 1}`, text }));
      const marks = q.lines.reduce((sum, l) => sum + l.marks, 0);
      return {
        kind: 'journal',
        marks,
        content: { kind: 'journal', accounts, rows: Math.max(q.lines.length + 1, 4) },
        key: {
          kind: 'journal',
          lines: q.lines.map((l) => ({ account: `acc${l.account + 1}`, side: l.side, amount: l.amount, marks: l.marks })),
          extraLinePenalty: q.extraLinePenalty ?? 0,
          unbalancedPenalty: q.unbalancedPenalty ?? 0,
        },
      };
    }
    case 'written': {
      const marks = q.points.reduce((sum, p) => sum + p.marks, 0);
      return {
        kind: 'written',
        marks,
        content: { kind: 'written', workings: q.workings ?? false },
        key: { kind: 'written', points: q.points.map((p, i) => ({ id: `p${i + 1}`, text: p.text, marks: p.marks })) },
      };
    }
  }
}

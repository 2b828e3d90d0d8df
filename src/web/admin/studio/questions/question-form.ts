import type { AnswerKey } from '../../../../contracts/exam-key-schemas';
import type { Difficulty, QuestionKind } from '../../../../contracts/exam-schemas';
import { partMarks } from '../../../../contracts/question-rules';
import type { QuestionBody } from '../../../../contracts/studio-question-schemas';

/** What the editor holds: where the question sits and its body. */
export type QuestionForm = { paper: string; areaId: number | null; difficulty: Difficulty; body: QuestionBody };

export const KIND_LABELS: Record<QuestionKind, string> = {
  single: 'Single answer',
  multi: 'Multiple response',
  number: 'Number entry',
  table: 'Table to complete',
  journal: 'Journal entry',
  written: 'Written answer',
};

const option = (id: string, text = '') => ({ id, text });

/** A new body of a kind, keeping the stem and worked answer already written. */
export function bodyOfKind(kind: QuestionKind, keep: Pick<QuestionBody, 'stem' | 'explanation' | 'marks'>): QuestionBody {
  const base = { stem: keep.stem, explanation: keep.explanation, marks: keep.marks };
  switch (kind) {
    case 'single':
      return { ...base, content: { kind, options: [option('a'), option('b'), option('c'), option('d')] }, key: { kind, correct: 'a' } };
    case 'multi':
      return { ...base, content: { kind, options: [option('a'), option('b'), option('c'), option('d')], select: 2 }, key: { kind, correct: ['a', 'b'], partialCredit: false } };
    case 'number':
      return { ...base, content: { kind }, key: { kind, answer: 0, tolerance: { kind: 'absolute', amount: 0.5 } } };
    case 'table':
      return withPartMarks({
        ...base,
        content: {
          kind,
          columns: ['Item', 'Tk'],
          rows: [
            [
              { type: 'text', text: '' },
              { type: 'number', blank: 'b1' },
            ],
          ],
        },
        key: { kind, blanks: { b1: { type: 'number', answer: 0, tolerance: { kind: 'absolute', amount: 0.5 }, marks: 1 } } },
      });
    case 'journal':
      return withPartMarks({
        ...base,
        content: { kind, accounts: [option('acc1'), option('acc2'), option('acc3')], rows: 4 },
        key: {
          kind,
          lines: [
            { account: 'acc1', side: 'debit', amount: 0, marks: 1 },
            { account: 'acc2', side: 'credit', amount: 0, marks: 1 },
          ],
          extraLinePenalty: 0,
          unbalancedPenalty: 0,
        },
      });
    case 'written':
      return withPartMarks({
        ...base,
        content: { kind, workings: false },
        key: {
          kind,
          points: [
            { id: 'p1', text: '', marks: 1 },
            { id: 'p2', text: '', marks: 1 },
          ],
        },
      });
  }
}

/** Tables, journals and marking guides are worth what their parts carry. */
export function withPartMarks(body: QuestionBody): QuestionBody {
  const parts = partMarks(body.key);
  return parts === null || !Number.isInteger(parts) || parts < 1 ? body : { ...body, marks: parts };
}

export function newQuestionForm(paper = '', areaId: number | null = null): QuestionForm {
  return { paper, areaId, difficulty: 'standard', body: bodyOfKind('single', { stem: '', explanation: '', marks: 2 }) };
}

export type KeyOf<K extends QuestionKind> = Extract<AnswerKey, { kind: K }>;

import type { Answer, QuestionContent } from '../../contracts/exam-schemas';
import { formatNumberEntry, parseNumberEntry } from '../../contracts/number-entry';
import { AppError } from '../errors';

const invalid = (message: string, details?: unknown) => new AppError('answer_invalid', message, details);

/** A typed figure must read as a number; an empty box is simply not answered yet. */
function readFigure(text: string, where?: string): number | null {
  if (text.trim() === '') return null;
  const parsed = parseNumberEntry(text);
  if (!parsed.ok) throw invalid(parsed.message, where ? { field: where } : undefined);
  return parsed.value;
}

/**
 * Checks an answer against the question it answers (its kind, the option,
 * account and blank ids it may use, every figure readable) so nothing is
 * stored that the marking could not read. Returns the echo of a number
 * entry: the figure as it will be marked ("−1,200").
 */
export function validateAnswer(content: QuestionContent, answer: Answer): string | undefined {
  if (answer.kind !== content.kind) throw invalid(`This question takes a ${content.kind} answer.`);
  switch (answer.kind) {
    case 'single': {
      const c = content as Extract<QuestionContent, { kind: 'single' }>;
      if (!c.options.some((o) => o.id === answer.choice)) throw invalid('Choose one of the options shown.');
      return undefined;
    }
    case 'multi': {
      const c = content as Extract<QuestionContent, { kind: 'multi' }>;
      const ids = new Set(c.options.map((o) => o.id));
      if (answer.choices.some((id) => !ids.has(id)) || new Set(answer.choices).size !== answer.choices.length) throw invalid('Choose among the options shown.');
      return undefined;
    }
    case 'number': {
      const value = readFigure(answer.text);
      return value === null ? undefined : formatNumberEntry(value);
    }
    case 'table': {
      const c = content as Extract<QuestionContent, { kind: 'table' }>;
      const cells = new Map(c.rows.flat().flatMap((cell) => (cell.type === 'text' ? [] : [[cell.blank, cell] as const])));
      for (const [blank, value] of Object.entries(answer.blanks)) {
        const cell = cells.get(blank);
        if (!cell) throw invalid('This table has no such blank.');
        if (value === '') continue;
        if (cell.type === 'select' && !cell.options.some((o) => o.id === value)) throw invalid('Pick one of the entries offered.', { field: blank });
        if (cell.type === 'number') readFigure(value, blank);
      }
      return undefined;
    }
    case 'journal': {
      const c = content as Extract<QuestionContent, { kind: 'journal' }>;
      const accounts = new Set(c.accounts.map((a) => a.id));
      answer.lines.forEach((line, i) => {
        if (line.account !== '' && !accounts.has(line.account)) throw invalid('Pick accounts from the list.', { field: `line ${i + 1}` });
        readFigure(line.amount, `line ${i + 1}`);
      });
      return undefined;
    }
    case 'written':
      if (answer.workings && !(content as Extract<QuestionContent, { kind: 'written' }>).workings) throw invalid('This question has no workings grid.');
      return undefined;
  }
}

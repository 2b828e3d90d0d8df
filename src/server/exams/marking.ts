import type { Answer, OUTCOMES } from '../../contracts/exam-schemas';
import { parseNumberEntry } from '../../contracts/number-entry';
import { withinTolerance, type AnswerKey } from './question-key';

export type Outcome = (typeof OUTCOMES)[number];
export type Marked = { marks: number; outcome: Outcome };

const round = (marks: number) => Math.round(marks * 100) / 100;

/** How a marked answer did: full marks, some, or none. */
export function outcome(marks: number, max: number): Outcome {
  if (marks >= max - 1e-9) return 'correct';
  return marks > 0 ? 'partial' : 'wrong';
}

/** A typed figure as it will be marked; null when it cannot be read (the save refuses those). */
function figure(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const parsed = parseNumberEntry(text);
  return parsed.ok ? parsed.value : null;
}

/**
 * Marks one answer against its key, on the server only. Figures are parsed
 * by the same deterministic reader the player echoes with and compared by
 * tolerance: never by string likeness, so 12000 is wrong when 1200 is right.
 * Written answers are not marked here: the student self-marks them against
 * the guide after submitting.
 */
export function markAnswer(key: AnswerKey, marks: number, answer: Answer | null): Marked {
  if (key.kind === 'written') return { marks: 0, outcome: answer && answer.kind === 'written' && answer.text.trim() !== '' ? 'self_mark' : 'unanswered' };
  if (!answer || answer.kind !== key.kind) return { marks: 0, outcome: 'unanswered' };

  switch (key.kind) {
    case 'single': {
      const a = answer as Extract<Answer, { kind: 'single' }>;
      return a.choice === key.correct ? { marks, outcome: 'correct' } : { marks: 0, outcome: 'wrong' };
    }
    case 'multi': {
      const chosen = new Set((answer as Extract<Answer, { kind: 'multi' }>).choices);
      if (chosen.size === 0) return { marks: 0, outcome: 'unanswered' };
      const right = key.correct.filter((id) => chosen.has(id)).length;
      const wrong = chosen.size - right;
      if (!key.partialCredit) return right === key.correct.length && wrong === 0 ? { marks, outcome: 'correct' } : { marks: 0, outcome: 'wrong' };
      // Each right tick earns its share and each wrong tick cancels one: ticking everything earns nothing.
      const earned = round((marks * Math.max(0, right - wrong)) / key.correct.length);
      return { marks: earned, outcome: outcome(earned, marks) };
    }
    case 'number': {
      const value = figure((answer as Extract<Answer, { kind: 'number' }>).text);
      if (value === null) return { marks: 0, outcome: 'unanswered' };
      return withinTolerance(value, key.answer, key.tolerance) ? { marks, outcome: 'correct' } : { marks: 0, outcome: 'wrong' };
    }
    case 'table': {
      const given = (answer as Extract<Answer, { kind: 'table' }>).blanks;
      let earned = 0;
      let filled = 0;
      for (const [blank, rule] of Object.entries(key.blanks)) {
        const value = given[blank];
        if (value === undefined || value.trim() === '') continue;
        filled += 1;
        if (rule.type === 'select' ? value === rule.correct : withinNumber(value, rule.answer, rule.tolerance)) earned += rule.marks;
      }
      if (filled === 0) return { marks: 0, outcome: 'unanswered' };
      earned = round(Math.min(earned, marks));
      return { marks: earned, outcome: outcome(earned, marks) };
    }
    case 'journal':
      return markJournal(key, marks, (answer as Extract<Answer, { kind: 'journal' }>).lines);
  }
}

function withinNumber(text: string, answer: number, tolerance: Parameters<typeof withinTolerance>[2]): boolean {
  const value = figure(text);
  return value !== null && withinTolerance(value, answer, tolerance);
}

/**
 * Journal entries: each expected line (account, side, amount) earns its
 * marks when a student line matches all three, in any order, each expected
 * line matched once. Lines beyond the expected count and debits that differ
 * from credits cost what the question sets; never below zero.
 */
function markJournal(key: Extract<AnswerKey, { kind: 'journal' }>, marks: number, lines: Extract<Answer, { kind: 'journal' }>['lines']): Marked {
  const entered = lines.map((line) => ({ ...line, value: figure(line.amount) })).filter((line) => line.account !== '' || line.value !== null);
  if (entered.length === 0) return { marks: 0, outcome: 'unanswered' };

  const unmatched = [...key.lines];
  let earned = 0;
  for (const line of entered) {
    if (line.value === null) continue;
    const i = unmatched.findIndex((expected) => expected.account === line.account && expected.side === line.side && withinTolerance(line.value!, expected.amount, { kind: 'absolute', amount: 0.5 }));
    if (i >= 0) {
      earned += unmatched[i]!.marks;
      unmatched.splice(i, 1);
    }
  }
  const extra = Math.max(0, entered.length - key.lines.length);
  earned -= extra * key.extraLinePenalty;
  const total = (side: 'debit' | 'credit') => entered.filter((l) => l.side === side).reduce((sum, l) => sum + (l.value ?? 0), 0);
  if (Math.abs(total('debit') - total('credit')) > 0.005) earned -= key.unbalancedPenalty;
  const final = round(Math.min(marks, Math.max(0, earned)));
  return { marks: final, outcome: outcome(final, marks) };
}

import type { AnswerKey } from './exam-key-schemas';
import type { QuestionContent } from './exam-schemas';

/**
 * What makes a question fit to be sat, beyond the shape its schemas check:
 * the key names options, blanks and accounts the student can see, the marks
 * add up, and the worked answer is there. Shared by the studio's editor
 * (problems shown as the admin types), the API and the bulk import (errors
 * per row); each problem carries a stable code from the error catalogue.
 */
export const QUESTION_PROBLEM_CODES = ['question_options_invalid', 'question_layout_invalid', 'question_key_mismatch', 'question_marks_mismatch', 'explanation_required'] as const;
export type QuestionProblemCode = (typeof QUESTION_PROBLEM_CODES)[number];
export type QuestionProblem = { code: QuestionProblemCode; field: string; message: string };

export type QuestionParts = { marks: number; stem: string; explanation: string; content: QuestionContent; key: AnswerKey };

export const MIN_EXPLANATION = 20;
export const MAX_OPTIONS = 10;

const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;
const repeats = (values: string[]) => new Set(values).size !== values.length;

/** The marks a question is worth when its parts carry them (tables, journals, marking guides); null when the author sets them. */
export function partMarks(key: AnswerKey): number | null {
  switch (key.kind) {
    case 'table':
      return sum(Object.values(key.blanks).map((b) => b.marks));
    case 'journal':
      return sum(key.lines.map((l) => l.marks));
    case 'written':
      return sum(key.points.map((p) => p.marks));
    default:
      return null;
  }
}

function optionProblems(options: { id: string; text: string }[], out: QuestionProblem[]): void {
  const problem = (message: string) => out.push({ code: 'question_options_invalid', field: 'content.options', message });
  if (options.length < 2 || options.length > MAX_OPTIONS) problem(`Give between 2 and ${MAX_OPTIONS} options.`);
  if (options.some((o) => o.text.trim() === '')) problem('Every option needs its text.');
  if (repeats(options.map((o) => o.text.trim().toLowerCase()))) problem('Two options say the same thing.');
  if (options.some((o) => !/^[a-z0-9]{1,40}$/i.test(o.id)) || repeats(options.map((o) => o.id))) problem('Option ids must be short, unique letters or digits.');
}

function keyProblems(content: QuestionContent, key: AnswerKey, out: QuestionProblem[]): void {
  const mismatch = (field: string, message: string) => out.push({ code: 'question_key_mismatch', field, message });
  const layout = (field: string, message: string) => out.push({ code: 'question_layout_invalid', field, message });
  if (content.kind !== key.kind) {
    mismatch('key.kind', 'The answer key is for another kind of question.');
    return;
  }
  switch (content.kind) {
    case 'single': {
      optionProblems(content.options, out);
      const k = key as Extract<AnswerKey, { kind: 'single' }>;
      if (!content.options.some((o) => o.id === k.correct)) mismatch('key.correct', 'Mark which option is correct.');
      return;
    }
    case 'multi': {
      optionProblems(content.options, out);
      const k = key as Extract<AnswerKey, { kind: 'multi' }>;
      const ids = new Set(content.options.map((o) => o.id));
      if (k.correct.some((id) => !ids.has(id)) || repeats(k.correct)) mismatch('key.correct', 'The correct answers must be options of the question, each once.');
      else if (k.correct.length >= content.options.length) mismatch('key.correct', 'Leave at least one option wrong: ticking every box must not earn the marks.');
      if (content.select !== k.correct.length) mismatch('content.select', `Students are told to select ${content.select}, but ${k.correct.length} options are keyed correct.`);
      return;
    }
    case 'number': {
      const k = key as Extract<AnswerKey, { kind: 'number' }>;
      if (!Number.isFinite(k.answer)) mismatch('key.answer', 'Give the answer as a number.');
      if (k.tolerance.kind === 'range' && !(k.tolerance.min <= k.answer && k.answer <= k.tolerance.max)) mismatch('key.tolerance', 'The accepted range must contain the answer.');
      return;
    }
    case 'table': {
      const k = key as Extract<AnswerKey, { kind: 'table' }>;
      if (content.columns.length === 0 || content.columns.some((c) => c.trim() === '')) layout('content.columns', 'Name every column of the table.');
      if (content.rows.length === 0) layout('content.rows', 'A table needs at least one row.');
      content.rows.forEach((row, r) => {
        if (row.length !== content.columns.length) layout(`content.rows.${r}`, `Row ${r + 1} needs one cell per column (${content.columns.length}).`);
      });
      const cells = content.rows.flat().flatMap((cell) => (cell.type === 'text' ? [] : [cell]));
      if (cells.length === 0) layout('content.rows', 'A table needs at least one blank for the student to fill.');
      if (repeats(cells.map((c) => c.blank))) layout('content.rows', 'Two blanks share an id.');
      for (const cell of cells) {
        const rule = k.blanks[cell.blank];
        if (!rule || rule.type !== cell.type) {
          mismatch(`key.blanks.${cell.blank}`, `Blank ${cell.blank} has no key of its type.`);
          continue;
        }
        if (cell.type === 'select') {
          optionProblems(cell.options, out);
          if (rule.type === 'select' && !cell.options.some((o) => o.id === rule.correct)) mismatch(`key.blanks.${cell.blank}`, `Mark the correct entry of blank ${cell.blank}.`);
        }
        if (rule.type === 'number' && rule.tolerance.kind === 'range' && !(rule.tolerance.min <= rule.answer && rule.answer <= rule.tolerance.max)) {
          mismatch(`key.blanks.${cell.blank}`, `The accepted range of blank ${cell.blank} must contain its answer.`);
        }
      }
      const shown = new Set(cells.map((c) => c.blank));
      for (const blank of Object.keys(k.blanks)) if (!shown.has(blank)) mismatch(`key.blanks.${blank}`, `The key has blank ${blank}, which the table does not show.`);
      return;
    }
    case 'journal': {
      const k = key as Extract<AnswerKey, { kind: 'journal' }>;
      if (content.accounts.length < 2) layout('content.accounts', 'Offer at least two accounts to pick from.');
      if (content.accounts.some((a) => a.text.trim() === '')) layout('content.accounts', 'Every account needs its name.');
      if (repeats(content.accounts.map((a) => a.id)) || repeats(content.accounts.map((a) => a.text.trim().toLowerCase()))) layout('content.accounts', 'Each account must appear once.');
      if (content.rows < k.lines.length || content.rows > 20) layout('content.rows', `Give the student between ${k.lines.length} and 20 lines to write on.`);
      const ids = new Set(content.accounts.map((a) => a.id));
      k.lines.forEach((line, i) => {
        if (!ids.has(line.account)) mismatch(`key.lines.${i}`, `Line ${i + 1} names an account the student cannot pick.`);
      });
      const side = (s: 'debit' | 'credit') => sum(k.lines.filter((l) => l.side === s).map((l) => l.amount));
      if (Math.abs(side('debit') - side('credit')) > 0.005) mismatch('key.lines', `The keyed entry does not balance: debits ${side('debit')}, credits ${side('credit')}.`);
      return;
    }
    case 'written': {
      const k = key as Extract<AnswerKey, { kind: 'written' }>;
      if (k.points.some((p) => p.text.trim() === '')) mismatch('key.points', 'Every marking-guide point needs its text.');
      if (repeats(k.points.map((p) => p.id))) mismatch('key.points', 'Two marking-guide points share an id.');
      return;
    }
  }
}

/** Every problem with a question, in the order an author would fix them; empty when it may be saved. */
export function questionProblems(q: QuestionParts): QuestionProblem[] {
  const out: QuestionProblem[] = [];
  keyProblems(q.content, q.key, out);
  const parts = q.content.kind === q.key.kind ? partMarks(q.key) : null;
  if (parts !== null && parts !== q.marks) {
    out.push({ code: 'question_marks_mismatch', field: 'marks', message: `The question is worth ${q.marks} marks but its parts add up to ${parts}.` });
  }
  if (q.explanation.trim().length < MIN_EXPLANATION) {
    out.push({ code: 'explanation_required', field: 'explanation', message: `Write the worked answer students see in review (at least ${MIN_EXPLANATION} characters).` });
  }
  return out;
}

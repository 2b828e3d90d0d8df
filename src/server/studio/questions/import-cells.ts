import type { Tolerance } from '../../../contracts/exam-key-schemas';
import { parseNumberEntry } from '../../../contracts/number-entry';
import { MAX_OPTIONS } from '../../../contracts/question-rules';
import { defaultTolerance } from '../../exams/question-key';

/** Readers of one template cell each: a value, or the sentence that says what to write instead. */
export type Read<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Read<T> => ({ ok: true, value });
const no = (message: string): Read<never> => ({ ok: false, message });

export const letterId = (i: number) => String.fromCharCode(97 + i);

/** A figure as accountants write it (1,200; 12,00,000; (1,200); -1200), or null. */
export function figure(text: string): number | null {
  const parsed = parseNumberEntry(text);
  return parsed.ok ? parsed.value : null;
}

/** Empty for exact to the unit, "5" (or "±5") either side, "2%" of the answer, or a range "100..120". */
export function tolerance(text: string, answer: number): Read<Tolerance> {
  const t = text.trim();
  if (t === '') return ok(defaultTolerance(answer));
  const range = /^(.+?)\s*\.\.\s*(.+)$/.exec(t);
  if (range) {
    const [min, max] = [figure(range[1]!), figure(range[2]!)];
    return min !== null && max !== null && min <= max ? ok({ kind: 'range', min, max }) : no('Write a range as 100..120, the smaller figure first.');
  }
  if (t.endsWith('%')) {
    const share = Number(t.slice(0, -1).trim());
    return Number.isFinite(share) && share >= 0 ? ok({ kind: 'relative', amount: share / 100 }) : no('Write a share as 2%.');
  }
  const amount = figure(t.replace(/^±\s*/, ''));
  return amount !== null && amount >= 0 ? ok({ kind: 'absolute', amount }) : no('Leave the tolerance empty for exact, or write 5, 2% or 100..120.');
}

/** "yes" or "no" (y, n, true, false, 1, 0); empty is no. */
export function yesNo(text: string): Read<boolean> {
  const t = text.trim().toLowerCase();
  if (['', 'no', 'n', 'false', '0'].includes(t)) return ok(false);
  if (['yes', 'y', 'true', '1'].includes(t)) return ok(true);
  return no('Write yes or no.');
}

/** Marks of a part (a blank, a journal line, a marking point): empty is 1, otherwise a positive figure with at most two decimals. */
export function partMarks(text: string): Read<number> {
  const t = text.trim();
  if (t === '') return ok(1);
  const value = Number(t);
  return Number.isFinite(value) && value > 0 && value <= 100 && Math.round(value * 100) === value * 100 ? ok(value) : no('Marks are a figure above 0, such as 1 or 0.5.');
}

/** A penalty of a journal: empty is none, otherwise marks of 0 or more. */
export function penalty(text: string): Read<number> {
  const t = text.trim();
  if (t === '') return ok(0);
  const value = Number(t);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? ok(value) : no('Write the marks taken off, such as 1, or leave it empty for none.');
}

/** The items of a list cell: "Debit | Credit | Either". */
export const listItems = (text: string): string[] => (text.trim() === '' ? [] : text.split('|').map((item) => item.trim()));

/** Letters A, B... (or 1, 2...) naming options; null when one cannot be read or is not an option. */
export function optionLetters(text: string, count: number): string[] | null {
  const parts = text.split(/[,\s]+/).filter(Boolean);
  const ids = parts.map((p) => (/^[a-z]$/i.test(p) ? p.toLowerCase().charCodeAt(0) - 97 : /^\d+$/.test(p) ? Number(p) - 1 : -1));
  if (parts.length === 0 || ids.some((i) => i < 0 || i >= count)) return null;
  return ids.map(letterId);
}

export type BlankCell = { type: 'select'; options: { id: string; text: string }[]; correct: string; marks: number } | { type: 'number'; answer: number; tolerance: Tolerance; marks: number };

/**
 * A table cell the student fills in, written in square brackets where it
 * sits: the answer, then, after semicolons, a tolerance and the marks.
 * `[40,000]`, `[(60,000); 2%]`, `[40,000; 500; 2 marks]` are figures;
 * `[*Cost of sales | Distribution costs]` is a choice, the right entry
 * starred. Null for a cell that is plain text.
 */
export function tableBlank(cell: string): Read<BlankCell> | null {
  const t = cell.trim();
  if (!(t.startsWith('[') && t.endsWith(']'))) return null;
  const [first = '', ...modifiers] = t
    .slice(1, -1)
    .split(';')
    .map((part) => part.trim());
  let marks = 1;
  let band: string | null = null;
  for (const modifier of modifiers) {
    const counted = /^(\d+(?:\.\d+)?)\s*marks?$/i.exec(modifier);
    if (counted) {
      const read = partMarks(counted[1]!);
      if (!read.ok) return read;
      marks = read.value;
    } else if (band === null && modifier !== '') band = modifier;
    else return no(`"${modifier}" is not understood: after the answer write a tolerance (500, 2% or 39,500..40,500) and the marks ("2 marks"), each after a semicolon.`);
  }
  if (first.includes('|') || first.startsWith('*')) {
    if (band !== null) return no('A choice has no tolerance: write its entries and, after a semicolon, its marks.');
    const entries = listItems(first);
    const starred = entries.flatMap((entry, i) => (entry.startsWith('*') ? [i] : []));
    const options = entries.map((entry, i) => ({ id: letterId(i), text: entry.replace(/^\*\s*/, '') }));
    if (options.length < 2 || options.length > MAX_OPTIONS) return no(`A choice offers 2 to ${MAX_OPTIONS} entries, with | between them.`);
    if (options.some((o) => o.text === '')) return no('Every entry of the choice needs its text.');
    if (new Set(options.map((o) => o.text.toLowerCase())).size !== options.length) return no('Two entries of the choice say the same thing.');
    if (starred.length !== 1) return no('Star the one right entry of the choice: [*Cost of sales | Distribution costs].');
    return ok({ type: 'select', options, correct: letterId(starred[0]!), marks });
  }
  const answer = figure(first);
  if (answer === null) return no(`"${first}" is not a figure. Write the answer the student must give, such as [40,000] or [(60,000)], or a choice such as [*Cost of sales | Distribution costs].`);
  const read = tolerance(band ?? '', answer);
  if (!read.ok) return read;
  return ok({ type: 'number', answer, tolerance: read.value, marks });
}

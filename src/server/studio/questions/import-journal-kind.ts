import type { AnswerKey } from '../../../contracts/exam-key-schemas';
import { figure, listItems, partMarks, penalty } from './import-cells';
import { MAX_JOURNAL_LINES } from './import-columns';
import { partsOf, sumMarks, type KindReader } from './import-kind';

type Line = Extract<AnswerKey, { kind: 'journal' }>['lines'][number];

/** The lines the student is given to write on: one more than the entry needs, at least four, at most the player's twenty. */
const writingLines = (lines: number) => Math.min(MAX_JOURNAL_LINES, Math.max(lines + 1, 4));

/**
 * A journal entry as an accountant writes one: a `line` row per line, its
 * account in text and its amount under debit or under credit, with its
 * marks. The question row's options list every account the student picks
 * from, in the order shown (put the right ones among the others); left
 * empty, the lines' own accounts are offered.
 */
export const readJournal: KindReader = (group, fail) => {
  const { head } = group;
  const lines = partsOf(group, 'journal', ['line'], fail).map((p) => p.source);
  const at = (column: string) => ({ row: head.row, column });
  if (lines.length === 0) {
    fail(at('part'), 'question_layout_invalid', 'Write each line of the entry below this row: line in part, the account in text, its amount under debit or credit.');
    return null;
  }
  if (lines.length > MAX_JOURNAL_LINES) {
    fail({ row: lines[MAX_JOURNAL_LINES]!.row, column: 'part' }, 'question_layout_invalid', `An entry has at most ${MAX_JOURNAL_LINES} lines.`);
    return null;
  }
  const penalties = (['extra_line_penalty', 'unbalanced_penalty'] as const).map((column) => {
    const read = penalty(head.cells[column]);
    if (!read.ok) fail(at(column), 'validation_failed', read.message);
    return read.ok ? read.value : null;
  });

  const listed = listItems(head.cells.options);
  const names = listed.length > 0 ? listed : [...new Map(lines.map((l) => [l.cells.text.trim().toLowerCase(), l.cells.text.trim()])).values()].filter(Boolean);
  const accounts = names.map((text, i) => ({ id: `acc${i + 1}`, text }));
  const idOf = new Map(accounts.map((a) => [a.text.toLowerCase(), a.id]));

  let readable = penalties.every((p) => p !== null);
  const keyed: Line[] = [];
  for (const line of lines) {
    const place = (column: string) => ({ row: line.row, column });
    const name = line.cells.text.trim();
    const account = idOf.get(name.toLowerCase());
    if (name === '') fail(place('text'), 'question_key_mismatch', 'Write the account of this line in text.');
    else if (!account) fail(place('text'), 'question_key_mismatch', `“${name}” is not among the accounts in options (row ${head.row}). Add it there, or write the name as it is listed.`);
    const [debit, credit] = [line.cells.debit.trim(), line.cells.credit.trim()];
    const side = debit !== '' && credit === '' ? 'debit' : credit !== '' && debit === '' ? 'credit' : null;
    const amount = side ? figure(side === 'debit' ? debit : credit) : null;
    if (!side) fail(place(debit === '' ? 'debit' : 'credit'), 'question_key_mismatch', 'Write the amount under debit or under credit: one of the two.');
    else if (amount === null || amount <= 0) fail(place(side), 'validation_failed', 'Write the amount as a figure above 0, such as 20,000.');
    const marks = partMarks(line.cells.marks);
    if (!marks.ok) fail(place('marks'), 'validation_failed', marks.message);
    if (!account || !side || amount === null || amount <= 0 || !marks.ok) readable = false;
    else keyed.push({ account, side, amount, marks: marks.value });
  }
  if (!readable) return null;

  return {
    content: { kind: 'journal', accounts, rows: writingLines(keyed.length) },
    key: { kind: 'journal', lines: keyed, extraLinePenalty: penalties[0]!, unbalancedPenalty: penalties[1]! },
    partMarks: sumMarks(keyed.map((l) => l.marks)),
    locate: (field) => {
      const line = /^key\.lines\.(\d+)$/.exec(field);
      if (line) return { row: lines[Number(line[1])]?.row ?? head.row, column: 'text' };
      if (field === 'key.lines') return { row: lines.at(-1)!.row, column: 'debit' };
      return at(field === 'content.accounts' ? 'options' : 'part');
    },
  };
};

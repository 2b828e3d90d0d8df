import { letterId, listItems, optionLetters, tolerance, yesNo, figure } from './import-cells';
import { partsOf, type KindReader } from './import-kind';

/** Single answer and multiple response: options with | between them, the right ones by letter. */
export const readChoice: KindReader = (group, fail) => {
  const { head } = group;
  const kind = head.cells.kind.trim().toLowerCase() as 'single' | 'multi';
  partsOf(group, kind, [], fail);
  const at = (column: string) => ({ row: head.row, column });
  const options = listItems(head.cells.options).map((text, i) => ({ id: letterId(i), text }));
  if (options.length === 0) {
    fail(at('options'), 'question_options_invalid', 'Write the options with | between them: Debit | Credit | Either side.');
    return null;
  }
  const correct = optionLetters(head.cells.correct, options.length);
  const partial = yesNo(head.cells.partial_credit);
  if (!partial.ok) fail(at('partial_credit'), 'validation_failed', partial.message);
  if (!correct) {
    fail(at('correct'), 'question_key_mismatch', `Name the correct option by its letter (A to ${String.fromCharCode(64 + Math.min(options.length, 26))}).`);
    return null;
  }
  if (kind === 'single' && correct.length !== 1) {
    fail(at('correct'), 'question_key_mismatch', 'A single-answer question has one correct letter.');
    return null;
  }
  const locate = (field: string) => at(field === 'content.options' ? 'options' : 'correct');
  if (kind === 'single') return { content: { kind, options }, key: { kind, correct: correct[0]! }, partMarks: null, locate };
  return { content: { kind, options, select: correct.length }, key: { kind, correct, partialCredit: partial.ok && partial.value }, partMarks: null, locate };
};

/** Number entry: the answer as a figure, a tolerance, and what is shown either side of the box. */
export const readNumber: KindReader = (group, fail) => {
  const { head } = group;
  partsOf(group, 'number', [], fail);
  const at = (column: string) => ({ row: head.row, column });
  const answer = figure(head.cells.answer);
  if (answer === null) {
    fail(at('answer'), 'validation_failed', 'Write the answer as a figure, e.g. 1,200 or (1,200).');
    return null;
  }
  const band = tolerance(head.cells.tolerance, answer);
  if (!band.ok) {
    fail(at('tolerance'), 'validation_failed', band.message);
    return null;
  }
  const [prefix, suffix] = [head.cells.prefix.trim(), head.cells.suffix.trim()];
  return {
    content: { kind: 'number', ...(prefix ? { prefix } : {}), ...(suffix ? { suffix } : {}) },
    key: { kind: 'number', answer, tolerance: band.value },
    partMarks: null,
    locate: (field) => at(field === 'key.tolerance' ? 'tolerance' : 'answer'),
  };
};

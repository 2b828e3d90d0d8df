import type { AnswerKey } from '../../../contracts/exam-key-schemas';
import type { QuestionContent } from '../../../contracts/exam-schemas';
import { PART_KINDS, type PartKind } from './import-columns';
import type { QuestionGroup, SourceRow } from './import-group';

/** Where in the file a problem is: the row as the spreadsheet numbers it, and the column's name. */
export type Place = { row: number; column: string };
export type Fail = (place: Place, code: string, message: string) => void;

/**
 * A question's body read from its rows: what the student sees, the key,
 * the marks its parts add up to (null for kinds whose marks the author
 * sets), and where each field the question rules name was written, so a
 * rule's problem is reported at its row and column.
 */
export type KindBody = { content: QuestionContent; key: AnswerKey; partMarks: number | null; locate: (field: string) => Place };

/** Reads one kind of question from its rows, reporting every problem through `fail`; null when the body cannot be made. */
export type KindReader = (group: QuestionGroup, fail: Fail) => KindBody | null;

/** The group's part rows of the kinds given; any other part is reported where it is written. */
export function partsOf(group: QuestionGroup, kind: string, allowed: readonly PartKind[], fail: Fail): { part: PartKind; source: SourceRow }[] {
  const kept: { part: PartKind; source: SourceRow }[] = [];
  for (const source of group.parts) {
    const name = source.cells.part.trim().toLowerCase();
    if (!(name in PART_KINDS)) {
      fail({ row: source.row, column: 'part' }, 'validation_failed', `Part is one of ${Object.keys(PART_KINDS).join(', ')}.`);
    } else if (!allowed.includes(name as PartKind)) {
      const belongs = PART_KINDS[name as PartKind];
      fail(
        { row: source.row, column: 'part' },
        'validation_failed',
        allowed.length === 0
          ? `A ${kind} question is written on one row and has no parts; a ${name} belongs to a ${belongs} question. Start a new question with its kind.`
          : `A ${kind} question's parts are ${allowed.join(' and ')}; a ${name} belongs to a ${belongs} question.`,
      );
    } else kept.push({ part: name as PartKind, source });
  }
  return kept;
}

/** Sums marks to the hundredth, as the question rules do. */
export const sumMarks = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;

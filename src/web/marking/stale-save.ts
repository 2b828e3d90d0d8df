import type { MarkingScript } from '../../contracts/marking-schemas';
import { formatMarks } from '../exams/ResultScore';
import { answerEntryOf, answerMarks, entryAt, type AnswerEntry, type ScriptEntry } from './marks';

/** One side of a comparison: what is on the answer, as the marker reads it. */
export type AnswerSide = { marked: boolean; marks: number; points: string[]; comment: string };

export type AnswerComparison = {
  position: number;
  max: number;
  mine: AnswerSide;
  theirs: AnswerSide;
  same: boolean;
};

export type ScriptComparison = {
  answers: AnswerComparison[];
  comment: { mine: string; theirs: string; same: boolean };
  /** Whether anything differs at all: when not, the newest revision can simply be taken. */
  differs: boolean;
};

/** Which version to keep of each differing answer, and of the overall comment. */
export type Choices = { comment: 'mine' | 'theirs'; answers: Record<number, 'mine' | 'theirs'> };

function side(answer: MarkingScript['answers'][number], entry: AnswerEntry): AnswerSide {
  const marks = answerMarks(answer, entry);
  const awarded = new Map(marks.awards.map((a) => [a.pointId, a.marks]));
  return {
    marked: entry.decided,
    marks: marks.marks,
    points: answer.guide.filter((p) => awarded.has(p.id)).map((p) => (awarded.get(p.id) === p.marks ? p.text : `${p.text} (${formatMarks(awarded.get(p.id)!)} of ${formatMarks(p.marks)})`)),
    comment: entry.comment.trim(),
  };
}

const sameSide = (a: AnswerSide, b: AnswerSide) => a.marked === b.marked && a.marks === b.marks && a.comment === b.comment && a.points.join('\n') === b.points.join('\n');

/**
 * A save was refused because someone saved the script after this marker
 * opened it. This sets the marker's own entry beside the newest saved
 * version, answer by answer, so they can see what differs before choosing.
 */
export function compareWithTheirs(theirs: MarkingScript, mine: ScriptEntry): ScriptComparison {
  const answers = theirs.answers.map((answer) => {
    const m = side(answer, entryAt(mine, answer.position));
    const t = side(answer, answerEntryOf(answer));
    return { position: answer.position, max: answer.max, mine: m, theirs: t, same: sameSide(m, t) };
  });
  const comment = { mine: mine.comment.trim(), theirs: theirs.comment.trim(), same: mine.comment.trim() === theirs.comment.trim() };
  return { answers, comment, differs: !comment.same || answers.some((a) => !a.same) };
}

/** What the comparison offers first: the marker's own version of everything that differs. */
export function keepMine(comparison: ScriptComparison): Choices {
  return { comment: 'mine', answers: Object.fromEntries(comparison.answers.filter((a) => !a.same).map((a) => [a.position, 'mine'])) };
}

/**
 * The entry to save on top of the newest version: theirs, with the
 * marker's own answers (and comment) where they chose to keep them. The
 * caller saves it from `theirs.revision`, so a third save in between is
 * refused again rather than overwritten.
 */
export function mergeEntries(theirs: MarkingScript, mine: ScriptEntry, choices: Choices): ScriptEntry {
  const answers: Record<number, AnswerEntry> = {};
  for (const answer of theirs.answers) {
    answers[answer.position] = choices.answers[answer.position] === 'mine' ? entryAt(mine, answer.position) : answerEntryOf(answer);
  }
  return { comment: choices.comment === 'mine' ? mine.comment : theirs.comment, answers };
}

import type { AttemptResult } from '../../contracts/exam-schemas';

/** The id of a written answer's marking form heading, the target of "start marking" links. */
export const markingHeadingId = (position: number) => `mark-question-${position}`;

/** The first written answer, in paper order, whose marks are not saved yet. */
export function firstToMark(result: AttemptResult): number | null {
  return result.questions.find((q) => q.outcome === 'self_mark' && q.selfMarks === null)?.position ?? null;
}

/**
 * Moves focus to a written answer's marking form (its heading takes focus,
 * so the next Tab is its first tick box) and brings it into view. Links to
 * it call this instead of following the fragment, which would only scroll.
 */
export function focusMarking(position: number): void {
  document.getElementById(markingHeadingId(position))?.focus();
}

export const answersWord = (n: number) => `${n} written ${n === 1 ? 'answer' : 'answers'}`;

import type { MarkedQuestion } from './finalise-attempt';

/**
 * Written answers given and not yet marked: not yet self-marked, or waiting
 * for their tutor's released marks. Their marks are missing from the score.
 * `selfMarked` holds the positions whose self-marks were saved (an empty
 * tick list counts: the student marked it as making no point).
 */
export function writtenToMark(marking: MarkedQuestion[], selfMarked: ReadonlySet<number>): number {
  return marking.filter((m) => m.outcome === 'tutor_mark' || (m.outcome === 'self_mark' && !selfMarked.has(m.position))).length;
}

/**
 * Pass or fail, or null while any written answer is still to be marked: a
 * missing mark could turn either way, so no verdict is given on part of a
 * paper. Every screen and list that shows a verdict reads it from here.
 */
export function passVerdict(percent: number, passPercent: number, toMark: number): boolean | null {
  return toMark > 0 ? null : percent >= passPercent;
}

import type { Tolerance } from '../../contracts/exam-key-schemas';

export { answerKeySchema, toleranceSchema, type AnswerKey, type Tolerance } from '../../contracts/exam-key-schemas';

/** Whether a figure is close enough to the key's, by the question's tolerance. */
export function withinTolerance(value: number, answer: number, tolerance: Tolerance): boolean {
  // Floating-point slack far below any mark that matters (0.1 + 0.2 is 0.3 here).
  const slack = 1e-9 * Math.max(1, Math.abs(answer));
  switch (tolerance.kind) {
    case 'absolute':
      return Math.abs(value - answer) <= tolerance.amount + slack;
    case 'relative':
      return Math.abs(value - answer) <= Math.abs(answer) * tolerance.amount + slack;
    case 'range':
      return value >= tolerance.min - slack && value <= tolerance.max + slack;
  }
}

/** Exact to the unit for a whole answer, to two decimals otherwise. */
export function defaultTolerance(answer: number): Tolerance {
  return { kind: 'absolute', amount: Number.isInteger(answer) ? 0.5 : 0.005 };
}

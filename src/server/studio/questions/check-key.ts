import type { CheckedKey, CheckKey } from '../../../contracts/studio-question-schemas';
import { markAnswer } from '../../exams/marking';
import { validateAnswer } from '../../exams/validate-answer';
import { assertQuestionFits } from './question-fits';

/**
 * "Check my key": marks an answer to a question still being written, by the
 * engine's own reading of the answer (the player's validation and echo) and
 * its own marking, so the marks shown are the marks a student would get.
 * The worked answer may still be missing; the key must already fit.
 */
export function checkKey({ question, answer }: CheckKey): CheckedKey {
  assertQuestionFits(question, { explanation: false });
  const echo = validateAnswer(question.content, answer) ?? null;
  const marked = markAnswer(question.key, question.marks, answer);
  return { marks: marked.marks, max: question.marks, outcome: marked.outcome, echo };
}

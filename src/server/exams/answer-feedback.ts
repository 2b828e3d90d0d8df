import type { QuestionFeedback } from '../../contracts/exam-schemas';
import type { ExamDefinition, QuestionVersion } from './exam-store';
import { parseAnswer } from './finalise-attempt';
import { markAnswer } from './marking';
import { reviewState } from './review-state';

/** The feedback on a checked answer: its marks, and the key and worked answer as the review policy allows. */
export function feedbackFor({ exam, version, answerText, now }: { exam: ExamDefinition; version: QuestionVersion; answerText: string | null; now: Date }): QuestionFeedback {
  const marked = markAnswer(version.key, version.marks, parseAnswer(answerText));
  const full = reviewState(exam, now).review === 'full';
  return { marks: marked.marks, outcome: marked.outcome, key: full ? version.key : null, explanation: full ? version.explanation : null };
}

import type { Answer, QuestionFeedback } from '../../../contracts/exam-schemas';
import type { PreviewEntry } from '../../../contracts/studio-exam-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { feedbackFor } from '../../exams/answer-feedback';
import type { ExamStore } from '../../exams/exam-store';
import { reviewState } from '../../exams/review-state';
import { shownContent } from '../../exams/shown-content';
import { validateAnswer } from '../../exams/validate-answer';
import { previewedExam, previewVersions } from './preview-paper';

/**
 * A topic quiz's Check answer in a preview, under the rules a student's
 * check follows (quizzes only, while the review policy shows the review,
 * an answer given), marked on the server as theirs are. Nothing is kept:
 * the browser closes the answer, as the player does after a check.
 */
export async function checkPreviewAnswer(
  db: Db,
  store: ExamStore,
  { id, entry, answer, now = new Date() }: { id: number; entry: PreviewEntry; answer: Answer | null; now?: Date },
): Promise<QuestionFeedback> {
  const exam = await previewedExam(db, store, id);
  if (exam.kind !== 'quiz') throw new AppError('check_not_available');
  if (reviewState(exam, now).review !== 'full') throw new AppError('check_not_available', 'This quiz shows whether an answer is right only when its review opens, after you finish.');
  const version = (await previewVersions(db, store, exam, [entry])).get(entry.versionId)!;
  if (answer === null) throw new AppError('check_not_available');
  validateAnswer(shownContent(version, entry), answer);
  return feedbackFor({ exam, version, answerText: JSON.stringify(answer), now });
}

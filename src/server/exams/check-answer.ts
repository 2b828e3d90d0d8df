import { SAVE_GRACE_MS, type QuestionFeedback } from '../../contracts/exam-schemas';
import { loadOwnAttempt } from '../access/own-attempt';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { feedbackFor } from './answer-feedback';
import type { ExamStore } from './exam-store';
import { isOverdue } from './overdue';
import { reviewState } from './review-state';

/**
 * A topic quiz's "Check answer": the saved answer is closed to changes (a
 * conditional update, so two clicks check it once) and its marks and worked
 * answer come back at once. Only topic quizzes do this, and only while
 * their review policy shows the review; a mock's answers stay open until
 * submission.
 */
export async function checkAnswer(
  db: Db,
  store: ExamStore,
  { userId, attemptId, position, now = new Date() }: { userId: string; attemptId: string; position: number; now?: Date },
): Promise<QuestionFeedback> {
  const attempt = await loadOwnAttempt(db, { userId, attemptId });
  if (attempt.status !== 'in_progress' || isOverdue(attempt.deadline_at, now, SAVE_GRACE_MS)) throw new AppError('attempt_closed');
  const exam = (await store.byId(attempt.exam_id))!;
  if (exam.kind !== 'quiz') throw new AppError('check_not_available');
  // Right or wrong per question is what a withheld review keeps back: checking would give it away one answer at a time.
  if (reviewState(exam, now).review !== 'full') throw new AppError('check_not_available', 'This quiz shows whether an answer is right only when its review opens, after you finish.');
  const entry = attempt.paper[position - 1];
  if (!entry) throw new AppError('question_not_found');
  const row = await db
    .updateTable('exam_answers')
    .set({ checked: 1 })
    .where('attempt_id', '=', attemptId)
    .where('position', '=', position)
    .where('answer', 'is not', null)
    .returning(['answer'])
    .executeTakeFirst();
  if (!row) throw new AppError('check_not_available');
  const version = (await store.questionVersions([entry.versionId])).get(entry.versionId)!;
  return feedbackFor({ exam, version, answerText: row.answer, now });
}

import type { StudentReport } from '../../../contracts/question-report-schemas';
import type { Db } from '../../db/database';
import type { ExamStore } from '../exam-store';
import { reviewableAttempt } from './reviewable-attempt';
import { studentReport } from './report-views';

/**
 * The student's own reports of the questions of one of their attempts,
 * newest first: open ones, and closed ones with the reply. A report is the
 * question's, not the attempt's, so one made from another attempt of the
 * same question shows here too, at this attempt's position.
 */
export async function myQuestionReports(db: Db, store: ExamStore, { userId, attemptId, now = new Date() }: { userId: string; attemptId: string; now?: Date }): Promise<{ reports: StudentReport[] }> {
  const attempt = await reviewableAttempt(db, store, { userId, attemptId, now });
  const positionOf = new Map(attempt.paper.map((entry, i) => [entry.questionId, i + 1]));
  if (positionOf.size === 0) return { reports: [] };
  const rows = await db
    .selectFrom('question_reports')
    .selectAll()
    .where('user_id', '=', userId)
    .where('question_id', 'in', [...positionOf.keys()])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return { reports: rows.map((row) => studentReport(row, positionOf.get(row.question_id)!)) };
}

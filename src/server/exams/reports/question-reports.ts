import type { QuestionReports } from '../../../contracts/question-report-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { adminReport, adminReports } from './report-views';

/** How many closed reports a question's page lists, newest first; older ones are counted. */
export const CLOSED_SHOWN = 50;

/**
 * One question's reports for its page in the studio: the open ones,
 * newest first, and the history of those resolved or dismissed, the most
 * recently closed first.
 */
export async function questionReports(db: Db, questionId: number): Promise<QuestionReports> {
  const question = await db.selectFrom('questions').select('id').where('id', '=', questionId).executeTakeFirst();
  if (!question) throw new AppError('bank_question_not_found');
  const [open, closed, closedCount] = await Promise.all([
    adminReports(db).where('r.question_id', '=', questionId).where('r.status', '=', 'open').orderBy('r.updated_at', 'desc').orderBy('r.id', 'desc').execute(),
    adminReports(db).where('r.question_id', '=', questionId).where('r.status', '!=', 'open').orderBy('r.closed_at', 'desc').orderBy('r.id', 'desc').limit(CLOSED_SHOWN).execute(),
    db
      .selectFrom('question_reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('question_id', '=', questionId)
      .where('status', '!=', 'open')
      .executeTakeFirst(),
  ]);
  return { open: open.map(adminReport), closed: closed.map(adminReport), closedTotal: Number(closedCount?.n ?? 0) };
}

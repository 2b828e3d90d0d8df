import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { ExamAttemptsTable } from '../db/schema';
import { AppError } from '../errors';
import type { PaperEntry } from '../exams/paper-entry';

export type AttemptRow = Omit<Selectable<ExamAttemptsTable>, 'paper'> & { paper: PaperEntry[] };

/**
 * An exam attempt of this student, the check behind every attempt route
 * that reads the whole row. Another student's attempt answers exactly as a
 * missing one does (404 `attempt_not_found`), so references cannot be
 * probed.
 */
export async function loadOwnAttempt(db: Db, { userId, attemptId }: { userId: string; attemptId: string }): Promise<AttemptRow> {
  const row = await db.selectFrom('exam_attempts').selectAll().where('id', '=', attemptId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('attempt_not_found');
  return { ...row, paper: JSON.parse(row.paper) as PaperEntry[] };
}

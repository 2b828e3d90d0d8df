import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { ExamAttemptsTable } from '../db/schema';
import { AppError } from '../errors';
import type { PaperEntry } from './paper-entry';

export type AttemptRow = Omit<Selectable<ExamAttemptsTable>, 'paper'> & { paper: PaperEntry[] };

/**
 * The named check behind every attempt route: the attempt must be the
 * student's own. Another student's attempt answers exactly as a missing
 * one does (404), so references cannot be probed.
 */
export async function loadOwnAttempt(db: Db, userId: string, attemptId: string): Promise<AttemptRow> {
  const row = await db.selectFrom('exam_attempts').selectAll().where('id', '=', attemptId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('attempt_not_found');
  return { ...row, paper: JSON.parse(row.paper) as PaperEntry[] };
}

/** Past its deadline and the network grace: the server finalises it. */
export function isOverdue(deadlineAt: string | null, now: Date, graceMs: number): boolean {
  return deadlineAt !== null && now.getTime() > new Date(deadlineAt).getTime() + graceMs;
}

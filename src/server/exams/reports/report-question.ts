import { sql } from 'kysely';
import type { ReportQuestion, StudentReport } from '../../../contracts/question-report-schemas';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { ExamStore } from '../exam-store';
import { reviewableAttempt } from './reviewable-attempt';
import { studentReport } from './report-views';

/**
 * A student reports a problem with the question at a position of their
 * finished attempt's review. One report per student and question is open
 * at a time: the insert meets the partial unique index and, when one is
 * open, edits it instead (its reason, words and the attempt it now comes
 * from), in one statement, so twenty requests at once leave one report.
 */
export async function reportQuestion(
  db: Db,
  store: ExamStore,
  { userId, attemptId, position, input, now = new Date() }: { userId: string; attemptId: string; position: number; input: ReportQuestion; now?: Date },
): Promise<StudentReport> {
  const { reason, details } = input;
  const attempt = await reviewableAttempt(db, store, { userId, attemptId, now });
  const entry = attempt.paper[position - 1];
  if (!entry) throw new AppError('question_not_found');
  const at = now.toISOString();
  const row = await db
    .insertInto('question_reports')
    .values({ question_id: entry.questionId, version_id: entry.versionId, attempt_id: attemptId, position, user_id: userId, reason, details, status: 'open', created_at: at, updated_at: at })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'question_id'])
        // The index's own predicate, written out: PostgreSQL matches a partial index only by a literal.
        .where(sql.ref('status'), '=', sql.lit('open'))
        .doUpdateSet((eb) => ({
          reason: eb.ref('excluded.reason'),
          details: eb.ref('excluded.details'),
          version_id: eb.ref('excluded.version_id'),
          attempt_id: eb.ref('excluded.attempt_id'),
          position: eb.ref('excluded.position'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return studentReport(row, position);
}

import { sql } from 'kysely';
import { SAVE_GRACE_MS, type SaveAnswer, type SavedAnswer } from '../../contracts/exam-schemas';
import { loadOwnAttemptHeader } from '../access/own-attempt-header';
import { databaseKind, type Db } from '../db/database';
import { AppError } from '../errors';
import type { ExamStore } from './exam-store';
import { parseAnswer } from './finalise-attempt';
import { isOverdue } from './overdue';
import { shownContent } from './shown-content';
import { validateAnswer } from './validate-answer';

/**
 * Saves one answer: one statement on the way that matters. Whose attempt
 * it is was settled by loadOwnAttemptHeader (an attempt never changes
 * hands); the row is written only if the attempt is still in progress and
 * within its deadline plus the network grace, and only if this revision is
 * newer than the one stored, so a stale tab cannot overwrite newer work.
 * On PostgreSQL the attempt row is share-locked by the write, so a submit
 * marks either before this answer or after it, never beside it (SQLite
 * writes one at a time anyway). When nothing was written, a second read
 * says why: the attempt closed (409 `attempt_closed`) or a newer answer is
 * kept (409 `answer_stale`, with it), or a topic quiz's answer was checked
 * and closed (409 `answer_locked`). Resending the same revision with the
 * same answer (a retry after a lost reply) is acknowledged again.
 */
export async function saveAnswer(
  db: Db,
  store: ExamStore,
  { userId, attemptId, position, input, now = new Date() }: { userId: string; attemptId: string; position: number; input: SaveAnswer; now?: Date },
): Promise<SavedAnswer> {
  const header = await loadOwnAttemptHeader(db, store, { userId, attemptId });
  const entry = header.paper[position - 1];
  if (!entry) throw new AppError('question_not_found');
  const version = (await store.questionVersions([entry.versionId])).get(entry.versionId)!;
  const echo = input.answer ? validateAnswer(shownContent(version, entry), input.answer) : undefined;

  const postgres = databaseKind(db) === 'postgres';
  const ts = sql.raw(postgres ? 'timestamptz' : 'text');
  const savedAt = now.toISOString();
  const cutoff = new Date(now.getTime() - SAVE_GRACE_MS).toISOString();
  const answerText = input.answer ? JSON.stringify(input.answer) : null;
  const written = await sql<{ revision: number }>`
    insert into exam_answers (attempt_id, position, answer, revision, flagged, saved_at)
    select a.id, cast(${position} as integer), cast(${answerText} as text), cast(${input.revision} as integer), cast(${input.flagged ? 1 : 0} as integer), cast(${savedAt} as ${ts})
    from exam_attempts a
    where a.id = ${attemptId} and a.status = 'in_progress'
      and (a.deadline_at is null or a.deadline_at >= cast(${cutoff} as ${ts}))
    ${postgres ? sql`for share of a` : sql``}
    on conflict (attempt_id, position) do update
      set answer = excluded.answer, revision = excluded.revision, flagged = excluded.flagged, saved_at = excluded.saved_at
      where exam_answers.revision < excluded.revision and exam_answers.checked = 0
    returning revision`.execute(db);

  if (written.rows.length === 1) {
    return { position, revision: input.revision, savedAt, serverNow: new Date().toISOString(), deadlineAt: header.deadlineAt, ...(echo ? { echo } : {}) };
  }

  const attempt = await db.selectFrom('exam_attempts').select(['status', 'deadline_at']).where('id', '=', attemptId).executeTakeFirstOrThrow();
  if (attempt.status !== 'in_progress' || isOverdue(attempt.deadline_at, now, SAVE_GRACE_MS)) throw new AppError('attempt_closed');
  const current = await db
    .selectFrom('exam_answers')
    .select(['answer', 'revision', 'flagged', 'saved_at', 'checked'])
    .where('attempt_id', '=', attemptId)
    .where('position', '=', position)
    .executeTakeFirstOrThrow();
  if (current.checked === 1) throw new AppError('answer_locked');
  if (current.revision === input.revision && current.answer === answerText) {
    return { position, revision: current.revision, savedAt: current.saved_at, serverNow: new Date().toISOString(), deadlineAt: attempt.deadline_at, ...(echo ? { echo } : {}) };
  }
  throw new AppError('answer_stale', undefined, { answer: parseAnswer(current.answer), revision: current.revision, flagged: current.flagged === 1 });
}

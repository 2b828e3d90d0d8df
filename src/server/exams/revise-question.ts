import type { QuestionContent } from '../../contracts/exam-schemas';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { ExamStore } from './exam-store';
import type { AnswerKey } from './question-key';

export type QuestionRevision = { marks: number; stem: string; content: QuestionContent; key: AnswerKey; explanation: string };

/**
 * Edits a question the only way it may be edited: a new version becomes
 * current and the old ones stay untouched, so every attempt keeps the
 * versions it was given and is reviewed against them. Exams drawn from now
 * on use the new version (every process learns of it within a second).
 */
export async function reviseQuestion(db: Db, store: ExamStore, { questionId, revision }: { questionId: number; revision: QuestionRevision }): Promise<{ versionId: number; version: number }> {
  const made = await db.transaction().execute((trx) => addQuestionVersion(trx, questionId, revision));
  await store.invalidate();
  return made;
}

/**
 * The edit itself, inside the caller's transaction (the studio checks the
 * editor's version and writes the audit entry in the same one). The caller
 * invalidates the exam store after the commit.
 */
export async function addQuestionVersion(trx: Db, questionId: number, revision: QuestionRevision): Promise<{ versionId: number; version: number }> {
  if (revision.content.kind !== revision.key.kind) throw new AppError('validation_failed', 'The answer key must be for the same kind of question.');
  const latest = await trx
    .selectFrom('question_versions')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('question_id', '=', questionId)
    .executeTakeFirst();
  const version = latest?.version === null || latest?.version === undefined ? 1 : Number(latest.version) + 1;
  const exists = await trx.selectFrom('questions').select('id').where('id', '=', questionId).executeTakeFirst();
  if (!exists) throw new AppError('not_found', 'No question has that id.');
  // The unique (question, version) pair makes two concurrent edits one version each, never one shared number.
  const { id } = await trx
    .insertInto('question_versions')
    .values({
      question_id: questionId,
      version,
      kind: revision.content.kind,
      marks: revision.marks,
      stem: revision.stem,
      content: JSON.stringify(revision.content),
      answer_key: JSON.stringify(revision.key),
      explanation: revision.explanation,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('questions')
    .set({ current_version_id: id, current_kind: revision.content.kind, current_marks: revision.marks, updated_at: new Date().toISOString() })
    .where('id', '=', questionId)
    .execute();
  return { versionId: id, version };
}

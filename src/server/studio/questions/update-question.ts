import { isDeepStrictEqual } from 'node:util';
import type { SavedQuestion, UpdateQuestion } from '../../../contracts/studio-question-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { ExamStore } from '../../exams/exam-store';
import { answerKeySchema } from '../../exams/question-key';
import { addQuestionVersion } from '../../exams/revise-question';
import { guardPublishedBlueprints } from '../exams/published-blueprints';
import { expectSaved } from '../versioned';
import { assertAreaOfPaper, assertQuestionFits } from './question-fits';

/**
 * Saves an edit. A changed stem, key, marks or worked answer becomes a new
 * version (the existing revise-question operation): attempts already given
 * the old one keep it, papers drawn from now on get the new one. Area and
 * difficulty are the question's own. The version the editor loaded is
 * checked first, under the row's lock, so of two admins saving at once one
 * gets edit_conflict.
 */
export async function updateQuestion(db: Db, store: ExamStore, { actor, id, input }: { actor: Actor; id: number; input: UpdateQuestion }): Promise<SavedQuestion> {
  assertQuestionFits(input);
  const saved = await db.transaction().execute(async (trx) => {
    const question = await trx.selectFrom('questions').select(['subject_id', 'current_version_id']).where('id', '=', id).executeTakeFirst();
    if (!question) throw new AppError('bank_question_not_found');
    await assertAreaOfPaper(trx, question.subject_id, input.areaId);
    const guard = await guardPublishedBlueprints(trx, question.subject_id);
    const result = await trx
      .updateTable('questions')
      .set((eb) => ({ area_id: input.areaId, difficulty: input.difficulty, version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
      .where('id', '=', id)
      .where('version', '=', input.version)
      .executeTakeFirst();
    await expectSaved(result, async () => (await trx.selectFrom('questions').select('version').where('id', '=', id).executeTakeFirst())?.version);

    const current = question.current_version_id ? await trx.selectFrom('question_versions').selectAll().where('id', '=', question.current_version_id).executeTakeFirst() : undefined;
    const body = { marks: input.marks, stem: input.stem, explanation: input.explanation, content: input.content, key: input.key };
    const unchanged =
      current !== undefined &&
      isDeepStrictEqual(body, {
        marks: current.marks,
        stem: current.stem,
        explanation: current.explanation,
        content: JSON.parse(current.content),
        key: answerKeySchema.parse(JSON.parse(current.answer_key)),
      });
    const revision = unchanged ? current.version : (await addQuestionVersion(trx, id, body)).version;
    // After the new version too: its marks and kind are what blueprint rows counted in marks, or of one kind, draw by.
    await guard.after();
    await recordAudit(trx, { actor, action: 'content.updated', target: { type: 'question', id: String(id) }, details: { revision, newRevision: !unchanged } });
    return { id, version: input.version + 1, revision, newRevision: !unchanged };
  });
  await store.invalidate();
  return saved;
}

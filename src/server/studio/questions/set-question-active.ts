import { recordAudit, type Actor } from '../../admin/audit';
import type { Db } from '../../db/database';
import type { ExamStore } from '../../exams/exam-store';
import { guardPublishedBlueprints } from '../exams/published-blueprints';
import { expectSaved } from '../versioned';

/**
 * Retires a question (blueprints stop drawing it; attempts and results that
 * were given it keep it) or brings it back. Retiring is refused when a
 * published blueprint of the paper would no longer be filled. Fixed lists
 * that name it keep it until their exam is edited; the builder marks it
 * retired.
 */
export async function setQuestionActive(db: Db, store: ExamStore, { actor, id, active, version }: { actor: Actor; id: number; active: boolean; version: number }): Promise<{ version: number }> {
  await db.transaction().execute(async (trx) => {
    const question = await trx.selectFrom('questions').select('subject_id').where('id', '=', id).executeTakeFirst();
    const guard = question && !active ? await guardPublishedBlueprints(trx, question.subject_id) : null;
    const result = await trx
      .updateTable('questions')
      .set((eb) => ({ active: active ? 1 : 0, version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    await expectSaved(result, async () => (await trx.selectFrom('questions').select('version').where('id', '=', id).executeTakeFirst())?.version);
    await guard?.after();
    await recordAudit(trx, { actor, action: active ? 'content.restored' : 'content.deleted', target: { type: 'question', id: String(id) }, details: {} });
  });
  await store.invalidate();
  return { version: version + 1 };
}

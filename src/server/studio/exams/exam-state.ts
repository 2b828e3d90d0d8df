import { recordAudit, type Actor } from '../../admin/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { expectSaved } from '../versioned';
import { planExam } from './exam-plan';
import { loadExamInput } from './get-studio-exam';
import { examVersion } from './update-exam';
import { examsChanged } from './write-exam';

type Change = { published?: 0 | 1; deleted_at?: string | null };

async function changeExam(db: Db, { id, version, change }: { id: number; version: number; change: Change }): Promise<void> {
  const result = await db
    .updateTable('exams')
    .set((eb) => ({ ...change, version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  await expectSaved(result, () => examVersion(db, id));
}

/**
 * Publishes (students see it and may start it at once) or unpublishes it
 * (no new attempts; attempts under way and results keep working). A
 * blueprint the bank cannot fill, or a fixed list with retired questions,
 * is refused.
 */
export async function setExamPublished(services: Services, { actor, id, published, version }: { actor: Actor; id: number; published: boolean; version: number }): Promise<{ version: number }> {
  await services.db.transaction().execute(async (trx) => {
    const input = await loadExamInput(trx, id);
    if (!input || input.deleted) throw new AppError('studio_item_not_found');
    if (published) await planExam(trx, input.input, true);
    await changeExam(trx, { id, version, change: { published: published ? 1 : 0 } });
    await recordAudit(trx, { actor, action: published ? 'content.published' : 'content.unpublished', target: { type: 'exam', id: String(id) }, details: {} });
  });
  await examsChanged(services);
  return { version: version + 1 };
}

/**
 * Puts an exam aside: unpublished and out of the studio's list. Its
 * attempts, results and My exams entries keep working (they read it by id).
 */
export async function deleteExam(services: Services, { actor, id, version }: { actor: Actor; id: number; version: number }): Promise<{ version: number }> {
  await services.db.transaction().execute(async (trx) => {
    await changeExam(trx, { id, version, change: { published: 0, deleted_at: new Date().toISOString() } });
    await recordAudit(trx, { actor, action: 'content.deleted', target: { type: 'exam', id: String(id) }, details: {} });
  });
  await examsChanged(services);
  return { version: version + 1 };
}

/** Brings a deleted exam back as an unpublished draft. */
export async function restoreExam(services: Services, { actor, id, version }: { actor: Actor; id: number; version: number }): Promise<{ version: number }> {
  await services.db.transaction().execute(async (trx) => {
    await changeExam(trx, { id, version, change: { deleted_at: null } });
    await recordAudit(trx, { actor, action: 'content.restored', target: { type: 'exam', id: String(id) }, details: {} });
  });
  await examsChanged(services);
  return { version: version + 1 };
}

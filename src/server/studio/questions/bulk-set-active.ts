import type { BulkResult } from '../../../contracts/studio-question-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Db } from '../../db/database';
import type { ExamStore } from '../../exams/exam-store';
import { byPaper, lockedSelection, refusal } from './bulk-selection';
import { changeKeepingBlueprints } from './keep-blueprints-filled';

const exams = (short: { title: string }[]) => short.map((e) => `“${e.title}”`).join(', ');

/**
 * Retires or restores the selected questions in one transaction. A
 * question already so is left alone; retiring one that a published
 * blueprint exam needs is refused for that question alone, with the exams
 * it would leave short (changeKeepingBlueprints), and the rest are retired.
 * Each question changed moves its version on (an editor open on it must
 * reload before saving) and gets its own audit entry, as a single retire
 * or restore does.
 */
export async function bulkSetActive(db: Db, store: ExamStore, { actor, ids, active }: { actor: Actor; ids: number[]; active: boolean }): Promise<BulkResult> {
  const result = await db.transaction().execute(async (trx) => {
    const selected = await lockedSelection(trx, ids);
    const toChange = selected.filter((q) => q.active !== active);
    const set = (value: 0 | 1) => async (changing: number[]) => {
      await trx.updateTable('questions').set({ active: value }).where('id', 'in', changing).execute();
    };
    const changed = [];
    const refused = [];
    for (const [subjectId, questions] of byPaper(toChange)) {
      // Bringing questions back can only fill blueprints further.
      const outcome = active ? { kept: questions, refused: [] } : await changeKeepingBlueprints(trx, subjectId, questions, { apply: set(0), undo: set(1) });
      changed.push(...outcome.kept);
      for (const { question, exams: short } of outcome.refused) {
        refused.push(refusal(question, 'blueprint_unfillable', `Retiring it would leave the published exam${short.length === 1 ? '' : 's'} ${exams(short)} without enough questions.`, short));
      }
    }
    if (changed.length > 0) {
      await trx
        .updateTable('questions')
        .set((eb) => ({ active: active ? 1 : 0, version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
        .where(
          'id',
          'in',
          changed.map((q) => q.id),
        )
        .execute();
    }
    for (const question of changed) {
      await recordAudit(trx, { actor, action: active ? 'content.restored' : 'content.deleted', target: { type: 'question', id: String(question.id) }, details: { bulk: true } });
    }
    return { changed: changed.length, unchanged: selected.length - toChange.length, refused };
  });
  if (result.changed > 0) await store.invalidate();
  return result;
}

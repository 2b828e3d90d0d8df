import type { BulkResult } from '../../../contracts/studio-question-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { ExamStore } from '../../exams/exam-store';
import { lockedSelection, refusal } from './bulk-selection';
import { changeKeepingBlueprints } from './keep-blueprints-filled';

/**
 * Moves the selected questions to another syllabus area of their paper in
 * one transaction. A question of another paper is refused (an area belongs
 * to one paper), one already there is left alone, and a move that would
 * leave a published blueprint exam short is refused for that question
 * alone, as an edit's move is. Each question moved moves its version on
 * and gets its own audit entry.
 */
export async function bulkMove(db: Db, store: ExamStore, { actor, ids, areaId }: { actor: Actor; ids: number[]; areaId: number }): Promise<BulkResult> {
  const result = await db.transaction().execute(async (trx) => {
    const area = await trx
      .selectFrom('syllabus_areas as a')
      .innerJoin('subjects as s', 's.id', 'a.subject_id')
      .select(['a.id', 'a.name', 'a.subject_id', 's.name as paper'])
      .where('a.id', '=', areaId)
      .executeTakeFirst();
    if (!area) throw new AppError('question_area_invalid', 'There is no such syllabus area. Reload the list and choose again.', { field: 'areaId' });
    const selected = await lockedSelection(trx, ids);
    const refused = selected
      .filter((q) => q.subjectId !== area.subject_id)
      .map((q) => refusal(q, 'question_area_invalid', `It is a question of another paper; ${area.name} is an area of ${area.paper}.`));
    const moving = selected.filter((q) => q.subjectId === area.subject_id && q.areaId !== area.id);
    const from = new Map(moving.map((q) => [q.id, q.areaId]));
    const outcome = await changeKeepingBlueprints(trx, area.subject_id, moving, {
      apply: async (changing) => {
        await trx.updateTable('questions').set({ area_id: area.id }).where('id', 'in', changing).execute();
      },
      undo: async (changing) => {
        for (const id of changing)
          await trx
            .updateTable('questions')
            .set({ area_id: from.get(id)! })
            .where('id', '=', id)
            .execute();
      },
    });
    for (const { question, exams } of outcome.refused) {
      refused.push(
        refusal(
          question,
          'blueprint_unfillable',
          `Moving it would leave the published exam${exams.length === 1 ? '' : 's'} ${exams.map((e) => `“${e.title}”`).join(', ')} without enough questions.`,
          exams,
        ),
      );
    }
    const moved = outcome.kept;
    if (moved.length > 0) {
      await trx
        .updateTable('questions')
        .set((eb) => ({ version: eb('version', '+', 1), updated_at: new Date().toISOString() }))
        .where(
          'id',
          'in',
          moved.map((q) => q.id),
        )
        .execute();
    }
    for (const question of moved) {
      await recordAudit(trx, {
        actor,
        action: 'content.updated',
        target: { type: 'question', id: String(question.id) },
        details: { bulk: true, areaId: { from: from.get(question.id), to: area.id } },
      });
    }
    return { changed: moved.length, unchanged: selected.filter((q) => q.subjectId === area.subject_id && q.areaId === area.id).length, refused };
  });
  if (result.changed > 0) await store.invalidate();
  return result;
}

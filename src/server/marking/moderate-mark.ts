import type { MarkingScript, ModerateMark } from '../../contracts/marking-schemas';
import { requireModerator, type MarkingScope } from '../access/marking-scope';
import type { Db } from '../db/database';
import { lockUser } from '../db/lock-user';
import { AppError } from '../errors';
import type { ExamStore } from '../exams/exam-store';
import { hundredthsOf, moveAreaMarks } from '../exams/exam-sums';
import type { MarkedQuestion } from '../exams/finalise-attempt';
import { outcome } from '../exams/marking';
import { awardMarks } from './award-marks';
import { loadScript } from './load-script';
import { recordMarkChanges } from './mark-changes';
import { scriptView } from './script-view';

/**
 * Moderation: an admin or the paper's lead tutor changes one released
 * mark, saying why. The attempt's score, outcome and the student's kept
 * area sums move by the difference in the same transaction, and the change
 * joins the mark's history (who, when, from, to, why). The mark is read
 * under the student's lock, so two moderators changing it at once each
 * record the mark they actually replaced.
 */
export async function moderateMark(
  db: Db,
  store: ExamStore,
  scope: MarkingScope,
  { number, moderator, input, now = new Date() }: { number: number; moderator: { id: string; name: string }; input: ModerateMark; now?: Date },
): Promise<MarkingScript> {
  const loaded = await loadScript(db, store, scope, number);
  requireModerator(scope, loaded.script.subject_id);
  if (loaded.script.state !== 'released') throw new AppError('script_not_released');
  if (input.reason === '') throw new AppError('moderation_reason_required');
  const target = loaded.marking.find((m) => m.position === input.position && m.by === 'tutor');
  const key = target && loaded.versions.get(target.versionId)?.key;
  if (!target || !key || key.kind !== 'written') throw new AppError('answer_invalid', 'Only a written answer the tutor marked can be moderated.');
  const { hundredths, awards } = awardMarks(key, target.max, input.awards);

  await db.transaction().execute(async (trx) => {
    await lockUser(trx, loaded.userId);
    const row = await trx.selectFrom('exam_attempts').select('marking').where('id', '=', loaded.script.attempt_id).executeTakeFirstOrThrow();
    const marking = JSON.parse(row.marking!) as MarkedQuestion[];
    const m = marking.find((x) => x.position === input.position)!;
    const from = hundredthsOf(m.marks);
    m.marks = hundredths / 100;
    m.outcome = outcome(m.marks, m.max);
    await trx
      .updateTable('exam_attempts')
      .set({ marking: JSON.stringify(marking), score_hundredths: marking.reduce((sum, x) => sum + hundredthsOf(x.marks), 0) })
      .where('id', '=', loaded.script.attempt_id)
      .execute();
    await moveAreaMarks(trx, loaded.userId, m.areaId, hundredths - from);
    await trx
      .updateTable('script_marks')
      .set({ awards: JSON.stringify(awards), marks_hundredths: hundredths, comment: input.comment })
      .where('script_id', '=', loaded.script.id)
      .where('position', '=', input.position)
      .execute();
    await trx
      .updateTable('marking_scripts')
      .set((eb) => ({ revision: eb('revision', '+', 1), updated_at: now.toISOString() }))
      .where('id', '=', loaded.script.id)
      .execute();
    await recordMarkChanges(trx, [{ attemptId: loaded.script.attempt_id, position: input.position, cause: 'moderation', by: moderator, at: now, from, to: hundredths, reason: input.reason }]);
  });
  return scriptView(db, store, scope, await loadScript(db, store, scope, number), { viewerId: moderator.id, now });
}

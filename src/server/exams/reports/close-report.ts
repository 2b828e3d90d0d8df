import type { AdminReport } from '../../../contracts/question-report-schemas';
import { recordAudit, type Actor } from '../../admin/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { adminReport, adminReports } from './report-views';

/**
 * Closes an open report, resolved with a reply or dismissed, in one
 * conditional update (`where status = 'open'`), so of two admins acting at
 * once one closes it and the other is told it is closed; audited in the
 * same transaction.
 */
export async function closeReport(db: Db, { actor, id, outcome, reply, now }: { actor: Actor; id: number; outcome: 'resolved' | 'dismissed'; reply: string; now: Date }): Promise<AdminReport> {
  await db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('question_reports')
      .set({ status: outcome, reply, closed_at: now.toISOString(), closed_by: actor.id })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returning(['id', 'question_id'])
      .executeTakeFirst();
    if (!closed) {
      const exists = await trx.selectFrom('question_reports').select('id').where('id', '=', id).executeTakeFirst();
      throw new AppError(exists ? 'question_report_closed' : 'question_report_not_found');
    }
    await recordAudit(trx, {
      actor,
      action: outcome === 'resolved' ? 'question_report.resolved' : 'question_report.dismissed',
      target: { type: 'question', id: String(closed.question_id) },
      details: outcome === 'resolved' ? { report: id, reply } : { report: id },
    });
  });
  return adminReport(await adminReports(db).where('r.id', '=', id).executeTakeFirstOrThrow());
}

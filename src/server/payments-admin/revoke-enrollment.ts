import type { AdminEnrollment } from '../../contracts/payments-admin-schemas';
import { recordAudit, type Actor } from '../admin/audit';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { loadEnrollmentRows } from './enrollment-rows';

/**
 * Ends a student's access now (a refund, shared lessons). The player checks
 * the status on every request, so the next lesson they open is refused.
 * Revoking a revoked enrollment changes nothing.
 */
export async function revokeEnrollment(db: Db, { actor, id, reason, now = new Date() }: { actor: Actor; id: number; reason: string; now?: Date }): Promise<AdminEnrollment> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('enrollments')
      .set({ status: 'revoked', revoke_reason: reason, updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      const exists = await trx.selectFrom('enrollments').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) throw new AppError('enrollment_not_found');
      return;
    }
    const [row] = await loadEnrollmentRows(trx, [id], now);
    await recordAudit(trx, {
      actor,
      action: 'enrollment.revoked',
      target: { type: 'enrollment', id: String(id) },
      details: {
        email: row!.student.email,
        name: row!.student.name,
        course: row!.course.title,
        reason,
      },
    });
  });
  const [row] = await loadEnrollmentRows(db, [id], now);
  return row!;
}

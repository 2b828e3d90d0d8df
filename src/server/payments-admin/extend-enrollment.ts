import type { AdminEnrollment, ExtendEnrollmentInput } from '../../contracts/payments-admin-schemas';
import { recordAudit, type Actor } from '../admin/audit';
import type { Db } from '../db/database';
import { endOfDhakaDay } from '../enrollments/access-window';
import { AppError } from '../errors';
import { loadEnrollmentRows } from './enrollment-rows';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Moves an enrollment's end: by some days from the later of now and its
 * current end (so an expired one starts again from today), or to the end of
 * a given Dhaka day. An expired enrollment is active again at once. A
 * revoked one is refused: its access was taken away on purpose.
 */
export async function extendEnrollment(db: Db, { actor, id, input, now = new Date() }: { actor: Actor; id: number; input: ExtendEnrollmentInput; now?: Date }): Promise<AdminEnrollment> {
  await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('enrollments').select(['status', 'expires_at']).where('id', '=', id).executeTakeFirst();
    if (!current) throw new AppError('enrollment_not_found');
    if (current.status === 'revoked') throw new AppError('enrollment_revoked');
    let end: string;
    if ('days' in input) {
      if (current.expires_at === null) throw new AppError('validation_failed', 'This enrollment never ends, so there is nothing to extend.');
      const from = Math.max(now.getTime(), new Date(current.expires_at).getTime());
      end = new Date(from + input.days * DAY_MS).toISOString();
    } else {
      end = endOfDhakaDay(input.until);
      if (end <= now.toISOString()) throw new AppError('validation_failed', 'Choose a date in the future.');
    }
    // Conditional on what was read, so a revoke or another extension meanwhile is not overwritten.
    let update = trx.updateTable('enrollments').set({ expires_at: end, updated_at: now.toISOString() }).where('id', '=', id).where('status', '=', 'active');
    update = current.expires_at === null ? update.where('expires_at', 'is', null) : update.where('expires_at', '=', current.expires_at);
    const updated = await update.executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new AppError('enrollment_revoked', 'This enrollment changed meanwhile (revoked or extended by another admin). Reload and try again.');
    const [row] = await loadEnrollmentRows(trx, [id], now);
    await recordAudit(trx, {
      actor,
      action: 'enrollment.extended',
      target: { type: 'enrollment', id: String(id) },
      details: {
        email: row!.student.email,
        name: row!.student.name,
        course: row!.course.title,
        from: current.expires_at,
        to: end,
      },
    });
  });
  const [row] = await loadEnrollmentRows(db, [id], now);
  return row!;
}

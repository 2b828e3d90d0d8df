import type { AdminUser } from '../../contracts/admin-schemas';
import { flag } from '../db/database';
import { AppError } from '../errors';
import { recordAudit, type Actor } from './audit';
import type { SessionDeps } from './session-deps';
import { findUserOrThrow } from './find-user';
import { toAdminUser } from './to-admin-user';

/**
 * Marks an account's email verified by hand: for a student who cannot get
 * the link (no SMTP_URL yet, a mailbox that drops it) and whose address the
 * admin has confirmed another way. One conditional update from unverified,
 * so of two admins (or two clicks) exactly one changes it and writes the
 * audit entry; the other is told `already_verified` and nothing is written.
 */
export async function markEmailVerified({ db, sessions }: SessionDeps, { actor, userId, now = new Date() }: { actor: Actor; userId: string; now?: Date }): Promise<AdminUser> {
  const result = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('users')
      .set({ email_verified: flag(db, true), updated_at: now.toISOString() })
      .where('id', '=', userId)
      .where('email_verified', '=', flag(db, false))
      .returningAll()
      .executeTakeFirst();
    if (!updated) {
      await findUserOrThrow(trx, userId);
      throw new AppError('already_verified');
    }
    await recordAudit(trx, { actor, action: 'user.email_verified', target: { type: 'user', id: userId }, details: { email: updated.email, name: updated.name } });
    return toAdminUser(updated);
  });
  // The session reader keeps the user's row for a few seconds: let it read the verified one.
  await sessions.invalidate();
  return result;
}

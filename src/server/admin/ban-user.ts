import type { AdminUser, BanInput } from '../../contracts/admin-schemas';
import { flag } from '../db/database';
import { AppError } from '../errors';
import { recordAudit, type Actor } from './audit';
import type { SessionDeps } from './session-deps';
import { findUserOrThrow, refuseOwnAccount } from './find-user';
import { toAdminUser } from './to-admin-user';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Suspends an account: it cannot sign in (Better Auth's admin plugin checks
 * the flag and lifts it itself once `ban_expires` has passed) and every
 * device it is signed in on is signed out now. Suspending again replaces
 * the reason and the end date.
 */
export async function banUser({ db, sessions }: SessionDeps, { actor, userId, input, now = new Date() }: { actor: Actor; userId: string; input: BanInput; now?: Date }): Promise<AdminUser> {
  refuseOwnAccount(actor.id, userId);
  const expires = input.days ? new Date(now.getTime() + input.days * DAY_MS).toISOString() : null;
  const result = await db.transaction().execute(async (trx) => {
    const user = await findUserOrThrow(trx, userId);
    if (user.role === 'admin') throw new AppError('admin_cannot_be_banned');
    const updated = await trx
      .updateTable('users')
      .set({ banned: flag(db, true), ban_reason: input.reason, ban_expires: expires, updated_at: now.toISOString() })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const revoked = await trx.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
    await recordAudit(trx, {
      actor,
      action: 'user.banned',
      target: { type: 'user', id: userId },
      details: {
        email: user.email,
        name: user.name,
        reason: input.reason,
        until: expires,
        sessionsRevoked: Number(revoked.numDeletedRows),
      },
    });
    return toAdminUser(updated);
  });
  // After the commit, so no request re-reads the old rows into the cache.
  await sessions.invalidate();
  return result;
}

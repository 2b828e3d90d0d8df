import type { AdminUser } from '../../contracts/admin-schemas';
import { flag } from '../db/database';
import { AppError } from '../errors';
import { recordAudit, type Actor } from './audit';
import type { SessionDeps } from './session-deps';
import { findUserOrThrow } from './find-user';
import { isSuspended } from './suspension';
import { toAdminUser } from './to-admin-user';

/** Lifts a suspension: the account can sign in again. */
export async function unbanUser({ db, sessions }: SessionDeps, actor: Actor, userId: string): Promise<AdminUser> {
  const result = await db.transaction().execute(async (trx) => {
    const user = await findUserOrThrow(trx, userId);
    if (!isSuspended(user)) throw new AppError('not_banned');
    const updated = await trx
      .updateTable('users')
      .set({ banned: flag(db, false), ban_reason: null, ban_expires: null, updated_at: new Date().toISOString() })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actor, action: 'user.unbanned', target: { type: 'user', id: userId }, details: { email: user.email, name: user.name, reason: user.ban_reason } });
    return toAdminUser(updated);
  });
  // After the commit, so no request re-reads the old rows into the cache.
  await sessions.invalidate();
  return result;
}

import type { AdminUser, Role } from '../../contracts/admin-schemas';
import { databaseKind } from '../db/database';
import { AppError } from '../errors';
import { recordAudit, type Actor } from './audit';
import type { SessionDeps } from './session-deps';
import { findUserOrThrow, refuseOwnAccount } from './find-user';
import { toAdminUser } from './to-admin-user';

/** Makes a student an admin or an admin a student. Setting the role it already has changes nothing. */
export async function changeRole({ db, sessions }: SessionDeps, { actor, userId, role }: { actor: Actor; userId: string; role: Role }): Promise<AdminUser> {
  refuseOwnAccount(actor.id, userId);
  const result = await db.transaction().execute(async (trx) => {
    // Lock the admins' rows (PostgreSQL; SQLite runs one writer at a time), so two
    // admins demoting each other at once are decided one after the other.
    let admins = trx.selectFrom('users').select(['id']).where('role', '=', 'admin');
    if (databaseKind(db) === 'postgres') admins = admins.forUpdate();
    const adminIds = new Set((await admins.execute()).map((r) => r.id));
    if (!adminIds.has(actor.id)) throw new AppError('forbidden');
    const user = await findUserOrThrow(trx, userId);
    const from = user.role === 'admin' ? 'admin' : 'student';
    if (from === role) return toAdminUser(user);
    const updated = await trx.updateTable('users').set({ role, updated_at: new Date().toISOString() }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
    await recordAudit(trx, { actor, action: 'user.role_changed', target: { type: 'user', id: userId }, details: { email: user.email, name: user.name, from, to: role } });
    return toAdminUser(updated);
  });
  // After the commit, so no request re-reads the old rows into the cache.
  await sessions.invalidate();
  return result;
}

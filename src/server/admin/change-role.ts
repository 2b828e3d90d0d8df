import type { AdminUser, Role } from '../../contracts/admin-schemas';
import { databaseKind } from '../db/database';
import { AppError } from '../errors';
import { recordAudit, type Actor } from './audit';
import type { SessionDeps } from './session-deps';
import { findUserOrThrow, refuseOwnAccount } from './find-user';
import { accountRole, toAdminUser } from './to-admin-user';
import { removeTutorPapers } from './tutor-papers';

/**
 * Makes an account a student, a tutor or an admin. Setting the role it
 * already has changes nothing. An account that stops being a tutor loses
 * its papers in the same transaction (kept in the audit entry): made a
 * tutor again later, it starts with none rather than quietly regaining
 * papers an admin may have given to someone else since.
 */
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
    const from = accountRole(user.role);
    if (from === role) return toAdminUser(user);
    // The update locks the account's row (PostgreSQL), which a save of its papers waits on.
    const updated = await trx.updateTable('users').set({ role, updated_at: new Date().toISOString() }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();
    const papersRemoved = role === 'tutor' ? [] : await removeTutorPapers(trx, userId);
    await recordAudit(trx, {
      actor,
      action: 'user.role_changed',
      target: { type: 'user', id: userId },
      details: { email: user.email, name: user.name, from, to: role, ...(papersRemoved.length > 0 ? { papersRemoved } : {}) },
    });
    return toAdminUser(updated);
  });
  // After the commit, so no request re-reads the old rows into the cache.
  await sessions.invalidate();
  return result;
}

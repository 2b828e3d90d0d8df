import type { AdminUser, Role } from '../../contracts/admin-schemas';
import type { Db } from '../db/database';
import { recordAudit, type Actor } from './audit';
import { findUserOrThrow, refuseOwnAccount } from './find-user';
import { toAdminUser } from './to-admin-user';

/** Makes a student an admin or an admin a student. Setting the role it already has changes nothing. */
export async function changeRole(db: Db, actor: Actor, userId: string, role: Role): Promise<AdminUser> {
  refuseOwnAccount(actor.id, userId);
  return db.transaction().execute(async (trx) => {
    const user = await findUserOrThrow(trx, userId);
    const from = user.role === 'admin' ? 'admin' : 'student';
    if (from === role) return toAdminUser(user);
    const updated = await trx
      .updateTable('users')
      .set({ role, updated_at: new Date().toISOString() })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, 'user.role_changed', { type: 'user', id: userId }, { email: user.email, name: user.name, from, to: role });
    return toAdminUser(updated);
  });
}

import type { Db } from '../db/database';
import { recordAudit, type Actor } from './audit';
import { findUserOrThrow, refuseOwnAccount } from './find-user';

/** Signs the account out on every device (a lost phone, a shared login). */
export async function revokeSessions(db: Db, actor: Actor, userId: string): Promise<{ revoked: number }> {
  refuseOwnAccount(actor.id, userId);
  return db.transaction().execute(async (trx) => {
    const user = await findUserOrThrow(trx, userId);
    const result = await trx.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
    const revoked = Number(result.numDeletedRows);
    await recordAudit(trx, actor, 'user.sessions_revoked', { type: 'user', id: userId }, { email: user.email, name: user.name, revoked });
    return { revoked };
  });
}

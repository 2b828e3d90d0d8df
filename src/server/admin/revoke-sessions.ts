import { recordAudit, type Actor } from './audit';
import type { SessionDeps } from './session-deps';
import { findUserOrThrow, refuseOwnAccount } from './find-user';

/** Signs the account out on every device (a lost phone, a shared login). */
export async function revokeSessions({ db, sessions }: SessionDeps, actor: Actor, userId: string): Promise<{ revoked: number }> {
  refuseOwnAccount(actor.id, userId);
  const result = await db.transaction().execute(async (trx) => {
    const user = await findUserOrThrow(trx, userId);
    const result = await trx.deleteFrom('sessions').where('user_id', '=', userId).executeTakeFirst();
    const revoked = Number(result.numDeletedRows);
    await recordAudit(trx, { actor, action: 'user.sessions_revoked', target: { type: 'user', id: userId }, details: { email: user.email, name: user.name, revoked } });
    return { revoked };
  });
  // After the commit, so no request re-reads the old rows into the cache.
  await sessions.invalidate();
  return result;
}

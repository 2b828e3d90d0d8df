import type { Db } from '../db/database';

/**
 * Brute-force protection kept in the database, so it holds across every
 * server process: after 5 failed sign-ins for one account, or 100 from one
 * IP address, within 15 minutes, further attempts are refused until the
 * window has passed. The refusal never says whether the email is registered.
 */
export const THROTTLE = { windowMinutes: 15, perAccount: 5, perIp: 100 } as const;

const since = () => new Date(Date.now() - THROTTLE.windowMinutes * 60_000).toISOString();

export async function isSignInThrottled(db: Db, email: string, ip: string): Promise<boolean> {
  const after = since();
  const [account, address] = await Promise.all([
    db.selectFrom('sign_in_failures').select((eb) => eb.fn.countAll<number>().as('n')).where('email', '=', email).where('created_at', '>', after).executeTakeFirstOrThrow(),
    db.selectFrom('sign_in_failures').select((eb) => eb.fn.countAll<number>().as('n')).where('ip', '=', ip).where('created_at', '>', after).executeTakeFirstOrThrow(),
  ]);
  return Number(account.n) >= THROTTLE.perAccount || Number(address.n) >= THROTTLE.perIp;
}

export async function recordSignInFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insertInto('sign_in_failures').values({ email, ip, created_at: new Date().toISOString() }).execute();
  // Old rows are of no use; trimming here keeps the table small without a scheduler.
  await db.deleteFrom('sign_in_failures').where('created_at', '<', since()).execute();
}

export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('email', '=', email).execute();
}

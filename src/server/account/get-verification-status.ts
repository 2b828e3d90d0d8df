import type { Db } from '../db/database';

/**
 * Whether the account created in this browser has been verified yet, for the
 * "check your email" screen to notice a link opened on another device. Keyed
 * by the new account's random id, which only the browser that signed up has,
 * so it tells nothing about other addresses.
 */
export async function getVerificationStatus(db: Db, userId: string): Promise<{ verified: boolean }> {
  const row = await db.selectFrom('users').select('email_verified').where('id', '=', userId).executeTakeFirst();
  return { verified: Boolean(row?.email_verified) };
}

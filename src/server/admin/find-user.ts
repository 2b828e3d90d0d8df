import type { Kysely } from 'kysely';
import { AppError } from '../errors';
import type { Database } from '../db/schema';

/** The user row, or 404 `user_not_found`. */
export async function findUserOrThrow(db: Kysely<Database>, id: string) {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('user_not_found');
  return row;
}

/** Admins act on other accounts only: no one locks themselves out by mistake. */
export function refuseOwnAccount(actorId: string, targetId: string): void {
  if (actorId === targetId) throw new AppError('own_account');
}

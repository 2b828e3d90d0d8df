import type { Db } from '../db/database';
import { lockUser } from '../db/lock-user';
import { accountWords } from './account-words';

/**
 * Writes an account's search words again from its row as it stands now.
 * Better Auth creates and changes accounts in its own transactions, so this
 * runs after they commit (its database hooks, auth/create-auth.ts) and reads
 * the row afresh instead of trusting what the hook was handed: two renames
 * racing each index the name that was written last. The user's row is
 * locked meanwhile (PostgreSQL; SQLite's transaction holds the write lock),
 * so two of these for one account do not interleave their delete and insert.
 */
export async function indexAccount(db: Db, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const user = await trx.selectFrom('users').select(['name', 'email']).where('id', '=', userId).executeTakeFirst();
    await trx.deleteFrom('user_search_words').where('user_id', '=', userId).execute();
    const words = user ? accountWords(user.name, user.email) : [];
    if (words.length > 0)
      await trx
        .insertInto('user_search_words')
        .values(words.map((word) => ({ user_id: userId, word })))
        .execute();
  });
}

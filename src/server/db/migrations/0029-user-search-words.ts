import { sql, type Kysely } from 'kysely';
import { databaseKind } from '../database';

/**
 * The admin's user search finds an account by the start of any word of its
 * name, of its email address, or of the address's local part
 * (decisions/2026-11-28-user-search-words.md). `user_search_words` holds
 * those words, one row each, read by a range on `word` (the words that
 * start with a term) and probed by `user_id`. On PostgreSQL the column
 * compares in byte order ("C"), as SQLite's does, so the range of a prefix
 * is the same on both and an index serves it whatever the database's
 * collation.
 *
 * Every account is indexed here, with a frozen copy of the rules in
 * admin/account-words.ts (a later change to those needs its own migration).
 */

const WORD_MAX = 254;

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function wordsOf(text: string): string[] {
  return fold(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, WORD_MAX));
}

function accountWords(name: string, email: string): string[] {
  const address = fold(email.trim());
  const local = address.includes('@') ? address.slice(0, address.lastIndexOf('@')) : address;
  return [...new Set([...wordsOf(name), address.slice(0, WORD_MAX), ...wordsOf(local)])].filter((w) => w.length > 0);
}

const USERS_PER_BATCH = 2_000;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = databaseKind(db) === 'postgres';
  await db.schema
    .createTable('user_search_words')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('word', postgres ? sql`text collate "C"` : 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_search_words_pk', ['word', 'user_id'])
    .execute();
  await db.schema.createIndex('user_search_words_user_idx').on('user_search_words').columns(['user_id', 'word']).execute();

  // Every account, in batches by id, each batch's words in one multi-row insert per 500 rows.
  const raw = db as unknown as Kysely<{ users: { id: string; name: string; email: string }; user_search_words: { user_id: string; word: string } }>;
  let after = '';
  for (;;) {
    const users = await raw.selectFrom('users').select(['id', 'name', 'email']).where('id', '>', after).orderBy('id').limit(USERS_PER_BATCH).execute();
    if (users.length === 0) break;
    const rows = users.flatMap((u) => accountWords(u.name, u.email).map((word) => ({ user_id: u.id, word })));
    for (let i = 0; i < rows.length; i += 500)
      await raw
        .insertInto('user_search_words')
        .values(rows.slice(i, i + 500))
        .execute();
    after = users[users.length - 1]!.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_search_words').execute();
}

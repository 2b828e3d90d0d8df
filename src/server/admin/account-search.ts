import { sql, type Expression, type SqlBool } from 'kysely';
import { databaseKind, type Db } from '../db/database';

/**
 * The admin's user search over `user_search_words` (migration 0029): an
 * account matches when every term is the start of one of its words. A term's
 * words are one range of the primary key (word, user_id), both databases
 * comparing bytes, so `rahm` reads the words from "rahm" up to "rahm" followed
 * by the last code point.
 */
export function wordRange(term: string): [string, string] {
  return [term, `${term}\u{10FFFF}`];
}

/** True when the account whose id is at `userIdRef` has a word starting with `term` (one probe of the (user_id, word) index). */
export function hasWordStarting(db: Db, userIdRef: string, term: string): Expression<SqlBool> {
  const [from, to] = wordRange(term);
  const probe = db
    .selectFrom('user_search_words as probe')
    .select('probe.user_id')
    .where('probe.user_id', '=', sql.ref<string>(userIdRef))
    .where('probe.word', '>=', from)
    .where('probe.word', '<', to);
  return sql<SqlBool>`exists ${probe}`;
}

/**
 * The accounts matching every term, each once: read along the words of the
 * longest term (the likeliest to be rare) and probing the others. `accepts` adds the screen's filters (role, verification,
 * suspension) on the account row of `w.user_id`.
 */
function matches(db: Db, terms: string[], accepts: ((userIdRef: string) => Expression<SqlBool>) | null) {
  const [driver, ...others] = [...terms].sort((a, b) => b.length - a.length);
  const [from, to] = wordRange(driver!);
  // An account with two words in the range (a name word and its address) counts once. SQLite's DISTINCT
  // stops at the limit; PostgreSQL's would hash every match first, so there each row instead checks that
  // no word of the account in the range comes before it (one probe of the (user_id, word) index). Written
  // as NOT EXISTS, the planner estimates the matches well and reads the range in order, stopping at the
  // limit; compared with the account's min(word) it took the row count for tiny and read the whole range.
  let query = db.selectFrom('user_search_words as w').select('w.user_id').where('w.word', '>=', from).where('w.word', '<', to);
  if (databaseKind(db) === 'postgres') {
    const earlier = db
      .selectFrom('user_search_words as e')
      .select('e.user_id')
      .where('e.user_id', '=', sql.ref<string>('w.user_id'))
      .where('e.word', '>=', from)
      .where('e.word', '<', sql.ref<string>('w.word'));
    query = query.where(sql<SqlBool>`not exists ${earlier}`);
  } else {
    query = query.distinct();
  }
  for (const term of others) query = query.where(() => hasWordStarting(db, 'w.user_id', term));
  if (accepts) query = query.where(() => accepts('w.user_id'));
  return query;
}

/** How many accounts match, counted up to `limit` (what this reads grows with `limit`, not with the number of accounts). */
export async function countMatches(db: Db, terms: string[], limit: number, accepts: ((userIdRef: string) => Expression<SqlBool>) | null): Promise<number> {
  const row = await db
    .selectFrom(matches(db, terms, accepts).limit(limit).as('m'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ids of the matching accounts, for a search already counted at no more than `limit`. */
export async function matchingUserIds(db: Db, terms: string[], limit: number, accepts: ((userIdRef: string) => Expression<SqlBool>) | null): Promise<string[]> {
  return (await matches(db, terms, accepts).limit(limit).execute()).map((row) => row.user_id);
}

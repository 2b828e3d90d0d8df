import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database';

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

const CHUNK = 500;

/**
 * The ids of up to `limit` distinct accounts matching every term, read along
 * the words of the longest term (the likeliest to be rare) and probing the
 * others, in chunks so a user with several words starting with it counts
 * once. `accepts` adds the screen's filters (role, verification, suspension)
 * on the account row of `w.user_id`. What this reads grows with `limit`, not
 * with the number of accounts.
 */
export async function matchingUserIds(db: Db, terms: string[], limit: number, accepts: ((userIdRef: string) => Expression<SqlBool>) | null): Promise<string[]> {
  const [driver, ...others] = [...terms].sort((a, b) => b.length - a.length);
  const [from, to] = wordRange(driver!);
  const found = new Set<string>();
  let after: { word: string; userId: string } | null = null;
  for (;;) {
    let query = db
      .selectFrom('user_search_words as w')
      .select(['w.word', 'w.user_id'])
      .where('w.word', '>=', from)
      .where('w.word', '<', to);
    if (after) {
      const last = after;
      query = query.where((eb) => eb.or([eb('w.word', '>', last.word), eb.and([eb('w.word', '=', last.word), eb('w.user_id', '>', last.userId)])]));
    }
    for (const term of others) query = query.where(() => hasWordStarting(db, 'w.user_id', term));
    if (accepts) query = query.where(() => accepts('w.user_id'));
    const rows = await query.orderBy('w.word').orderBy('w.user_id').limit(CHUNK).execute();
    for (const row of rows) {
      found.add(row.user_id);
      if (found.size >= limit) return [...found];
    }
    if (rows.length < CHUNK) return [...found];
    const tail = rows[rows.length - 1]!;
    after = { word: tail.word, userId: tail.user_id };
  }
}

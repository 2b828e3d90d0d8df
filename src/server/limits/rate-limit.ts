import { sql } from 'kysely';
import type { Db } from '../db/database';

/** A fixed window: at most `max` hits per key every `windowSeconds`. */
export type Limit = { bucket: string; max: number; windowSeconds: number };

export type Hit = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counters untouched for a day are of no use to any window in use. */
const PRUNE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one hit for `key` and says whether it is within the limit. The
 * count and the check are one conditional update (a new window restarts at
 * 1), so any number of parallel hits, in any process, never pass `max`:
 * PostgreSQL re-checks the condition on the locked row, SQLite runs writes
 * one at a time.
 */
export async function takeHit(db: Db, { limit, key, now = new Date() }: { limit: Limit; key: string; now?: Date }): Promise<Hit> {
  const at = now.toISOString();
  const windowStart = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
  const counted = () =>
    db
      .updateTable('rate_limit_counters')
      .set({
        hits: sql<number>`case when window_started_at <= ${windowStart} then 1 else hits + 1 end`,
        window_started_at: sql<string>`case when window_started_at <= ${windowStart} then ${at} else window_started_at end`,
      })
      .where('bucket', '=', limit.bucket)
      .where('key', '=', key)
      .where((eb) => eb.or([eb('window_started_at', '<=', windowStart), eb('hits', '<', limit.max)]))
      .returning('hits')
      .executeTakeFirst();

  if (await counted()) return { allowed: true };
  const inserted = await db
    .insertInto('rate_limit_counters')
    .values({ bucket: limit.bucket, key, hits: 1, window_started_at: at })
    .onConflict((oc) => oc.columns(['bucket', 'key']).doNothing())
    .returning('hits')
    .executeTakeFirst();
  if (inserted) {
    // A new key is the moment to drop counters nobody has used for a day.
    await db
      .deleteFrom('rate_limit_counters')
      .where('window_started_at', '<', new Date(now.getTime() - PRUNE_AFTER_MS).toISOString())
      .execute();
    return { allowed: true };
  }
  // Another request made the row in between: count against it.
  if (await counted()) return { allowed: true };
  const row = await db.selectFrom('rate_limit_counters').select('window_started_at').where('bucket', '=', limit.bucket).where('key', '=', key).executeTakeFirst();
  const reopens = row ? new Date(row.window_started_at).getTime() + limit.windowSeconds * 1000 : now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((reopens - now.getTime()) / 1000)) };
}

/** Takes back one hit (the request turned out not to be what the limit counts). */
export async function giveBackHit(db: Db, limit: Limit, key: string): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set((eb) => ({ hits: eb('hits', '-', 1) }))
    .where('bucket', '=', limit.bucket)
    .where('key', '=', key)
    .where('hits', '>', 0)
    .execute();
}

import { sql, type Kysely, type RawBuilder } from 'kysely';
import { databaseKind } from './database';

/**
 * The database's current time, moved by `offsetMs`, as a value to write or
 * compare in a statement. Leases shared by several app machines (the upload
 * lock, the finish claim) are written and judged by this one clock: each
 * machine's own clock may be seconds off the others', enough to take a
 * lease that is still held. On SQLite it is ISO-8601 text with
 * milliseconds, as the project writes times, so text comparison orders it;
 * on PostgreSQL a timestamptz.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export function dbNow(db: Kysely<any>, offsetMs = 0): RawBuilder<string> {
  if (databaseKind(db) === 'postgres') {
    return offsetMs === 0 ? sql<string>`now()` : sql<string>`(now() + make_interval(secs => ${offsetMs / 1000}::double precision))`;
  }
  const modifier = `${offsetMs < 0 ? '-' : '+'}${(Math.abs(offsetMs) / 1000).toFixed(3)} seconds`;
  return sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${modifier})`;
}

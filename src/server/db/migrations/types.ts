import { sql, type Kysely, type RawBuilder } from 'kysely';
import { databaseKind } from '../database';

/**
 * Column types that differ between the two databases. Everything else in a
 * migration uses types both understand (text, integer).
 */
export function columnTypes(db: Kysely<unknown>) {
  const postgres = databaseKind(db) === 'postgres';
  return {
    /** ISO-8601 text on SQLite; timestamptz on PostgreSQL. */
    timestamp: (postgres ? 'timestamptz' : 'text') as 'text',
    /** Auto-incrementing integer key. */
    serialKey: (postgres ? 'serial' : 'integer') as 'integer',
    /** Better Auth's date columns: DATE on SQLite (it stores ISO text there), timestamptz on PostgreSQL. */
    authDate: (postgres ? 'timestamptz' : 'date') as 'text',
    /** Better Auth's flags: real booleans on PostgreSQL, integers on SQLite. */
    authBoolean: (postgres ? 'boolean' : 'integer') as 'integer',
    /** The current time as a column default, in each database's form. */
    now: (postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`) as RawBuilder<string>,
  };
}

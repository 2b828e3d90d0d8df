import type { Kysely } from 'kysely';
import { columnTypes } from './types';

/**
 * Two counters that hold across every server process:
 *
 * - `sign_in_throttles`: password attempts per account (or per known device)
 *   since the last success. An attempt is counted before its password is
 *   checked, in one conditional update, so parallel guesses cannot all pass;
 *   `updated_at` is the last attempt, from which the next delay runs.
 * - `rate_limit_counters`: fixed-window counters per bucket and key (an IP,
 *   a user, a target email address), claimed in one conditional update.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('sign_in_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_in_throttles_updated_idx').on('sign_in_throttles').column('updated_at').execute();

  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('bucket', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_counters_pk', ['bucket', 'key'])
    .execute();
  await db.schema.createIndex('rate_limit_counters_window_idx').on('rate_limit_counters').column('window_started_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
  await db.schema.dropTable('sign_in_throttles').execute();
}

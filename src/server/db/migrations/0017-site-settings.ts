import type { Kysely } from 'kysely';
import { columnTypes } from './types';

/**
 * The business's contact details and social links, one row per setting an
 * admin filled in (site-settings screen). A setting without a row is unset
 * and shown nowhere; nothing is seeded, so no placeholder reaches a page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_by', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_settings').execute();
}

import type { Kysely } from 'kysely';
import { columnTypes } from './types';

/**
 * Who is making a picture's resized copy, or why it cannot be made. A
 * variant is rendered once: the process that inserts the `rendering` row
 * renders it while every other request (in any process) waits for the
 * variant row; a claim left by a process that died goes stale and is taken
 * over. A render that failed is kept as `failed`, so the next request is
 * answered at once instead of rendering again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('media_variant_renders')
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('preset', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('claimed_at', t.timestamp, (c) => c.notNull())
    .addColumn('failure', 'text')
    .addPrimaryKeyConstraint('media_variant_renders_pk', ['media_id', 'preset', 'format'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('media_variant_renders').execute();
}

import type { Kysely } from 'kysely';
import { columnTypes } from './types';

/** Content the studio edits: each row carries the version an editor loaded, and most can be put aside (soft delete). */
const VERSIONED = ['courses', 'blog_posts', 'instructors', 'content_pages', 'resources', 'exams'] as const;
const SOFT_DELETED = ['courses', 'blog_posts', 'instructors', 'resources', 'exams'] as const;

/**
 * The content studio's shared ground:
 * - `version` on every edited table: a save names the version it started
 *   from and is refused when another admin saved in between (edit_conflict);
 * - `deleted_at`: a delete puts the row aside (and unpublishes it), so an
 *   enrollment, an order or an attempt that points at it never loses it;
 * - `slug_redirects`: an address a published item had before its slug was
 *   changed, answered with a permanent redirect to the item's new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  for (const table of VERSIONED) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  for (const table of SOFT_DELETED) {
    await db.schema.alterTable(table).addColumn('deleted_at', t.timestamp).execute();
  }
  await db.schema
    .createTable('slug_redirects')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('old_slug', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('slug_redirects_pk', ['kind', 'old_slug'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('slug_redirects').execute();
  for (const table of SOFT_DELETED) await db.schema.alterTable(table).dropColumn('deleted_at').execute();
  for (const table of VERSIONED) await db.schema.alterTable(table).dropColumn('version').execute();
}

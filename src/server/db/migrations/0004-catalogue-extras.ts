import { sql, type Kysely } from 'kysely';
import { columnTypes } from './types';

/**
 * What the catalogue screens needed beyond 0003: a blog post may be about
 * one paper (its subject page lists it); Hisab candidates' results per
 * paper and sitting (the home page's pass figures); and a version number
 * per cached area, bumped by every write, which each server process reads
 * to know its in-memory cache is stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('blog_posts')
    .addColumn('subject_id', 'integer', (c) => c.references('subjects.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('blog_posts_subject_idx').on('blog_posts').column('subject_id').execute();

  await db.schema
    .createTable('sitting_results')
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
    // e.g. "2026-06": the sitting's year and month, so sittings sort as text.
    .addColumn('sitting', 'text', (c) => c.notNull())
    .addColumn('candidates', 'integer', (c) => c.notNull().check(sql`candidates > 0`))
    .addColumn('passed', 'integer', (c) => c.notNull().check(sql`passed >= 0 and passed <= candidates`))
    .addPrimaryKeyConstraint('sitting_results_pk', ['subject_id', 'sitting'])
    .execute();

  await db.schema
    .createTable('cache_versions')
    .addColumn('area', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db
    .insertInto('cache_versions' as never)
    .values({ area: 'catalogue', version: 1 } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cache_versions').execute();
  await db.schema.dropTable('sitting_results').execute();
  await db.schema.dropIndex('blog_posts_subject_idx').execute();
  await db.schema.alterTable('blog_posts').dropColumn('subject_id').execute();
}

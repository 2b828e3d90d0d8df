import type { Kysely } from 'kysely';
import { databaseKind } from '../database';
import { columnTypes } from './types';

/**
 * Images the studio uploads (post covers, mentor photos, pictures in
 * Markdown): the original bytes once per content hash, and the resized
 * WebP/AVIF variants made on first request and kept, so every server
 * process serves the same files and a database backup holds them all.
 * Posts and mentors name their picture; without one the generated SVG stays.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const blob = (databaseKind(db) === 'postgres' ? 'bytea' : 'blob') as 'text';
  await db.schema
    .createTable('media')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('hash', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('original', blob, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('created_by', 'text')
    .execute();
  await db.schema
    .createTable('media_variants')
    .addColumn('media_id', 'integer', (c) => c.notNull().references('media.id').onDelete('cascade'))
    .addColumn('preset', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('content', blob, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('media_variants_pk', ['media_id', 'preset', 'format'])
    .execute();
  await db.schema
    .alterTable('blog_posts')
    .addColumn('cover_media_id', 'integer', (c) => c.references('media.id'))
    .execute();
  await db.schema
    .alterTable('instructors')
    .addColumn('photo_media_id', 'integer', (c) => c.references('media.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('instructors').dropColumn('photo_media_id').execute();
  await db.schema.alterTable('blog_posts').dropColumn('cover_media_id').execute();
  await db.schema.dropTable('media_variants').execute();
  await db.schema.dropTable('media').execute();
}

import { sql, type Kysely } from 'kysely';
import { databaseKind } from '../database';
import { columnTypes } from './types';

/**
 * Hosted video and files outside the database.
 *
 * - `video_assets`: one uploaded lecture file and what was made of it (an HLS
 *   ladder and a poster in the storage layer). A lesson's draft points at the
 *   asset being prepared, the published lesson at the one students play, so
 *   a replacement never cuts off the video that plays now.
 * - `video_captions`: WebVTT files per asset and language.
 * - `jobs`: background work kept in the database so it survives a restart and
 *   is claimed by exactly one process (a conditional update on `state`). The
 *   partial unique index lets one subject have one live job of a kind.
 * - `lesson_watch`: where a student is in a video and how long they watched.
 * - `*_key` columns: where a file's bytes live in the storage layer. The old
 *   byte columns are emptied when their file has moved (see storage/move-files).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const postgres = databaseKind(db) === 'postgres';
  // Sizes of lecture files pass 2^31; a double holds every byte count up to 2^53 and reads as a number from both drivers.
  const double = (postgres ? 'double precision' : 'real') as 'real';

  await db.schema
    .createTable('video_assets')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('lesson_id', 'integer', (c) => c.references('lessons.id').onDelete('set null'))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('queued', 'processing', 'ready', 'failed', 'cancelled')`))
    .addColumn('source_key', 'text', (c) => c.notNull())
    .addColumn('source_name', 'text', (c) => c.notNull())
    .addColumn('source_bytes', double, (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('has_audio', 'integer', (c) => c.notNull())
    .addColumn('renditions', 'text')
    .addColumn('hls_key', 'text')
    .addColumn('poster_key', 'text')
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('eta_seconds', 'integer')
    .addColumn('failure', 'text')
    .addColumn('created_by', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('video_assets_lesson_idx').on('video_assets').columns(['lesson_id', 'id']).execute();

  await db.schema
    .createTable('video_captions')
    .addColumn('asset_id', 'integer', (c) => c.notNull().references('video_assets.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull().check(sql`lang in ('en', 'bn')`))
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('video_captions_pk', ['asset_id', 'lang'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('queued', 'running', 'done', 'failed', 'cancelled')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('run_after', t.timestamp, (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_at', t.timestamp)
    .addColumn('heartbeat_at', t.timestamp)
    .addColumn('failure', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('finished_at', t.timestamp)
    .execute();
  await db.schema.createIndex('jobs_claim_idx').on('jobs').columns(['state', 'run_after', 'id']).execute();
  await db.schema
    .createIndex('jobs_one_live_per_subject')
    .on('jobs')
    .columns(['kind', 'subject_id'])
    .unique()
    .where(sql.ref('state'), 'in', sql`('queued', 'running')`)
    .execute();

  await db.schema
    .createTable('lesson_watch')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('position_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('watched_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_seconds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addPrimaryKeyConstraint('lesson_watch_pk', ['user_id', 'lesson_id'])
    .execute();
  await db.schema.createIndex('lesson_watch_course_idx').on('lesson_watch').columns(['user_id', 'course_id']).execute();

  for (const table of ['lessons', 'lesson_drafts', 'lesson_versions']) {
    await db.schema
      .alterTable(table)
      .addColumn('video_asset_id', 'integer', (c) => c.references('video_assets.id'))
      .execute();
  }

  await db.schema.alterTable('lessons').addColumn('file_key', 'text').execute();
  await db.schema.alterTable('lesson_files').addColumn('storage_key', 'text').execute();
  await db.schema.alterTable('resources').addColumn('storage_key', 'text').execute();
  await db.schema.alterTable('orders').addColumn('screenshot_key', 'text').execute();
  await db.schema.alterTable('media').addColumn('original_key', 'text').execute();
  await db.schema.alterTable('media_variants').addColumn('storage_key', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of [
    ['media_variants', 'storage_key'],
    ['media', 'original_key'],
    ['orders', 'screenshot_key'],
    ['resources', 'storage_key'],
    ['lesson_files', 'storage_key'],
    ['lessons', 'file_key'],
    ['lesson_versions', 'video_asset_id'],
    ['lesson_drafts', 'video_asset_id'],
    ['lessons', 'video_asset_id'],
  ] as const) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
  for (const table of ['lesson_watch', 'jobs', 'video_captions', 'video_assets']) await db.schema.dropTable(table).execute();
}

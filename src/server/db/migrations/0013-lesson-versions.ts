import type { Kysely } from 'kysely';
import { databaseKind } from '../database';
import { columnTypes } from './types';

/**
 * The curriculum builder. The `lessons` row stays what students see (the
 * published state), so the player and the course page read it as before;
 * what an admin is still editing lives beside it:
 * - `lessons.published`: 0 for a lesson added in the studio and never
 *   published (students never see it); seeded lessons are published (1).
 * - `lessons.deleted_at` and `course_sections.deleted_at`: a removed lesson
 *   or section is put aside, so a student's progress on it is never lost.
 * - `lessons.version` counts the lesson's saves (draft, upload, publish,
 *   restore); `courses.curriculum_version` counts changes to the course's
 *   structure (sections, lessons added, removed or moved). Each is checked
 *   on save, so two admins never overwrite each other silently.
 * - `lesson_files`: uploaded PDFs; a draft, a published lesson
 *   (`lessons.file_id`) and a kept version each point at one.
 * - `lesson_drafts`: a lesson's unpublished edits (one row while there are any).
 * - `lesson_versions`: every published version, restorable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const blob = (databaseKind(db) === 'postgres' ? 'bytea' : 'blob') as 'text';

  await db.schema
    .alterTable('lessons')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('lessons').addColumn('deleted_at', t.timestamp).execute();
  await db.schema
    .alterTable('lessons')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('lessons').addColumn('file_id', 'integer').execute();
  await db.schema.alterTable('course_sections').addColumn('deleted_at', t.timestamp).execute();
  await db.schema
    .alterTable('courses')
    .addColumn('curriculum_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('lesson_files')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('content', blob, (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('created_by', 'text')
    .execute();
  await db.schema.createIndex('lesson_files_lesson_idx').on('lesson_files').column('lesson_id').execute();

  await db.schema
    .createTable('lesson_drafts')
    .addColumn('lesson_id', 'integer', (c) => c.primaryKey().references('lessons.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('video_url', 'text')
    .addColumn('file_id', 'integer', (c) => c.references('lesson_files.id'))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('free_preview', 'integer', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_by', 'text')
    .execute();

  await db.schema
    .createTable('lesson_versions')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('video_url', 'text')
    .addColumn('file_id', 'integer', (c) => c.references('lesson_files.id'))
    .addColumn('file_name', 'text')
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('free_preview', 'integer', (c) => c.notNull())
    .addColumn('published_at', t.timestamp, (c) => c.notNull())
    .addColumn('published_by', 'text')
    .addUniqueConstraint('lesson_versions_number', ['lesson_id', 'version'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lesson_versions').execute();
  await db.schema.dropTable('lesson_drafts').execute();
  await db.schema.dropTable('lesson_files').execute();
  await db.schema.alterTable('courses').dropColumn('curriculum_version').execute();
  await db.schema.alterTable('course_sections').dropColumn('deleted_at').execute();
  for (const column of ['file_id', 'version', 'deleted_at', 'published']) await db.schema.alterTable('lessons').dropColumn(column).execute();
}

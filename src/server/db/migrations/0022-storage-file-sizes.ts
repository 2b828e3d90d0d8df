import { sql, type Kysely } from 'kysely';

/**
 * A published lesson's file size, kept beside its storage key: once a PDF
 * has left `lessons.file_content` for the storage layer
 * (storage/move-files.ts), `length(file_content)` no longer says how large
 * it is, and the studio shows the size and copies it into `lesson_files`.
 * Filled here from the bytes still in the rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lessons').addColumn('file_size', 'integer').execute();
  await sql`update lessons set file_size = length(file_content) where file_content is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lessons').dropColumn('file_size').execute();
}

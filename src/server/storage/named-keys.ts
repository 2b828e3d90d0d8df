import { sql } from 'kysely';
import type { Db } from '../db/database';
import { migrations } from '../db/migrations';
import type { Database } from '../db/schema';

/** A column of a table, typed against the schema so a renamed column fails the typecheck. */
type Column = { [T in keyof Database]: { table: T; column: keyof Database[T] & string } }[keyof Database];

/**
 * Every column holding a storage key (an object, or a folder of them like
 * `video_assets.hls_key`). The storage sweep removes what none of these
 * names, so a column missing here would have its files deleted: a new one
 * goes here in the same change that adds it (named-keys.api.test.ts fails
 * on a `*_key` column that is neither here nor known to hold something else).
 * Rows that point at files through another table (lesson_drafts.file_id and
 * lesson_versions.file_id at lesson_files, lessons.video_asset_id at
 * video_assets) are covered by that table's column.
 */
export const STORAGE_KEY_COLUMNS = [
  { table: 'lessons', column: 'file_key' },
  { table: 'lesson_files', column: 'storage_key' },
  { table: 'resources', column: 'storage_key' },
  { table: 'orders', column: 'screenshot_key' },
  { table: 'media', column: 'original_key' },
  { table: 'media_variants', column: 'storage_key' },
  { table: 'video_assets', column: 'source_key' },
  { table: 'video_assets', column: 'hls_key' },
  { table: 'video_assets', column: 'poster_key' },
  { table: 'video_captions', column: 'storage_key' },
] as const satisfies readonly Column[];

/**
 * The keys the rows name now, every row counted whatever its state (a
 * soft-deleted resource, a cancelled or failed video, a lesson version kept
 * for a restore). One column at a time and only that column, so memory
 * holds the keys (some 100 bytes each) and never whole rows.
 */
export async function namedKeys(db: Db): Promise<Set<string>> {
  const keys = new Set<string>();
  for (const { table, column } of STORAGE_KEY_COLUMNS) {
    const { rows } = await sql<{ key: string }>`select distinct ${sql.ref(column)} as key from ${sql.table(table)} where ${sql.ref(column)} is not null`.execute(db);
    for (const row of rows) keys.add(row.key);
  }
  return keys;
}

/**
 * Migrations the database has that this release does not know: a newer
 * release is (or was) running on it and may name files in columns this one
 * cannot see, so this one must not sweep. Kysely keeps the applied ones in
 * `kysely_migration`.
 */
export async function unknownMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((row) => row.name).filter((name) => !(name in migrations));
}

import { sql } from 'kysely';
import type { Db } from '../db/database';
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
 * Which of these keys a row names now, asked afresh for exactly them (a
 * `where ... in` on every column above): the sweep asks just before it
 * deletes, so a row written since the sweep read the keys counts.
 */
export async function namedAmong(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const named = new Set<string>();
  if (keys.length === 0) return named;
  for (const { table, column } of STORAGE_KEY_COLUMNS) {
    const { rows } = await sql<{ key: string }>`select distinct ${sql.ref(column)} as key from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(keys)})`.execute(db);
    for (const row of rows) named.add(row.key);
  }
  return named;
}

/** Whether a row names anything in the folder (`videos/<uuid>`: a key in it, or the folder of its HLS ladder), asked afresh. */
export async function folderNamed(db: Db, folder: string): Promise<boolean> {
  // substr, not LIKE: a folder's name may hold `_` or `%`, and SQLite's LIKE ignores case.
  const start = `${folder}/`;
  for (const { table, column } of STORAGE_KEY_COLUMNS) {
    const { rows } = await sql`select 1 as found from ${sql.table(table)} where substr(${sql.ref(column)}, 1, ${sql.lit(start.length)}) = ${start} limit 1`.execute(db);
    if (rows.length > 0) return true;
  }
  return false;
}

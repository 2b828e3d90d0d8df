import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertFileRows } from '../testing/file-rows';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { namedKeys, STORAGE_KEY_COLUMNS } from './named-keys';

/**
 * Columns ending in `_key` that hold no storage key, and what they hold. A
 * new `_key` column fails the first test below until it is either read by
 * the storage sweep (named-keys.ts STORAGE_KEY_COLUMNS) or listed here:
 * a column of storage keys the sweep does not read would have its files deleted.
 */
const NOT_STORAGE_KEYS: Record<string, string> = {
  'orders.checkout_key': 'the checkout’s idempotency key',
  'question_versions.answer_key': 'a question’s marking key (JSON)',
  'credential_keys.private_key': 'the signing key of certificates’ credentials (PEM)',
};

/** The product's folders: a value starting with one of these is a storage key. */
const FOLDERS = ['lesson-files/', 'resources/', 'screenshots/', 'images/', 'image-variants/', 'videos/'];

const name = (table: string, column: string) => `${table}.${column}`;

describe.each(testDatabaseKinds())('the columns naming stored files (%s)', (kind) => {
  const t = useTestApp(kind);
  let written: Awaited<ReturnType<typeof insertFileRows>>;

  beforeAll(async () => {
    written = await insertFileRows({ db: t.db, storage: t.services.storage });
  });

  it('reads every `_key` column of the live schema, or knows it holds something else', async () => {
    const tables = await t.db.introspection.getTables();
    const keyColumns = tables.flatMap((table) => table.columns.filter((column) => column.name.endsWith('_key')).map((column) => name(table.name, column.name)));
    const read = STORAGE_KEY_COLUMNS.map(({ table, column }) => name(table, column));
    const unaccounted = keyColumns.filter((column) => !read.includes(column) && !(column in NOT_STORAGE_KEYS));
    expect(unaccounted, 'a column of storage keys the sweep does not read: add it to STORAGE_KEY_COLUMNS (named-keys.ts)').toEqual([]);
    // And nothing listed is stale: each column read or exempted exists.
    for (const column of [...read, ...Object.keys(NOT_STORAGE_KEYS)]) expect(keyColumns, column).toContain(column);
  });

  it('finds no storage key in any other column of any table, whatever its name', async () => {
    const tables = await t.db.introspection.getTables();
    const read = new Set(STORAGE_KEY_COLUMNS.map(({ table, column }) => name(table, column)));
    const holding: string[] = [];
    for (const table of tables) {
      for (const column of table.columns) {
        if (!/char|text|clob/i.test(column.dataType) || read.has(name(table.name, column.name))) continue;
        const like = sql.join(
          FOLDERS.map((folder) => sql`${sql.ref(column.name)} like ${`${folder}%`}`),
          sql` or `,
        );
        const { rows } = await sql<{ found: number }>`select count(*) as found from ${sql.table(table.name)} where ${like}`.execute(t.db);
        if (Number(rows[0]?.found) > 0) holding.push(name(table.name, column.name));
      }
    }
    expect(holding, 'columns holding storage keys that the sweep does not read').toEqual([]);
  });

  it('collects a key from every column it reads', async () => {
    expect(new Set(written.map(({ table, column }) => name(table, column)))).toEqual(new Set(STORAGE_KEY_COLUMNS.map(({ table, column }) => name(table, column))));
    const keys = await namedKeys(t.db);
    for (const { table, column, key } of written) expect(keys.has(key), name(table, column)).toBe(true);
  });
});

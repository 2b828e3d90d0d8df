import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import type { FileStorage } from './file-storage';
import { contentKey, type KeptFolder } from './kept-files';

/** One table whose rows held file bytes before the storage layer, and where they go. */
type Source = {
  table: 'lessons' | 'lesson_files' | 'resources' | 'orders' | 'media' | 'media_variants';
  /** The columns naming one row. */
  id: readonly string[];
  bytes: string;
  key: string;
  /** What the byte column holds once the file has moved: NULL where the column allows it, otherwise no bytes. */
  emptied: 'null' | 'no bytes';
  folder: KeptFolder;
  /** The file's type: a column of the row, or one type for the whole table. */
  type: { column: string } | { fixed: string };
};

export const FILE_SOURCES = [
  { table: 'lessons', id: ['id'], bytes: 'file_content', key: 'file_key', emptied: 'null', folder: 'lesson-files', type: { fixed: 'application/pdf' } },
  { table: 'lesson_files', id: ['id'], bytes: 'content', key: 'storage_key', emptied: 'no bytes', folder: 'lesson-files', type: { fixed: 'application/pdf' } },
  { table: 'resources', id: ['id'], bytes: 'content', key: 'storage_key', emptied: 'no bytes', folder: 'resources', type: { column: 'mime_type' } },
  { table: 'orders', id: ['id'], bytes: 'screenshot', key: 'screenshot_key', emptied: 'null', folder: 'screenshots', type: { column: 'screenshot_type' } },
  { table: 'media', id: ['id'], bytes: 'original', key: 'original_key', emptied: 'no bytes', folder: 'images', type: { column: 'mime' } },
  { table: 'media_variants', id: ['media_id', 'preset', 'format'], bytes: 'content', key: 'storage_key', emptied: 'no bytes', folder: 'image-variants', type: { column: 'format' } },
] as const satisfies readonly Source[];

export type MoveReport = Record<(typeof FILE_SOURCES)[number]['table'], number>;

export type MoveOptions = {
  /** Rows moved at once (each held in memory while it goes up): small, as a lesson PDF may be 20 MB. */
  batchSize?: number;
};

type Row = Record<string, unknown>;

const pending = (source: Source): RawBuilder<unknown> => sql`${sql.ref(source.key)} is null and ${sql.ref(source.bytes)} is not null and length(${sql.ref(source.bytes)}) > 0`;

const sameRow = (source: Source, row: Row): RawBuilder<unknown> =>
  sql.join(
    source.id.map((column) => sql`${sql.ref(column)} = ${row[column]}`),
    sql` and `,
  );

/** The type a file is stored with (image variants are named by their format). */
function typeOf(source: Source, row: Row): string | undefined {
  if ('fixed' in source.type) return source.type.fixed;
  const value = row[source.type.column];
  if (typeof value !== 'string') return undefined;
  return source.table === 'media_variants' ? `image/${value}` : value;
}

/**
 * Moves one row's file: put first, then name it in the row with a
 * conditional update that also empties the bytes. The update holds only
 * while the row still has no key and still holds exactly these bytes, so a
 * file a writer replaced meanwhile is never overwritten with the old one's
 * key (it is moved on the next run), and two processes moving at once
 * settle on one update. Interrupted anywhere, a row is either untouched or
 * fully moved; an object put for a row left untouched is put again, under
 * the same content key, by the next run.
 */
async function moveRow(db: Db, storage: FileStorage, source: Source, id: Row): Promise<boolean> {
  const typeColumn = 'column' in source.type ? [sql.ref(source.type.column)] : [];
  const { rows } = await sql<Row>`select ${sql.join([sql.ref(source.bytes), ...typeColumn])} from ${sql.table(source.table)} where ${sameRow(source, id)} and ${pending(source)}`.execute(db);
  const row = rows[0];
  if (!row) return false;
  const bytes = new Uint8Array(row[source.bytes] as Uint8Array);
  const key = contentKey(source.folder, bytes);
  const contentType = typeOf(source, row);
  await storage.put(key, bytes, contentType ? { contentType } : {});
  const emptied = source.emptied === 'null' ? null : new Uint8Array();
  const result = await sql`update ${sql.table(source.table)} set ${sql.ref(source.key)} = ${key}, ${sql.ref(source.bytes)} = ${emptied}
    where ${sameRow(source, id)} and ${sql.ref(source.key)} is null and ${sql.ref(source.bytes)} = ${bytes}`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/**
 * Moves every file still held in a database row into the storage layer,
 * table by table, a few rows at a time, and reports how many rows each
 * table had moved. Resumable and idempotent: rows already moved are not
 * looked at, and a second run finds nothing to move. Safe beside a serving
 * app (readers take the key when there is one, the bytes otherwise) and
 * beside another process moving at the same time.
 */
export async function moveFilesToStorage({ db, storage }: { db: Db; storage: FileStorage }, { batchSize = 4 }: MoveOptions = {}): Promise<MoveReport> {
  const report = Object.fromEntries(FILE_SOURCES.map((source) => [source.table, 0])) as MoveReport;
  for (const source of FILE_SOURCES as readonly Source[]) {
    // Only the names of the rows are listed (the bytes are read one row at a time); rows written after this list wait for the next run.
    const order = sql.join(source.id.map((column) => sql.ref(column)));
    const { rows: ids } = await sql<Row>`select ${order} from ${sql.table(source.table)} where ${pending(source)} order by ${order}`.execute(db);
    for (let i = 0; i < ids.length; i += batchSize) {
      // Settled, not raced: when one row fails, the others of its batch finish before the error is thrown.
      const outcomes = await Promise.allSettled(ids.slice(i, i + batchSize).map((id) => moveRow(db, storage, source, id)));
      report[source.table as keyof MoveReport] += outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value).length;
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
    }
  }
  return report;
}

/** How many rows a report says moved, for the log line. */
export function movedCount(report: MoveReport): number {
  return Object.values(report).reduce((sum, n) => sum + n, 0);
}

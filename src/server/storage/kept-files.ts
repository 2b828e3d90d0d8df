import { createHash } from 'node:crypto';
import { bytesResponse, storedFileResponse, type FileHeaders } from '../http/stored-file-response';
import type { FileStorage } from './file-storage';

/**
 * The folders of the storage layer holding the files that database rows
 * once held: lesson PDFs (`lessons`, `lesson_files`), resources, payment
 * screenshots, uploaded images and their resized copies.
 */
export type KeptFolder = 'lesson-files' | 'resources' | 'screenshots' | 'images' | 'image-variants';

/**
 * Where bytes are kept: `<folder>/<sha256>`. A file is named by what it
 * holds, so the same PDF uploaded twice, copied into a duplicated course,
 * published from a draft into `lessons` or moved out of two rows is one
 * object, and putting it again (a retried upload, a second run of the move)
 * changes nothing.
 *
 * The price is that an object may be shared by rows nobody can list at
 * delete time (another lesson, a kept version, a second resource with the
 * same bytes, a row being written right now). So an object is never deleted
 * when a row goes or its file is replaced: checking for other users and then
 * deleting would race a writer putting the same bytes. Replaced files stay
 * in storage until the daily sweep (sweep-storage.ts) removes the objects no
 * row names that were not put again within a day.
 */
export function contentKey(folder: KeptFolder, bytes: Uint8Array): string {
  return `${folder}/${createHash('sha256').update(bytes).digest('hex')}`;
}

/** Puts bytes under their content key and returns the key, to be written into the row after (never before) the object exists. */
export async function keepBytes(storage: FileStorage, folder: KeptFolder, bytes: Uint8Array, contentType?: string): Promise<string> {
  const key = contentKey(folder, bytes);
  await storage.put(key, bytes, contentType ? { contentType } : {});
  return key;
}

/** A row's file: in the storage layer (key), or still in the row (bytes) until the move reaches it. */
export type KeptFile = { key: string | null; bytes: Uint8Array | null };

function inRow(file: KeptFile): Uint8Array | null {
  return file.bytes && file.bytes.byteLength > 0 ? new Uint8Array(file.bytes) : null;
}

/** A row names an object the storage layer does not have: data lost, never a visitor's mistake. */
function missing(key: string): Error {
  return new Error(`Stored file ${key} is missing from the storage layer`);
}

/** The file's bytes (for small files a server works on: an image to resize), or null when the row has none. */
export async function readKeptFile(storage: FileStorage, file: KeptFile): Promise<Uint8Array | null> {
  if (file.key === null) return inRow(file);
  const bytes = await storage.read(file.key);
  if (!bytes) throw missing(file.key);
  return bytes;
}

/** The file as a whole-file answer with byte ranges (200, 206, 416), or null when the row has none. */
export async function keptFileResponse(storage: FileStorage, file: KeptFile, { range, headers }: { range: string | undefined; headers: FileHeaders }): Promise<Response | null> {
  if (file.key === null) {
    const bytes = inRow(file);
    return bytes ? bytesResponse(bytes, { range, headers }) : null;
  }
  const response = await storedFileResponse(storage, { key: file.key, range, headers });
  if (!response) throw missing(file.key);
  return response;
}

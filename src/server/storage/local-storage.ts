import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, unlink, utimes } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, type ByteRange, type FileStorage, type ListedObject, type PutOptions, type StoredObject } from './file-storage';

/** A write in progress (writeAtomically's temporary name): not an object until it is renamed into place. */
const TEMPORARY = /\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/;

/**
 * The local-disk driver: one file per key under root. Writes go to a
 * temporary name first and are renamed into place, so a reader never sees
 * half a file. Content types are not kept: readers know what they stored.
 */
export class LocalStorage implements FileStorage {
  readonly kind = 'local' as const;
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  private async writeAtomically(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.part`;
    try {
      await write(temporary);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async put(key: string, body: Uint8Array | Readable, _options?: PutOptions): Promise<void> {
    await this.writeAtomically(key, (temporary) => pipeline(body instanceof Uint8Array ? Readable.from([body]) : body, createWriteStream(temporary)));
  }

  async putFile(key: string, filePath: string, _options?: PutOptions): Promise<void> {
    await this.writeAtomically(key, async (temporary) => {
      await copyFile(filePath, temporary);
      // The object's time is when it was put, as on S3: some systems' copy keeps the source file's
      // (macOS), which would make a file just put look old enough for the storage sweep to remove.
      const now = new Date();
      await utimes(temporary, now, now);
    });
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const size = await this.size(key);
    if (size === null) return null;
    if (!range) return { body: createReadStream(this.pathOf(key)), size, contentType: undefined };
    const clipped = { start: range.start, end: Math.min(range.end, size - 1) };
    // A range starting at or past the end holds nothing (createReadStream refuses start > end).
    const body = clipped.end < clipped.start ? Readable.from([]) : createReadStream(this.pathOf(key), clipped);
    return { body, size, contentType: undefined, range: clipped };
  }

  async read(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    return (await this.stat(key))?.size ?? null;
  }

  async stat(key: string): Promise<{ size: number; modifiedAt: Date } | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<void> {
    const folder = this.pathOf(prefix.replace(/\/$/, ''));
    // A folder: a file that happens to have the prefix's name is not inside it (S3 reads it the same way).
    if (!(await stat(folder).catch(() => null))?.isDirectory()) return;
    await rm(folder, { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncGenerator<ListedObject> {
    const folder = prefix.replace(/\/$/, '');
    yield* this.walk(this.pathOf(folder), folder);
  }

  /** Depth first, one folder's names in memory at a time. */
  private async *walk(directory: string, keyPrefix: string): AsyncGenerator<ListedObject> {
    let entries: Dirent[];
    try {
      entries = await readdir(directory, { withFileTypes: true });
    } catch (error) {
      // No folder (or a file of that name, which is not a folder): nothing in it.
      if (isMissing(error)) return;
      throw error;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const key = `${keyPrefix}/${entry.name}`;
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) {
        yield* this.walk(file, key);
        continue;
      }
      if (!entry.isFile() || TEMPORARY.test(entry.name)) continue;
      let info;
      try {
        info = await stat(file);
      } catch (error) {
        // Deleted since the folder was read.
        if (isMissing(error)) continue;
        throw error;
      }
      yield { key, size: info.size, modifiedAt: info.mtime };
    }
  }

  async localCopy(key: string): Promise<{ path: string; release: () => Promise<void> }> {
    const file = this.pathOf(key);
    if ((await this.size(key)) === null) throw new Error(`No stored object at ${key}`);
    return { path: file, release: async () => {} };
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT' || (error as NodeJS.ErrnoException)?.code === 'ENOTDIR';
}

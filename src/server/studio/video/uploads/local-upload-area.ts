import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { DataStore, Upload } from '@tus/server';
import type { UploadArea } from './upload-area';

/**
 * Uploads in progress in the local disk's uploads folder (tus's file store):
 * `<id>` the bytes so far, `<id>.json` what tus knows of it (size, metadata,
 * creation). Seen by this machine only, so with the local disk there is one
 * app machine (files are on its disk too).
 */
export class LocalUploadArea implements UploadArea {
  readonly kind = 'local' as const;
  readonly idPrefix = '';

  constructor(
    readonly dir: string,
    private readonly lifetimeMs: number,
  ) {}

  async openDatastore(): Promise<DataStore> {
    // Made here rather than at start, so processes that never take an upload make no folder.
    await mkdir(this.dir, { recursive: true });
    return new FileStore({ directory: this.dir, expirationPeriodInMilliseconds: this.lifetimeMs });
  }

  async localCopy(upload: Upload): Promise<{ path: string; release: () => Promise<void> }> {
    return { path: upload.storage?.path ?? this.fileOf(upload.id), release: async () => {} };
  }

  async remove(id: string): Promise<void> {
    for (const name of [id, `${id}.json`]) await rm(this.fileOf(name), { force: true });
  }

  /**
   * An upload created before the cutoff (its tus record says when; tus
   * already refuses to continue it), and any file of an upload with no
   * record (bytes whose record is gone, the `.finishing` and `.done` files
   * earlier releases kept here) untouched since the cutoff.
   */
  async sweep(cutoff: Date): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    const groups = new Map<string, string[]>();
    for (const name of names) {
      const id = name.split('.')[0]!;
      groups.set(id, [...(groups.get(id) ?? []), name]);
    }
    let removed = 0;
    for (const [id, files] of groups) {
      if (!(await this.isStale(id, files, cutoff.getTime()))) continue;
      for (const name of files) await rm(this.fileOf(name), { force: true });
      removed += 1;
    }
    return removed;
  }

  private fileOf(name: string): string {
    return path.join(this.dir, name);
  }

  private async isStale(id: string, files: string[], cutoff: number): Promise<boolean> {
    if (files.includes(`${id}.json`)) {
      try {
        const info = JSON.parse(await readFile(this.fileOf(`${id}.json`), 'utf8')) as { creation_date?: string };
        const created = info.creation_date ? Date.parse(info.creation_date) : NaN;
        if (Number.isFinite(created)) return created < cutoff;
      } catch {
        // An unreadable record: judged by its files' times below.
      }
    }
    for (const name of files) {
      try {
        if ((await stat(this.fileOf(name))).mtimeMs >= cutoff) return false;
      } catch {
        // Gone already.
      }
    }
    return true;
  }
}

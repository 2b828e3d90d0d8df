import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../../logger';

/** An upload left unfinished this long is given up: tus refuses to continue it, and the sweep removes its files. */
export const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Removes the uploads folder's stale entries: an upload created more than a
 * day ago (its tus record says when; tus already refuses to continue it),
 * and any file of an upload with no record (a finished upload's `.done`, a
 * claim left by a crash, bytes whose record is gone) untouched for a day.
 * Every server process may sweep the same folder; removing twice is harmless.
 * Answers how many uploads it removed.
 */
export async function sweepStaleUploads(dir: string, now = new Date()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const cutoff = now.getTime() - UPLOAD_LIFETIME_MS;
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const id = name.split('.')[0]!;
    groups.set(id, [...(groups.get(id) ?? []), name]);
  }
  let removed = 0;
  for (const [id, files] of groups) {
    if (!(await isStale(dir, id, files, cutoff))) continue;
    for (const name of files) await rm(path.join(dir, name), { force: true });
    removed += 1;
  }
  return removed;
}

async function isStale(dir: string, id: string, files: string[], cutoff: number): Promise<boolean> {
  if (files.includes(`${id}.json`)) {
    try {
      const info = JSON.parse(await readFile(path.join(dir, `${id}.json`), 'utf8')) as { creation_date?: string };
      const created = info.creation_date ? Date.parse(info.creation_date) : NaN;
      if (Number.isFinite(created)) return created < cutoff;
    } catch {
      // An unreadable record: judged by its files' times below.
    }
  }
  for (const name of files) {
    try {
      if ((await stat(path.join(dir, name))).mtimeMs >= cutoff) return false;
    } catch {
      // Gone already.
    }
  }
  return true;
}

/** Sweeps the uploads folder every hour until stopped; a failure is logged and the next hour tries again. */
export function startUploadSweeper(dir: string, logger: Logger, everyMs = 60 * 60 * 1000): () => void {
  const timer = setInterval(() => {
    sweepStaleUploads(dir)
      .then((count) => {
        if (count > 0) logger.info('removed stale video uploads', { count });
      })
      .catch((error: unknown) => logger.error('the upload sweep failed', { error: String(error) }));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

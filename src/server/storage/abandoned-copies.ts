import { readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isProcessAlive } from '../process-alive';

/** The folders S3Storage.localCopy makes in the temporary folder: `hisab-s3-copy-<pid>-<random>` (before the pid was in the name, `hisab-s3-copy-<random>`). */
export const COPY_PREFIX = 'hisab-s3-copy-';
/** A copy is held for one probe or transcode, never a day: one that old was left by a process that died. */
const DAY_MS = 24 * 3600_000;

/**
 * Removes the local copies of S3 objects left by processes that died
 * holding one (a copy is a whole video, up to 4 GB, and release() never
 * ran): those of a process no longer running, and any a day old (a pid
 * taken since by another program, or a name without one). A running
 * process's copies are left alone, this one's included. Called at start by
 * every process, as the transcoder clears its work folders; removing twice
 * is harmless. Answers the folders removed.
 */
export async function removeAbandonedCopies({ tempRoot = os.tmpdir(), now = Date.now() }: { tempRoot?: string; now?: number } = {}): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(tempRoot);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(COPY_PREFIX)) continue;
    const folder = path.join(tempRoot, name);
    const pid = Number(/^hisab-s3-copy-(\d+)-/.exec(name)?.[1]);
    const ownerGone = pid > 0 && pid !== process.pid && !isProcessAlive(pid);
    if (!ownerGone) {
      const info = await stat(folder).catch(() => null);
      if (!info?.isDirectory() || now - info.mtimeMs < DAY_MS) continue;
    }
    await rm(folder, { recursive: true, force: true }).catch(() => {});
    removed.push(name);
  }
  return removed;
}

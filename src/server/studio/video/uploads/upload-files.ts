import { open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The files of one resumable upload in the uploads folder, by its tus id:
 * `<id>` the bytes so far, `<id>.json` what tus knows of it (size,
 * metadata, creation), `<id>.finishing` while the arrived file is being
 * checked and kept (one request at a time), and `<id>.done` once it has
 * become a video (the bytes are gone, so a client that lost the last answer
 * and asks again is told the upload is complete instead of starting over).
 */

/** tus makes ids of 32 hex digits; anything else names no upload (and never a path outside the folder). */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

export type FinishedUpload = { size: number; assetId: number };

const fileOf = (dir: string, id: string, suffix = '') => path.join(dir, `${id}${suffix}`);

/** What a finished upload became, or null when it has not finished (or never existed). */
export async function finishedUpload(dir: string, id: string): Promise<FinishedUpload | null> {
  try {
    return JSON.parse(await readFile(fileOf(dir, id, '.done'), 'utf8')) as FinishedUpload;
  } catch {
    return null;
  }
}

/** Takes the right to finish an upload; false when another request holds it (the same last bytes sent twice). */
export async function claimFinishing(dir: string, id: string): Promise<boolean> {
  try {
    await (await open(fileOf(dir, id, '.finishing'), 'wx')).close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Records what the upload became, then removes its bytes, its tus record and the claim. */
export async function markFinished(dir: string, id: string, finished: FinishedUpload): Promise<void> {
  await writeFile(fileOf(dir, id, '.done'), JSON.stringify(finished));
  await removeUpload(dir, id);
}

/** Removes everything of an unfinished or refused upload but a `.done` record. */
export async function removeUpload(dir: string, id: string): Promise<void> {
  for (const suffix of ['', '.json', '.finishing']) await rm(fileOf(dir, id, suffix), { force: true });
}

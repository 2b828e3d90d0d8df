import type { Db } from '../../../db/database';

/**
 * What every app server knows about an upload whose last byte has arrived,
 * by the id in its address (`video_uploads`, migration 0030): `finishing`
 * while one request checks and keeps the file, `done` once it has become a
 * video. In the database rather than beside the bytes, so that a client
 * asking any machine again is answered the same.
 */

/** tus makes ids of 32 hex digits; anything else names no upload (and never a key or path outside the uploads folder). */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

export type FinishedUpload = { size: number; assetId: number };

/** What a finished upload became, or null when it has not finished (or never existed). */
export async function finishedUpload(db: Db, id: string): Promise<FinishedUpload | null> {
  const row = await db.selectFrom('video_uploads').select(['size_bytes', 'asset_id']).where('id', '=', id).where('state', '=', 'done').executeTakeFirst();
  if (!row || row.size_bytes === null || row.asset_id === null) return null;
  return { size: Number(row.size_bytes), assetId: row.asset_id };
}

/**
 * Takes the right to finish an upload: true for exactly one of any number of
 * racing requests on any machines (the row is inserted only where none
 * is), false for the rest (the same last bytes sent twice, or the upload
 * already done).
 */
export async function claimFinishing(db: Db, id: string): Promise<boolean> {
  const inserted = await db
    .insertInto('video_uploads')
    .values({ id, state: 'finishing', size_bytes: null, asset_id: null, updated_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Records what the claimed upload became. */
export async function markFinished(db: Db, id: string, finished: FinishedUpload): Promise<void> {
  await db
    .updateTable('video_uploads')
    .set({ state: 'done', size_bytes: finished.size, asset_id: finished.assetId, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('state', '=', 'finishing')
    .execute();
}

/** Lets a claim go (the upload was refused, or failed on the way): nothing of it is kept. */
export async function releaseFinishing(db: Db, id: string): Promise<void> {
  await db.deleteFrom('video_uploads').where('id', '=', id).where('state', '=', 'finishing').execute();
}

/**
 * Removes records last changed before `cutoff`: a done upload asked about
 * again a day later is long forgotten by its client, and a claim that old
 * was left by a process that died while finishing. Answers how many.
 */
export async function sweepUploadRecords(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('video_uploads').where('updated_at', '<', cutoff.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { dbNow } from '../../../db/db-clock';
import { ERRORS, type ErrorCode } from '../../../errors';

/**
 * What every app server knows about an upload whose last byte has arrived,
 * by the id in its address (`video_uploads`, migration 0030):
 * `finishing` while one request checks and keeps the file (its claim, with a
 * heartbeat), `done` once it has become a video, `refused` with the reason
 * once it was refused. In the database rather than beside the bytes, so that
 * a client asking any machine again is answered the same.
 */

/** tus makes ids of 32 hex digits; anything else names no upload (and never a key or path outside the uploads folder). */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

/** How often the finishing request renews its claim. */
export const FINISH_HEARTBEAT_MS = 10_000;
/** A claim not renewed for this long was left by a process that died: another request may take it over. Far above the heartbeat, so a slow renewal is no death. */
export const FINISH_STALE_MS = 60_000;

export type FinishedUpload = { size: number; assetId: number };
export type UploadRecord = { state: 'finishing'; live: boolean } | ({ state: 'done' } & FinishedUpload) | { state: 'refused'; code: ErrorCode; message: string };

/** The record of an upload, or null when its last byte has not arrived (or it never existed). Whether a claim is live is judged by the database's clock. */
export async function uploadRecord(db: Db, id: string, staleMs = FINISH_STALE_MS): Promise<UploadRecord | null> {
  const row = await db
    .selectFrom('video_uploads')
    .select(['state', 'size_bytes', 'asset_id', 'refusal_code', 'refusal_message'])
    .select(sql<number>`case when heartbeat_at >= ${dbNow(db, -staleMs)} then 1 else 0 end`.as('live'))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.state === 'finishing') return { state: 'finishing', live: Number(row.live) === 1 };
  if (row.state === 'refused') {
    const code = (row.refusal_code !== null && row.refusal_code in ERRORS ? row.refusal_code : 'internal_error') as ErrorCode;
    return { state: 'refused', code, message: row.refusal_message ?? ERRORS[code].message };
  }
  if (row.size_bytes === null || row.asset_id === null) return null;
  return { state: 'done', size: Number(row.size_bytes), assetId: row.asset_id };
}

/** What a finished upload became, or null when it has not finished. */
export async function finishedUpload(db: Db, id: string): Promise<FinishedUpload | null> {
  const record = await uploadRecord(db, id);
  return record?.state === 'done' ? { size: record.size, assetId: record.assetId } : null;
}

/**
 * Takes the right to finish an upload: a claim token for exactly one of any
 * number of racing requests on any machines, null for the rest. The row is
 * inserted where none is, or taken over where a claim's heartbeat is older
 * than `staleMs` by the database's clock (its process died): one conditional
 * statement, so of several takers one wins.
 */
export async function claimFinishing(db: Db, id: string, staleMs = FINISH_STALE_MS): Promise<string | null> {
  const claim = randomBytes(12).toString('hex');
  const taken = await db
    .insertInto('video_uploads')
    .values({ id, state: 'finishing', size_bytes: null, asset_id: null, claim, heartbeat_at: dbNow(db), refusal_code: null, refusal_message: null, updated_at: dbNow(db) })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({ claim, heartbeat_at: dbNow(db), updated_at: dbNow(db) })
        .where('video_uploads.state', '=', 'finishing')
        .where('video_uploads.heartbeat_at', '<', dbNow(db, -staleMs)),
    )
    .returning('claim')
    .executeTakeFirst();
  return taken?.claim === claim ? claim : null;
}

/** Renews a claim's heartbeat; false once it is no longer this claim's (taken over, or recorded). */
export async function renewFinishing(db: Db, id: string, claim: string): Promise<boolean> {
  const result = await db
    .updateTable('video_uploads')
    .set({ heartbeat_at: dbNow(db), updated_at: dbNow(db) })
    .where('id', '=', id)
    .where('state', '=', 'finishing')
    .where('claim', '=', claim)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The claim was taken over by another request: this one's work must not count. */
export class ClaimLost extends Error {
  constructor(id: string) {
    super(`the finish of upload ${id} was taken over by another request`);
  }
}

/**
 * Records what the claimed upload became. Called inside the transaction that
 * puts the video on the lesson, so the video is the lesson's exactly when the
 * record says done; throws ClaimLost (rolling that back) when the claim is
 * no longer this request's.
 */
export async function markFinished(db: Db, id: string, claim: string, finished: FinishedUpload): Promise<void> {
  const result = await db
    .updateTable('video_uploads')
    .set({ state: 'done', size_bytes: finished.size, asset_id: finished.assetId, claim: null, heartbeat_at: null, updated_at: dbNow(db) })
    .where('id', '=', id)
    .where('state', '=', 'finishing')
    .where('claim', '=', claim)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new ClaimLost(id);
}

/** Records that the claimed upload was refused, and why, for a client that asks again. False when the claim was no longer this request's. */
export async function markRefused(db: Db, id: string, claim: string, refusal: { code: ErrorCode; message: string }): Promise<boolean> {
  const result = await db
    .updateTable('video_uploads')
    .set({ state: 'refused', claim: null, heartbeat_at: null, refusal_code: refusal.code, refusal_message: refusal.message, updated_at: dbNow(db) })
    .where('id', '=', id)
    .where('state', '=', 'finishing')
    .where('claim', '=', claim)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lets a claim go (the finish failed on the way, not refused): the record goes, and the upload is answered as tus knows it. */
export async function releaseFinishing(db: Db, id: string, claim: string): Promise<void> {
  await db.deleteFrom('video_uploads').where('id', '=', id).where('state', '=', 'finishing').where('claim', '=', claim).execute();
}

/**
 * Removes records last changed before `cutoff`: a done or refused upload
 * asked about again a day later is long forgotten by its client. Answers how
 * many.
 */
export async function sweepUploadRecords(db: Db, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('video_uploads').where('updated_at', '<', cutoff.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

import type { Upload } from '@tus/server';
import type { Actor } from '../../../admin/audit';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import type { Logger } from '../../../logger';
import type { FileStorage } from '../../../storage/file-storage';
import { createVideoAsset } from '../../../video/create-video-asset';
import { probeVideo } from '../../../video/probe-video';
import { attachUploadedVideo } from './attach-uploaded-video';
import { discardVideoAsset } from './discard-video-asset';
import { keepRenewing } from './finish-heartbeat';
import { addressIdOf, type UploadArea } from './upload-area';
import { claimFinishing, ClaimLost, markFinished, markRefused, releaseFinishing, renewFinishing, uploadRecord, type UploadRecord } from './upload-records';
import { expectVideoLesson, uploadTargetOf } from './upload-target';

export type FinishDeps = { db: Db; storage: FileStorage; logger: Logger; area: UploadArea; staleMs?: number; heartbeatMs?: number };

/**
 * What happens once the last byte of an upload has arrived: the file is
 * probed (what it is comes from its contents: not a video, cut short, sound
 * only or over the limits is refused with the catalogue's code), kept in
 * storage as a new video with its transcode queued, and made the lesson's
 * draft video. Either way the upload's bytes are then removed: a refused
 * file leaves the lesson as it was and nothing behind. One request on one
 * machine does it (the claim in `video_uploads`, renewed while it works; a
 * claim whose process died is taken over); the record then says done or
 * refused, and answers a client that asks again. Answers the video's id.
 */
export async function finishVideoUpload(deps: FinishDeps, { actor, upload }: { actor: Actor; upload: Upload }): Promise<number> {
  const id = addressIdOf(deps.area, upload.id);
  const claim = await claimFinishing(deps.db, id, deps.staleMs);
  if (!claim) return answerOf(await uploadRecord(deps.db, id, deps.staleMs));
  return await finishClaimed(deps, { actor, upload, id, claim });
}

/**
 * A request for an upload whose finish was left by a process that died (its
 * claim's heartbeat ran out): takes the claim over and finishes the upload in
 * this process, in the background (the request is answered at once: still
 * being checked). True when this request took it; false when another did,
 * or the claim is live after all.
 */
export async function takeOverFinish(deps: FinishDeps, { actor, tusId, load }: { actor: Actor; tusId: string; load: () => Promise<Upload> }): Promise<boolean> {
  const id = addressIdOf(deps.area, tusId);
  const claim = await claimFinishing(deps.db, id, deps.staleMs);
  if (!claim) return false;
  deps.logger.warn('video upload: taking over a finish its process left', { upload: id });
  void (async () => {
    let upload: Upload;
    try {
      upload = await load();
    } catch (error) {
      // The bytes are gone or unreadable: nothing to finish; the record goes, so the upload is answered as tus knows it.
      deps.logger.error('video upload: the upload of a left finish could not be read', { upload: id, error: String(error) });
      await releaseFinishing(deps.db, id, claim);
      return;
    }
    await finishClaimed(deps, { actor, upload, id, claim });
  })().catch((error: unknown) => {
    if (!(error instanceof AppError)) deps.logger.error('video upload: a finish taken over failed', { upload: id, error: String(error) });
  });
  return true;
}

/** The answer for a request that did not get the claim: what the record says, or still being checked. */
function answerOf(record: UploadRecord | null): number {
  if (record?.state === 'done') return record.assetId;
  if (record?.state === 'refused') throw new AppError(record.code, record.message);
  throw new AppError('upload_finishing');
}

async function finishClaimed(deps: FinishDeps, { actor, upload, id, claim }: { actor: Actor; upload: Upload; id: string; claim: string }): Promise<number> {
  const { db, logger } = deps;
  const renewing = keepRenewing(() => renewFinishing(db, id, claim), { everyMs: deps.heartbeatMs, logger, what: `the finish of upload ${id}` });
  let assetId: number;
  try {
    const size = upload.size ?? upload.offset;
    assetId = await keepAsVideo(deps, { actor, upload }, (trx, kept) => markFinished(trx, id, claim, { size, assetId: kept }));
  } catch (error) {
    await renewing.stop();
    // Another request took the claim over (this one stalled past the heartbeat's limit): its outcome is the upload's, and the bytes are its to remove.
    if (error instanceof ClaimLost) return answerOf(await uploadRecord(db, id, deps.staleMs));
    if (error instanceof AppError) {
      // Refused: remembered for a day, so a client that lost this answer hears it again; nothing of the file is kept.
      if (await markRefused(db, id, claim, { code: error.code, message: error.message })) await removeBytes(deps, upload.id);
    } else if (await renewFinishing(db, id, claim)) {
      // Failed on the way: a finished upload is either a video or gone, never half of one; the client starts over.
      await removeBytes(deps, upload.id);
      await releaseFinishing(db, id, claim);
    }
    throw error;
  }
  await renewing.stop();
  await removeBytes(deps, upload.id);
  return assetId;
}

/** Removes the upload's bytes; a failure is logged, not answered (the answer is the video or the refusal), and the day's sweep takes what is left. */
async function removeBytes({ area, logger }: FinishDeps, id: string): Promise<void> {
  try {
    await area.remove(id);
  } catch (error) {
    logger.warn('video upload: could not remove an upload’s bytes', { upload: id, error: String(error) });
  }
}

/**
 * Probes the arrived file on this machine (a copy when it is in the bucket),
 * keeps it as a video and puts it on the lesson's draft, with `record` in the
 * same transaction; a video not put there is discarded.
 */
async function keepAsVideo(deps: FinishDeps, { actor, upload }: { actor: Actor; upload: Upload }, record: (trx: Db, assetId: number) => Promise<void>): Promise<number> {
  const target = uploadTargetOf(upload.metadata);
  await expectVideoLesson(deps.db, target);
  const copy = await deps.area.localCopy(upload);
  let assetId: number;
  let durationMs: number;
  try {
    const probe = await probeVideo(copy.path);
    assetId = await createVideoAsset(deps, { filePath: copy.path, fileName: target.fileName, probe, lessonId: target.lessonId, createdBy: actor.email });
    durationMs = probe.durationMs;
  } finally {
    await copy.release();
  }
  try {
    await attachUploadedVideo(deps.db, { actor, courseId: target.courseId, lessonId: target.lessonId, assetId, durationMs, fileName: target.fileName }, (trx) => record(trx, assetId));
  } catch (error) {
    await discardVideoAsset(deps, assetId);
    throw error;
  }
  return assetId;
}

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
import { addressIdOf, type UploadArea } from './upload-area';
import { claimFinishing, markFinished, releaseFinishing } from './upload-records';
import { expectVideoLesson, uploadTargetOf } from './upload-target';

type FinishDeps = { db: Db; storage: FileStorage; logger: Logger; area: UploadArea };

/**
 * What happens once the last byte of an upload has arrived: the file is
 * probed (what it is comes from its contents: not a video, cut short, sound
 * only or over the limits is refused with the catalogue's code), kept in
 * storage as a new video with its transcode queued, and made the lesson's
 * draft video. Either way the upload's bytes are then removed: a refused
 * file leaves the lesson as it was and nothing behind. One request on one
 * machine does it (the claim in `video_uploads`); a finished upload's
 * record answers a client that asks again. Answers the video's id.
 */
export async function finishVideoUpload(deps: FinishDeps, { actor, upload }: { actor: Actor; upload: Upload }): Promise<number> {
  const { db, area } = deps;
  const id = addressIdOf(area, upload.id);
  if (!(await claimFinishing(db, id))) {
    throw new AppError('upload_offset_mismatch', 'This upload is already being checked. Wait a moment; it continues by itself.');
  }
  let assetId: number;
  try {
    assetId = await keepAsVideo(deps, { actor, upload });
  } catch (error) {
    // Refused, or failed on the way: a finished upload is either a video or gone, never half of one.
    await removeBytes(deps, upload.id);
    await releaseFinishing(db, id);
    throw error;
  }
  await markFinished(db, id, { size: upload.size ?? upload.offset, assetId });
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

/** Probes the arrived file on this machine (a copy when it is in the bucket), keeps it as a video and puts it on the lesson's draft. */
async function keepAsVideo(deps: FinishDeps, { actor, upload }: { actor: Actor; upload: Upload }): Promise<number> {
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
    await attachUploadedVideo(deps.db, { actor, courseId: target.courseId, lessonId: target.lessonId, assetId, durationMs, fileName: target.fileName });
  } catch (error) {
    await discardVideoAsset(deps, assetId);
    throw error;
  }
  return assetId;
}

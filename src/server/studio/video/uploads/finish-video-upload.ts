import type { Actor } from '../../../admin/audit';
import type { Db } from '../../../db/database';
import { AppError } from '../../../errors';
import type { FileStorage } from '../../../storage/file-storage';
import { createVideoAsset } from '../../../video/create-video-asset';
import { probeVideo } from '../../../video/probe-video';
import { attachUploadedVideo } from './attach-uploaded-video';
import { discardVideoAsset } from './discard-video-asset';
import { claimFinishing, markFinished, removeUpload } from './upload-files';
import { expectVideoLesson, uploadTargetOf } from './upload-target';

export type ArrivedUpload = { id: string; size: number; filePath: string; metadata: Record<string, string | null> | undefined };

/**
 * What happens once the last byte of an upload has arrived: the file is
 * probed (what it is comes from its contents: not a video, cut short, sound
 * only or over the limits is refused with the catalogue's code), kept in
 * storage as a new video with its transcode queued, and made the lesson's
 * draft video. Either way the upload's bytes are then removed: a refused
 * file leaves the lesson as it was and nothing behind. Answers the video's id.
 */
export async function finishVideoUpload(deps: { db: Db; storage: FileStorage; uploadsDir: string }, { actor, upload }: { actor: Actor; upload: ArrivedUpload }): Promise<number> {
  if (!(await claimFinishing(deps.uploadsDir, upload.id))) {
    throw new AppError('upload_offset_mismatch', 'This upload is already being checked. Wait a moment; it continues by itself.');
  }
  try {
    const target = uploadTargetOf(upload.metadata);
    await expectVideoLesson(deps.db, target);
    const probe = await probeVideo(upload.filePath);
    const assetId = await createVideoAsset(deps, { filePath: upload.filePath, fileName: target.fileName, probe, lessonId: target.lessonId, createdBy: actor.email });
    try {
      await attachUploadedVideo(deps.db, { actor, courseId: target.courseId, lessonId: target.lessonId, assetId, durationMs: probe.durationMs, fileName: target.fileName });
    } catch (error) {
      await discardVideoAsset(deps, assetId);
      throw error;
    }
    await markFinished(deps.uploadsDir, upload.id, { size: upload.size, assetId });
    return assetId;
  } catch (error) {
    // Refused, or failed on the way: a finished upload is either a video or gone, never half of one.
    await removeUpload(deps.uploadsDir, upload.id);
    throw error;
  }
}

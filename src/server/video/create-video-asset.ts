import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Db } from '../db/database';
import { enqueueJob } from '../jobs/enqueue-job';
import type { FileStorage } from '../storage/file-storage';
import type { VideoProbe } from './probe-video';

/** The storage folder of a video's files: the original, the HLS ladder, the poster, captions. */
export function videoFolder(token: string): string {
  return `videos/${token}`;
}

/**
 * Keeps a probed lecture file (an upload, or a demo video made at start) and
 * queues its transcode. The original goes to storage first, under a fresh
 * folder, so no row ever points at a missing file; the asset row and its job
 * are written in one transaction. Answers the new asset's id.
 */
export async function createVideoAsset(
  { db, storage }: { db: Db; storage: FileStorage },
  { filePath, fileName, probe, lessonId, createdBy }: { filePath: string; fileName: string; probe: VideoProbe; lessonId: number | null; createdBy: string | null },
): Promise<number> {
  const extension =
    path
      .extname(fileName)
      .toLowerCase()
      .replace(/[^.a-z0-9]/g, '')
      .slice(0, 6) || '.bin';
  const sourceKey = `${videoFolder(randomUUID())}/source${extension}`;
  await storage.putFile(sourceKey, filePath);
  try {
    return await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const asset = await trx
        .insertInto('video_assets')
        .values({
          lesson_id: lessonId,
          state: 'queued',
          source_key: sourceKey,
          source_name: fileName.slice(0, 255),
          source_bytes: probe.sizeBytes,
          duration_ms: probe.durationMs,
          width: probe.width,
          height: probe.height,
          has_audio: probe.hasAudio ? 1 : 0,
          renditions: null,
          hls_key: null,
          poster_key: null,
          eta_seconds: null,
          failure: null,
          created_by: createdBy,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await enqueueJob(trx, { kind: 'transcode', subjectId: asset.id });
      return asset.id;
    });
  } catch (error) {
    await storage.delete(sourceKey);
    throw error;
  }
}

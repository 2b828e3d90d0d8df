import { rename, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/server/db/database';
import { claimJob } from '../../src/server/jobs/claim-job';
import { runJob } from '../../src/server/jobs/run-job';
import { createLogger } from '../../src/server/logger';
import type { FileStorage } from '../../src/server/storage/file-storage';
import { makeTestClip } from '../../src/server/testing/test-clips';
import { createVideoAsset } from '../../src/server/video/create-video-asset';
import { readMediaPlaylist } from '../../src/server/video/hls-master';
import { probeVideo } from '../../src/server/video/probe-video';
import { transcodeVideo } from '../../src/server/video/transcode-video';
import { endedChildrenCpuMicros } from '../bench-requests/proc-stats';
import { readMasterPlaylist } from './playlists';

export type ClipSettings = { width: number; height: number; seconds: number; fps: number };

/** A rung as it landed in storage. */
export type RungFigures = { name: string; resolution: string; bandwidth: number; bytes: number; segments: number };

export type TranscodeFigures = {
  clip: ClipSettings;
  /** The source's running time as probed, in seconds. */
  videoSeconds: number;
  wallSeconds: number;
  /** CPU of the ffmpeg and ffprobe processes the job started (user + system, every thread). */
  ffmpegCpuSeconds: number;
  /** CPU of this process while the job ran: the job's own work (progress writes, copying files into storage). */
  jobProcessCpuSeconds: number;
  assetId: number;
  hlsKey: string;
  rungs: RungFigures[];
};

/**
 * Part one of bench:video: a clip made by ffmpeg (the moving test pattern
 * and a tone) goes the way an upload goes, through createVideoAsset (kept in
 * storage, the asset and its transcode job written together), and the job
 * is claimed and run as the job runner runs it, with the production
 * transcode (veryfast). The ffmpeg processes' CPU is what this process's
 * ended children used meanwhile (nothing else of its children ends then).
 */
export async function transcodeClip({ db, storage, clip, lessonId }: { db: Db; storage: FileStorage; clip: ClipSettings; lessonId: number }): Promise<TranscodeFigures> {
  const file = await benchClip(clip);
  const probe = await probeVideo(file);
  const assetId = await createVideoAsset({ db, storage }, { filePath: file, fileName: path.basename(file), probe, lessonId, createdBy: null });

  const cpuBefore = endedChildrenCpuMicros();
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  const job = await claimJob(db, { kinds: ['transcode'], workerId: `bench-video/${os.hostname()}/${process.pid}` });
  if (!job || job.subjectId !== assetId) throw new Error('the transcode job of the new asset was not due (is another job runner on this database?)');
  const outcome = await runJob({ db, storage, logger: createLogger('warn'), handler: transcodeVideo, job });
  const wallSeconds = (performance.now() - started) / 1000;
  const self = process.cpuUsage(selfBefore);
  const ffmpegCpuSeconds = (endedChildrenCpuMicros() - cpuBefore) / 1e6;
  const asset = await db.selectFrom('video_assets').select(['state', 'failure', 'hls_key']).where('id', '=', assetId).executeTakeFirstOrThrow();
  if (outcome !== 'done' || asset.state !== 'ready' || !asset.hls_key) throw new Error(`the transcode ended ${outcome}, the asset ${asset.state}: ${asset.failure ?? ''}`);

  return {
    clip,
    videoSeconds: probe.durationMs / 1000,
    wallSeconds,
    ffmpegCpuSeconds,
    jobProcessCpuSeconds: (self.user + self.system) / 1e6,
    assetId,
    hlsKey: asset.hls_key,
    rungs: await rungFigures(storage, asset.hls_key),
  };
}

/**
 * The source clip, made once per machine and settings in the temporary
 * folder (a minute of 1080p takes ffmpeg a minute or two here) and reused:
 * made beside and renamed, so an interrupted run leaves no half a clip.
 */
async function benchClip(clip: ClipSettings): Promise<string> {
  const file = path.join(os.tmpdir(), `hisab-bench-clip-${clip.width}x${clip.height}-${clip.seconds}s-${clip.fps}fps.mp4`);
  if (
    await stat(file).then(
      (s) => s.size > 0,
      () => false,
    )
  )
    return file;
  const making = `${file}.${process.pid}.mp4`;
  await makeTestClip(making, { ...clip, audio: true, timeoutMs: 30 * 60_000 });
  await rename(making, file);
  return file;
}

/** Each rung of the master playlist, lowest first: its size and BANDWIDTH as the master says, its bytes in storage and its segments. */
async function rungFigures(storage: FileStorage, hlsKey: string): Promise<RungFigures[]> {
  const text = async (key: string) => new TextDecoder().decode((await storage.read(key)) ?? new Uint8Array());
  const figures: RungFigures[] = [];
  for (const variant of readMasterPlaylist(await text(`${hlsKey}/master.m3u8`))) {
    const folder = `${hlsKey}/${path.posix.dirname(variant.uri)}`;
    const { init, segments } = readMediaPlaylist(await text(`${hlsKey}/${variant.uri}`));
    let bytes = 0;
    for (const name of [path.posix.basename(variant.uri), ...(init ? [init] : []), ...segments.map((s) => s.uri)]) bytes += (await storage.size(`${folder}/${name}`)) ?? 0;
    figures.push({ name: path.posix.dirname(variant.uri), resolution: variant.resolution ?? '?', bandwidth: variant.bandwidth, bytes, segments: segments.length });
  }
  return figures;
}

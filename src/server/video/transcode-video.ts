import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { JobCannotSucceed, JobStopped, type JobContext, type JobHandler } from '../jobs/job-handler';
import type { FileStorage } from '../storage/file-storage';
import { probeDisplaySize } from './display-size';
import { hlsArguments, posterArguments } from './hls-arguments';
import { masterPlaylist, measureRung, type MeasuredRung } from './hls-master';
import { chooseLadder } from './ladder';
import { probeVideo, type VideoProbe } from './probe-video';
import { FfmpegFailed, runFfmpeg } from './run-ffmpeg';
import { isProcessAlive } from '../process-alive';

export type TranscodeOptions = {
  /** libx264's preset: 'veryfast' (the production setting; docs/video.md); tests that only need the files may pass 'ultrafast'. */
  preset?: string;
  /** Where the work folder goes (default: the system's temporary folder, TMPDIR); it needs room for the ladder, about 2 GiB per lecture hour. */
  tempRoot?: string;
  /** How often progress is written to the asset (and the job's claim renewed, which is how a cancellation is noticed). */
  progressEveryMs?: number;
};

/** Where an asset's outputs go in storage, beside its original: `<folder>/hls/` (master.m3u8 and a folder per rung) and `<folder>/poster.jpg`. */
export function assetOutputKeys(sourceKey: string): { hlsKey: string; posterKey: string } {
  const folder = path.posix.dirname(sourceKey);
  return { hlsKey: `${folder}/hls`, posterKey: `${folder}/poster.jpg` };
}

/** Work folders are named for their process, so one left by a process that died can be recognised and removed. */
const WORK_PREFIX = 'hisab-transcode-';

/** The share of the progress bar the ffmpeg run fills; the poster and the upload fill the rest. */
const ENCODE_SHARE = 90;
const CONTENT_TYPES: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.jpg': 'image/jpeg',
};

/**
 * The 'transcode' job: makes an uploaded lecture's HLS ladder and poster and
 * marks its video asset ready.
 *
 * 1. The asset goes to 'processing' (from 'queued', or from 'processing' left
 *    by a process that died mid-way: the job's claim says this worker alone
 *    works on it now). A cancelled, ready or failed asset is left alone.
 * 2. The original is copied here (storage.localCopy) and probed again: its
 *    display size, frame rate and sound choose the ladder (ladder.ts).
 * 3. ffmpeg makes every rung in one run, at a lower CPU priority, into a
 *    temporary folder; its progress is written to the asset every few
 *    seconds with the time left, each write conditional on the asset still
 *    processing, which is how a cancelled asset stops ffmpeg at once.
 * 4. A poster frame (at a tenth of the running time), the rungs measured and
 *    the master playlist written, every file uploaded to storage, and only
 *    then the asset marked ready, in the transaction that marks the job
 *    done. The original is kept.
 *
 * A failure keeps ffmpeg's last stderr lines as the reason, removes partial
 * outputs and puts the asset back to 'queued' for the retry; after the last
 * attempt the asset is 'failed' with the reason (gaveUp). Nothing here
 * touches a lesson: a lesson keeps playing the asset it points at until an
 * editor publishes another.
 */
export function transcodeHandler({ preset = 'veryfast', tempRoot = os.tmpdir(), progressEveryMs = 2_000 }: TranscodeOptions = {}): JobHandler {
  const handler: JobHandler = async (context, assetId) => {
    const { db, storage, logger } = context;
    const asset = await db.selectFrom('video_assets').select(['id', 'state', 'source_key']).where('id', '=', assetId).executeTakeFirst();
    if (!asset) return;
    const started = await db
      .updateTable('video_assets')
      .set({ state: 'processing', progress: 0, eta_seconds: null, failure: null, updated_at: new Date().toISOString() })
      .where('id', '=', assetId)
      .where('state', 'in', ['queued', 'processing'])
      .executeTakeFirst();
    if (Number(started.numUpdatedRows) === 0) {
      if (asset.state === 'cancelled') throw new JobStopped('cancelled');
      return;
    }

    // Stops ffmpeg when the job's signal aborts (cancelled, taken over, process stopping) or the asset is found cancelled.
    const withdrawn = new AbortController();
    const signal = AbortSignal.any([context.signal, withdrawn.signal]);
    const { hlsKey, posterKey } = assetOutputKeys(asset.source_key);
    await removeAbandonedWork(tempRoot);
    const work = await mkdtemp(path.join(tempRoot, `${WORK_PREFIX}${process.pid}-`));
    let source: { path: string; release: () => Promise<void> } | null = null;
    try {
      source = await copySource(storage, asset.source_key);
      const probe = await probeSource(source.path);
      const display = await probeDisplaySize(source.path);
      const ladder = chooseLadder({ ...display, fps: probe.fps, hasAudio: probe.hasAudio });
      // An attempt cut short may have left some files: this one starts clean.
      await discardOutputs(storage, hlsKey, posterKey);

      const report = progressReporter(context, assetId, progressEveryMs, () => withdrawn.abort(new JobStopped('cancelled')));
      const outputDir = path.join(work, 'hls');
      for (const rung of ladder.rungs) await mkdir(path.join(outputDir, rung.name), { recursive: true });
      const seconds = probe.durationMs / 1000;
      const threads = Math.max(1, Math.min(4, Math.floor(os.availableParallelism() / 2)));
      const encodeStarted = Date.now();
      try {
        await runFfmpeg(hlsArguments({ input: source.path, outputDir, ladder, hasAudio: probe.hasAudio, preset, threads }), {
          signal,
          onProgress: ({ outSeconds }) => {
            const fraction = Math.min(1, outSeconds / Math.max(seconds, 0.001));
            const elapsed = (Date.now() - encodeStarted) / 1000;
            const eta = fraction > 0.02 ? Math.round((elapsed * (1 - fraction)) / fraction) : null;
            report(Math.floor(fraction * ENCODE_SHARE), eta);
          },
        });
      } catch (error) {
        if (error instanceof FfmpegFailed) throw new Error(`ffmpeg could not convert this video. ${error.message}`);
        throw error;
      }
      await report.settled();
      if (signal.aborted) throw signal.reason;

      const measured: MeasuredRung[] = [];
      for (const rung of ladder.rungs) measured.push(await measureRung(path.join(outputDir, rung.name), rung));
      checkRunningTime(measured, seconds);
      await writeFile(path.join(outputDir, 'master.m3u8'), masterPlaylist(measured, ladder.fps ?? probe.fps));
      const posterFile = path.join(work, 'poster.jpg');
      await makePoster(source.path, posterFile, seconds, signal);
      report(ENCODE_SHARE + 3, null);

      // Every rung's files before the master, the master before the asset says ready: nothing ever points at a file not there yet.
      const uploads = measured.flatMap((m) => m.files.map((file) => `${m.rung.name}/${file}`));
      await uploadAll(storage, signal, [...uploads.map((relative) => ({ key: `${hlsKey}/${relative}`, file: path.join(outputDir, relative) }))]);
      await uploadAll(storage, signal, [
        { key: `${hlsKey}/master.m3u8`, file: path.join(outputDir, 'master.m3u8') },
        { key: posterKey, file: posterFile },
      ]);
      await report.settled();

      const renditions = measured.map((m) => ({ name: m.rung.name, width: m.rung.width, height: m.rung.height, bandwidth: m.peakBandwidth }));
      const done = await context.complete(async (trx) => {
        const ready = await trx
          .updateTable('video_assets')
          .set({
            state: 'ready',
            renditions: JSON.stringify(renditions),
            hls_key: hlsKey,
            poster_key: posterKey,
            progress: 100,
            eta_seconds: null,
            failure: null,
            duration_ms: probe.durationMs,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', assetId)
          .where('state', '=', 'processing')
          .executeTakeFirst();
        if (Number(ready.numUpdatedRows) === 0) throw new JobStopped('cancelled');
      });
      if (!done) {
        // The job is no longer this worker's: the claim's renewal says whether it was cancelled or taken over.
        await context.heartbeat();
        throw signal.aborted ? signal.reason : new JobStopped('taken-over');
      }
      logger.info('video ready', { asset: assetId, rungs: renditions.map((r) => r.name).join(','), seconds: Math.round(seconds) });
    } catch (error) {
      const stopped = signal.aborted ? (signal.reason as JobStopped) : error instanceof JobStopped ? error : null;
      // A worker that lost its claim leaves the files and the asset to the process that holds the job now.
      if (stopped?.reason !== 'taken-over') {
        await discardOutputs(storage, hlsKey, posterKey).catch((e: unknown) => logger.warn('could not remove a failed transcode’s files', { asset: assetId, error: String(e) }));
        await settleAsset(db, assetId, stopped ? stopped.reason : context.attempt < context.maxAttempts && !(error instanceof JobCannotSucceed) ? 'retry' : 'last');
      }
      throw stopped ?? error;
    } finally {
      await source?.release();
      await rm(work, { recursive: true, force: true });
    }
  };
  handler.gaveUp = markTranscodeFailed;
  return handler;
}

/** The production transcode: veryfast, in the system's temporary folder. */
export const transcodeVideo = transcodeHandler();

/** Records on the asset that its transcode failed for good, with the reason the studio shows beside Retry. */
async function markTranscodeFailed(trx: Db, assetId: number, reason: string): Promise<void> {
  await trx
    .updateTable('video_assets')
    .set({ state: 'failed', failure: reason, progress: 0, eta_seconds: null, updated_at: new Date().toISOString() })
    .where('id', '=', assetId)
    .where('state', 'in', ['queued', 'processing'])
    .execute();
}

/** Where an interrupted asset goes: back to the queue for a retry or a later run, or cancelled with its job. On the last attempt gaveUp marks it failed. */
async function settleAsset(db: Db, assetId: number, why: JobStopped['reason'] | 'retry' | 'last'): Promise<void> {
  if (why === 'last' || why === 'taken-over') return;
  await db
    .updateTable('video_assets')
    .set({ state: why === 'cancelled' ? 'cancelled' : 'queued', progress: 0, eta_seconds: null, updated_at: new Date().toISOString() })
    .where('id', '=', assetId)
    .where('state', 'in', ['queued', 'processing'])
    .execute();
}

async function copySource(storage: FileStorage, key: string): Promise<{ path: string; release: () => Promise<void> }> {
  if ((await storage.size(key)) === null) throw new JobCannotSucceed(`The uploaded original is missing from storage (${key}). Upload the video again.`);
  return storage.localCopy(key);
}

async function probeSource(file: string): Promise<VideoProbe> {
  try {
    return await probeVideo(file);
  } catch (error) {
    // What the upload accepted no longer probes (replaced or damaged in storage): a retry would find the same.
    if (error instanceof AppError) throw new JobCannotSucceed(error.message);
    throw error;
  }
}

/** Each rung must hold the whole running time, give or take the last seconds: a source damaged part-way makes ffmpeg stop early without failing. */
function checkRunningTime(measured: MeasuredRung[], seconds: number): void {
  const least = seconds - Math.max(3, seconds * 0.05);
  const short = measured.find((m) => m.seconds < least);
  if (short) throw new Error(`ffmpeg made only ${short.seconds.toFixed(1)} s of this ${seconds.toFixed(1)} s video: the file is damaged after that point.`);
}

/** A frame a tenth of the way in (past a title's fade-in), or the first frame when that one cannot be read. */
async function makePoster(input: string, output: string, seconds: number, signal: AbortSignal): Promise<void> {
  for (const atSeconds of [seconds * 0.1, 0]) {
    try {
      await runFfmpeg(posterArguments({ input, output, atSeconds }), { signal });
      if ((await stat(output)).size > 0) return;
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (atSeconds === 0) throw error instanceof FfmpegFailed ? new Error(`ffmpeg could not take a poster frame. ${error.message}`) : error;
    }
  }
  throw new Error('ffmpeg made an empty poster frame.');
}

async function uploadAll(storage: FileStorage, signal: AbortSignal, files: { key: string; file: string }[]): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      if (signal.aborted) throw signal.reason;
      const { key, file } = files[next++]!;
      await storage.putFile(key, file, { contentType: CONTENT_TYPES[path.extname(file)] });
    }
  };
  // A few at once: object storage answers each request slowly, the local disk does not mind.
  await Promise.all(Array.from({ length: Math.min(4, files.length) }, lane));
}

/** Removes the work folders of processes that died mid-transcode (a ladder can be gigabytes); a live process's are left alone. */
async function removeAbandonedWork(tempRoot: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(tempRoot);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/^hisab-transcode-(\d+)-/.exec(name)?.[1]);
    if (!pid || pid === process.pid || isProcessAlive(pid)) continue;
    await rm(path.join(tempRoot, name), { recursive: true, force: true }).catch(() => {});
  }
}

async function discardOutputs(storage: FileStorage, hlsKey: string, posterKey: string): Promise<void> {
  await storage.deletePrefix(hlsKey);
  await storage.delete(posterKey);
}

/**
 * Writes progress to the asset at most every `everyMs` (and renews the job's
 * claim with it). A write that updates nothing means the asset is no longer
 * processing: it was cancelled, and `onWithdrawn` stops the work.
 */
function progressReporter(context: JobContext, assetId: number, everyMs: number, onWithdrawn: () => void) {
  let last = 0;
  let inFlight: Promise<void> = Promise.resolve();
  let busy = false;
  const report = (progress: number, etaSeconds: number | null) => {
    const now = Date.now();
    if (busy || now - last < everyMs) return;
    last = now;
    busy = true;
    inFlight = (async () => {
      try {
        const updated = await context.db
          .updateTable('video_assets')
          .set({ progress: Math.max(0, Math.min(99, progress)), eta_seconds: etaSeconds, updated_at: new Date().toISOString() })
          .where('id', '=', assetId)
          .where('state', '=', 'processing')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) onWithdrawn();
        await context.heartbeat();
      } catch (error) {
        context.logger.warn('could not write a transcode’s progress', { asset: assetId, error: String(error) });
      } finally {
        busy = false;
      }
    })();
  };
  report.settled = () => inFlight;
  return report;
}

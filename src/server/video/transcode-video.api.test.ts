import { execFile, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJob } from '../jobs/claim-job';
import type { JobHandler } from '../jobs/job-handler';
import { runJob } from '../jobs/run-job';
import { createLogger } from '../logger';
import type { LocalStorage } from '../storage/local-storage';
import { makeTestClip } from '../testing/test-clips';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { until } from '../testing/until';
import { createVideoAsset } from './create-video-asset';
import { ffmpegBinaries } from './ffmpeg-binaries';
import { readMediaPlaylist } from './hls-master';
import { probeVideo } from './probe-video';
import { cancelTranscode, requeueTranscode } from './transcode-transitions';
import { transcodeHandler, transcodeVideo } from './transcode-video';

const run = promisify(execFile);
const logger = createLogger('silent');

type Clips = { folder: string; clip: string; longClip: string; damaged: string };

/**
 * The clips, made once for every database's run of this file: ffmpeg's
 * encoding is the dearest part of the setup, and on a busy machine making
 * them again for each database took over a minute.
 */
let made: Promise<Clips> | null = null;
function testClips(): Promise<Clips> {
  made ??= (async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'hisab-clips-'));
    const clip = await makeTestClip(path.join(folder, 'lecture.mp4'), { width: 960, height: 540, seconds: 6 });
    const longClip = await makeTestClip(path.join(folder, 'long.mp4'), { width: 640, height: 360, seconds: 20 });
    // A file whose header is whole but whose pictures are zeros: it probes as a 4 s video, and ffmpeg cannot decode a frame of it.
    const whole = await readFile(await makeTestClip(path.join(folder, 'whole.mp4'), { width: 320, height: 240, seconds: 4, faststart: true }));
    const data = whole.indexOf('mdat', 0, 'latin1');
    whole.fill(0, data + 200);
    const damaged = path.join(folder, 'damaged.mp4');
    await writeFile(damaged, whole);
    return { folder, clip, longClip, damaged };
  })();
  return made;
}

afterAll(async () => {
  if (made) await rm((await made).folder, { recursive: true, force: true });
});

describe.each(testDatabaseKinds())('transcoding a lecture into an HLS ladder (%s)', (kind) => {
  const t = useTestApp(kind);
  let clip: string;
  let longClip: string;
  let damaged: string;

  beforeAll(async () => {
    ({ clip, longClip, damaged } = await testClips());
  }, 180_000);

  const storageRoot = () => (t.services.storage as LocalStorage).root;
  const newAsset = async (file: string, lessonId: number | null = null) =>
    createVideoAsset({ db: t.db, storage: t.services.storage }, { filePath: file, fileName: path.basename(file), probe: await probeVideo(file), lessonId, createdBy: null });
  const asset = (id: number) => t.db.selectFrom('video_assets').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const job = (assetId: number) => t.db.selectFrom('jobs').selectAll().where('kind', '=', 'transcode').where('subject_id', '=', assetId).orderBy('id', 'desc').executeTakeFirstOrThrow();
  /** Claims the due transcode and runs it as the runner would; `now` in the future skips a retry's wait. */
  const runNext = async ({ handler = transcodeVideo, now, stopping }: { handler?: JobHandler; now?: Date; stopping?: AbortSignal } = {}) => {
    const claimed = await claimJob(t.db, { kinds: ['transcode'], workerId: 'test-worker', now });
    if (!claimed) throw new Error('no transcode job is due');
    return runJob({ db: t.db, storage: t.services.storage, logger, handler, job: claimed, stopping });
  };
  const storedKeys = async (prefix: string) => {
    try {
      return (await readdir(path.join(storageRoot(), prefix), { recursive: true })).sort();
    } catch {
      return [];
    }
  };
  let readyAssetId = 0;

  it('makes master and rung playlists, segments and a poster in storage, and marks the asset ready with its renditions', async () => {
    const id = await newAsset(clip);
    expect(await runNext()).toBe('done');
    const ready = await asset(id);
    const folder = path.posix.dirname(ready.source_key);
    expect(ready).toMatchObject({ state: 'ready', progress: 100, eta_seconds: null, failure: null, hls_key: `${folder}/hls`, poster_key: `${folder}/poster.jpg` });
    expect(ready.duration_ms).toBeGreaterThan(5_900);
    expect(ready.duration_ms).toBeLessThan(6_200);
    const renditions = JSON.parse(ready.renditions!) as { name: string; width: number; height: number; bandwidth: number }[];
    expect(renditions.map(({ name, width, height }) => ({ name, width, height }))).toEqual([
      { name: '360p', width: 640, height: 360 },
      { name: '540p', width: 960, height: 540 },
    ]);
    expect(renditions.every((r) => r.bandwidth > 50_000 && r.bandwidth < 3_000_000)).toBe(true);
    expect((await job(id)).state).toBe('done');
    // The original is kept beside what was made of it.
    expect(await t.services.storage.size(ready.source_key)).toBeGreaterThan(0);

    const master = new TextDecoder().decode((await t.services.storage.read(`${ready.hls_key}/master.m3u8`))!);
    expect(master).toMatch(/^#EXTM3U\n/);
    expect(master).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,AVERAGE-BANDWIDTH=\d+,RESOLUTION=640x360,FRAME-RATE=30\.000,CODECS="avc1\.64[0-9a-f]{4},mp4a\.40\.2"\n360p\/index\.m3u8/);
    expect(master).toMatch(/RESOLUTION=960x540,.*\n540p\/index\.m3u8/);
    for (const rung of renditions) {
      const playlist = new TextDecoder().decode((await t.services.storage.read(`${ready.hls_key}/${rung.name}/index.m3u8`))!);
      expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const { init, segments } = readMediaPlaylist(playlist);
      expect(init).toBe('init.mp4');
      // Relative addresses only: the folder can be served from any signed prefix or origin.
      expect([init, ...segments.map((s) => s.uri)].every((uri) => /^[\w.-]+$/.test(uri!))).toBe(true);
      expect(segments.map((s) => Math.round(s.seconds))).toEqual([6]);
      for (const uri of [init!, ...segments.map((s) => s.uri)]) expect(await t.services.storage.size(`${ready.hls_key}/${rung.name}/${uri}`)).toBeGreaterThan(0);
    }
    // What a player gets decodes: H.264 at the rung's size and AAC, keyframes every 2 s.
    const rungPlaylist = path.join(storageRoot(), ready.hls_key!, '540p', 'index.m3u8');
    const { stdout } = await run(ffmpegBinaries().ffprobe, ['-v', 'error', '-show_entries', 'stream=codec_name,width,height', '-of', 'json', rungPlaylist]);
    const streams = (JSON.parse(stdout) as { streams: { codec_name: string; width?: number; height?: number }[] }).streams;
    expect(streams.map((s) => s.codec_name).sort()).toEqual(['aac', 'h264']);
    expect(streams.find((s) => s.codec_name === 'h264')).toMatchObject({ width: 960, height: 540 });
    const keyframes = await run(ffmpegBinaries().ffprobe, ['-v', 'error', '-select_streams', 'v', '-skip_frame', 'nokey', '-show_entries', 'frame=pts_time', '-of', 'csv=p=0', rungPlaylist]);
    const times = keyframes.stdout
      .split('\n')
      .map((line) => Number.parseFloat(line))
      .filter((time) => Number.isFinite(time));
    expect(times.map(Math.round)).toEqual([0, 2, 4]);

    const poster = (await t.services.storage.read(ready.poster_key!))!;
    expect(await sharp(poster).metadata()).toMatchObject({ format: 'jpeg', width: 960, height: 540 });
    readyAssetId = id;
  }, 60_000);

  it('keeps the lesson playing its published video when its replacement fails, records the reason, and makes the replacement on Retry', async () => {
    const lesson = await t.db.selectFrom('lessons').select('id').where('kind', '=', 'video').orderBy('id').executeTakeFirstOrThrow();
    await t.db.updateTable('lessons').set({ video_asset_id: readyAssetId }).where('id', '=', lesson.id).execute();
    const replacement = await newAsset(damaged, lesson.id);

    expect(await runNext()).toBe('retrying');
    const afterFirst = await job(replacement);
    expect(afterFirst).toMatchObject({ state: 'queued', attempts: 1 });
    expect(afterFirst.failure).toMatch(/^ffmpeg could not convert this video\. ffmpeg stopped \(exit code \d+\): /);
    expect(afterFirst.failure).toMatch(/NAL|Invalid data|decod/i);
    expect(await asset(replacement)).toMatchObject({ state: 'queued', failure: null, progress: 0 });
    const { hlsKey, posterKey } = { hlsKey: `${path.posix.dirname((await asset(replacement)).source_key)}/hls`, posterKey: `${path.posix.dirname((await asset(replacement)).source_key)}/poster.jpg` };
    expect(await storedKeys(hlsKey)).toEqual([]);

    // The next attempts come after their waits; after the last one the asset fails with the reason.
    expect(await runNext({ now: new Date(Date.now() + 60 * 60_000) })).toBe('retrying');
    expect(await runNext({ now: new Date(Date.now() + 120 * 60_000) })).toBe('failed');
    const failed = await asset(replacement);
    expect(failed.state).toBe('failed');
    expect(failed.failure).toBe((await job(replacement)).failure);
    expect(failed.failure).toContain('ffmpeg could not convert this video');
    expect(await storedKeys(hlsKey)).toEqual([]);
    expect(await t.services.storage.size(posterKey)).toBeNull();

    // The lesson still plays the old video, whose files are untouched.
    expect((await t.db.selectFrom('lessons').select('video_asset_id').where('id', '=', lesson.id).executeTakeFirstOrThrow()).video_asset_id).toBe(readyAssetId);
    const old = await asset(readyAssetId);
    expect(old.state).toBe('ready');
    expect(await t.services.storage.size(`${old.hls_key}/master.m3u8`)).toBeGreaterThan(0);

    // Retry, clicked twenty times at once, queues one job; with a good original in place it makes the ladder.
    const retries = await Promise.all(Array.from({ length: 20 }, () => t.db.transaction().execute((trx) => requeueTranscode(trx, replacement))));
    expect(retries.filter(Boolean)).toHaveLength(1);
    expect(await t.db.selectFrom('jobs').select('id').where('subject_id', '=', replacement).where('state', '=', 'queued').execute()).toHaveLength(1);
    expect(await asset(replacement)).toMatchObject({ state: 'queued', failure: null });
    await t.services.storage.putFile(failed.source_key, clip);
    expect(await runNext({ handler: transcodeHandler({ preset: 'ultrafast' }) })).toBe('done');
    expect(await asset(replacement)).toMatchObject({ state: 'ready', progress: 100 });
  }, 90_000);

  it('fails at once, with the reason, when the original is gone from storage', async () => {
    const id = await newAsset(clip);
    await t.services.storage.delete((await asset(id)).source_key);
    expect(await runNext()).toBe('failed');
    expect(await asset(id)).toMatchObject({ state: 'failed' });
    expect((await asset(id)).failure).toMatch(/original is missing from storage/);
    expect(await job(id)).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('stops a running transcode that is cancelled: ffmpeg is killed, its files removed, the asset and job cancelled', async () => {
    const tempRoot = await mkdtemp(path.join(os.tmpdir(), 'hisab-transcode-test-'));
    // The work folder of a process that died mid-transcode: removed by the next transcode.
    const dead = spawnSync('true').pid;
    await mkdir(path.join(tempRoot, `hisab-transcode-${dead}-abc123`, 'hls'), { recursive: true });
    const id = await newAsset(longClip);
    const outcome = runNext({ handler: transcodeHandler({ tempRoot, progressEveryMs: 100 }) });
    await until('the transcode to report progress', async () => {
      const now = await asset(id);
      return now.state === 'processing' && now.progress > 0 && now.progress < 90 && now.eta_seconds !== null;
    });
    expect(await readdir(tempRoot)).toEqual([expect.stringMatching(new RegExp(`^hisab-transcode-${process.pid}-`))]);
    expect(await t.db.transaction().execute((trx) => cancelTranscode(trx, id))).toBe(true);
    expect(await outcome).toBe('cancelled');
    expect(await asset(id)).toMatchObject({ state: 'cancelled' });
    expect((await job(id)).state).toBe('cancelled');
    expect(await storedKeys(`${path.posix.dirname((await asset(id)).source_key)}/hls`)).toEqual([]);
    expect(await readdir(tempRoot)).toEqual([]);
    expect(await t.db.transaction().execute((trx) => cancelTranscode(trx, id))).toBe(false);
    await rm(tempRoot, { recursive: true, force: true });
  }, 60_000);

  it('hands a transcode back when the server stops, and the next run makes it', async () => {
    const id = await newAsset(longClip);
    const stopping = new AbortController();
    const outcome = runNext({ handler: transcodeHandler({ progressEveryMs: 100 }), stopping: stopping.signal });
    await until('the transcode to report progress', async () => (await asset(id)).progress > 0);
    stopping.abort();
    expect(await outcome).toBe('released');
    expect(await asset(id)).toMatchObject({ state: 'queued', progress: 0 });
    expect(await job(id)).toMatchObject({ state: 'queued', attempts: 0 });
    expect(await runNext({ handler: transcodeHandler({ preset: 'ultrafast' }) })).toBe('done');
    expect(await asset(id)).toMatchObject({ state: 'ready' });
    expect(JSON.parse((await asset(id)).renditions!)).toEqual([expect.objectContaining({ name: '360p', width: 640, height: 360 })]);
  }, 90_000);
});

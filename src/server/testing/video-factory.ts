import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Db } from '../db/database';
import type { FileStorage } from '../storage/file-storage';
import { videoFolder } from '../video/create-video-asset';
import { ffmpegBinaries } from '../video/ffmpeg-binaries';

const run = promisify(execFile);

/** The clip every test plays: 8 seconds, two rungs, ~2 s fMP4 segments. */
export const FIXTURE_SECONDS = 8;
export const FIXTURE_RUNGS = [
  { name: '360p', width: 640, height: 360, bandwidth: 700_000, videoBitrate: '500k' },
  { name: '240p', width: 426, height: 240, bandwidth: 400_000, videoBitrate: '250k' },
] as const;
/** The caption files' first cue, to find them on screen. */
export const FIXTURE_CAPTIONS = { en: 'The trial balance lists every ledger account.', bn: 'রেওয়ামিলে প্রতিটি খতিয়ান হিসাবের জের থাকে।' } as const;

/** Bumped when the fixture's files change, so a machine's kept copy is made again. */
const FIXTURE_VERSION = 1;

/** The files of the fixture, relative to its folder. */
export type HlsFixture = { dir: string; files: string[] };

let made: Promise<HlsFixture> | undefined;

/**
 * A real, small HLS video made by ffmpeg (not by the transcoder): a source
 * clip (test pattern and a tone), a master playlist written by hand with two
 * rungs of fMP4 segments and their playlists (relative URIs only, the
 * layout the transcoder writes), a poster and English and Bengali WebVTT
 * captions. Made once per machine into the temporary folder (about a second
 * of ffmpeg) and reused: its contents depend on nothing but this file.
 */
export function hlsFixture(): Promise<HlsFixture> {
  made ??= makeOnce();
  return made;
}

async function makeOnce(): Promise<HlsFixture> {
  const dir = path.join(os.tmpdir(), `hisab-hls-fixture-v${FIXTURE_VERSION}`);
  if (!(await exists(path.join(dir, 'complete')))) {
    // Made beside and renamed into place, so a concurrent maker or an interrupted one never leaves half a fixture.
    const work = await mkdtemp(`${dir}-making-`);
    try {
      await makeFixture(work);
      await writeFile(path.join(work, 'complete'), '');
      await rename(work, dir).catch(async (error: unknown) => {
        if (!(await exists(path.join(dir, 'complete')))) throw error;
      });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  return { dir, files: (await listFiles(dir)).filter((file) => file !== 'complete') };
}

async function makeFixture(work: string): Promise<void> {
  const { ffmpeg } = ffmpegBinaries();
  const quiet = ['-hide_banner', '-loglevel', 'error', '-y'];
  const source = path.join(work, 'source.mp4');
  await run(ffmpeg, [
    ...quiet,
    ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=25:duration=${FIXTURE_SECONDS}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${FIXTURE_SECONDS}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-shortest', source],
  ]);
  for (const rung of FIXTURE_RUNGS) {
    const folder = path.join(work, 'hls', rung.name);
    await mkdir(folder, { recursive: true });
    // Run inside the rung's folder: ffmpeg versions differ on where a relative init segment goes.
    await run(
      ffmpeg,
      [
        ...quiet,
        ...['-i', source, '-vf', `scale=${rung.width}:${rung.height}`],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-level', '3.0', '-pix_fmt', 'yuv420p', '-b:v', rung.videoBitrate],
        // A keyframe every 2 s (25 fps), so segments are 2 s.
        ...['-g', '50', '-keyint_min', '50', '-sc_threshold', '0', '-c:a', 'aac', '-b:a', '64k', '-ac', '2'],
        ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_segment_type', 'fmp4'],
        ...['-hls_segment_filename', 'seg_%03d.m4s', '-hls_fmp4_init_filename', 'init.mp4', 'index.m3u8'],
      ],
      { cwd: folder },
    );
  }
  const master = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...FIXTURE_RUNGS.flatMap((rung) => [`#EXT-X-STREAM-INF:BANDWIDTH=${rung.bandwidth},RESOLUTION=${rung.width}x${rung.height},CODECS="avc1.4d401e,mp4a.40.2"`, `${rung.name}/index.m3u8`]),
    '',
  ].join('\n');
  await writeFile(path.join(work, 'hls', 'master.m3u8'), master);
  await run(ffmpeg, [...quiet, '-ss', '1', '-i', source, '-frames:v', '1', '-q:v', '4', path.join(work, 'poster.jpg')]);
  await mkdir(path.join(work, 'captions'));
  for (const [lang, first] of Object.entries(FIXTURE_CAPTIONS)) {
    const second = lang === 'en' ? 'Debits on the left, credits on the right.' : 'ডেবিট বাঁ দিকে, ক্রেডিট ডান দিকে।';
    await writeFile(path.join(work, 'captions', `${lang}.vtt`), `WEBVTT\n\n00:00:00.000 --> 00:00:04.000\n${first}\n\n00:00:04.000 --> 00:00:08.000\n${second}\n`);
  }
}

export type ReadyVideo = {
  assetId: number;
  /** The asset's storage folder (`videos/<uuid>`). */
  folder: string;
  hlsKey: string;
  durationSeconds: number;
};

/**
 * Puts the fixture into a storage layer as the transcoder would have left
 * it (the original, `hls/` with master and rungs, poster, captions), inserts
 * a 'ready' video_assets row with its renditions and captions, and makes
 * `lessonId` (when given) a video lesson whose published video it is. Each
 * call makes a new asset in a new folder.
 */
export async function insertReadyVideo(
  { db, storage }: { db: Db; storage: FileStorage },
  { lessonId = null, captions = ['en', 'bn'] }: { lessonId?: number | null; captions?: ('en' | 'bn')[] } = {},
): Promise<ReadyVideo> {
  const fixture = await hlsFixture();
  const folder = videoFolder(randomUUID());
  for (const file of fixture.files) {
    const caption = /^captions\/(en|bn)\.vtt$/.exec(file)?.[1] as 'en' | 'bn' | undefined;
    if (caption && !captions.includes(caption)) continue;
    await storage.putFile(`${folder}/${file}`, path.join(fixture.dir, ...file.split('/')));
  }
  const now = new Date().toISOString();
  const asset = await db
    .insertInto('video_assets')
    .values({
      lesson_id: lessonId,
      state: 'ready',
      source_key: `${folder}/source.mp4`,
      source_name: 'trial-balance-lecture.mp4',
      source_bytes: (await stat(path.join(fixture.dir, 'source.mp4'))).size,
      duration_ms: FIXTURE_SECONDS * 1000,
      width: 640,
      height: 360,
      has_audio: 1,
      renditions: JSON.stringify(FIXTURE_RUNGS.map(({ name, width, height, bandwidth }) => ({ name, width, height, bandwidth }))),
      hls_key: `${folder}/hls`,
      poster_key: `${folder}/poster.jpg`,
      progress: 100,
      eta_seconds: null,
      failure: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const lang of captions) {
    const size = (await stat(path.join(fixture.dir, 'captions', `${lang}.vtt`))).size;
    await db
      .insertInto('video_captions')
      .values({ asset_id: asset.id, lang, storage_key: `${folder}/captions/${lang}.vtt`, size_bytes: size, created_by: null, created_at: now })
      .execute();
  }
  if (lessonId !== null) await db.updateTable('lessons').set({ kind: 'video', video_asset_id: asset.id }).where('id', '=', lessonId).execute();
  return { assetId: asset.id, folder, hlsKey: `${folder}/hls`, durationSeconds: FIXTURE_SECONDS };
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? listFiles(dir, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`])));
  return nested.flat().sort();
}

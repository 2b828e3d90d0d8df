import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Db } from '../src/server/db/database';
import { grantEnrollment } from '../src/server/enrollments/grant-enrollment';
import { PROJECT_ROOT } from '../src/server/paths';
import { openStorage } from '../src/server/storage/open-storage';
import { positiveSetting, scratchDatabase } from './bench-requests/bench-settings';
import { prepareProduct, productLaunch, PRODUCT_HEALTH_PATH } from './bench-requests/product-server';
import { processTree, settledCpuMicros, totalCpuMicros } from './bench-requests/proc-stats';
import { freePort, startServerProcess, type ServerProcess } from './bench-requests/server-process';
import { createStudents, sellableCourses } from './bench-requests/students';
import { rungMarkdown, rungText, servingMarkdown, servingText, servingVerdict, transcodeLines, windowLine, type ServingRow } from './bench-video/report';
import { transcodeClip, type ClipSettings } from './bench-video/transcode-clip';
import { watch, type MasterSource } from './bench-video/viewers';

/**
 * bench:video (issue 27), printed, not asserted:
 * 1. Transcoding: a 1080p clip made by ffmpeg goes through the product's
 *    upload path (createVideoAsset, then the transcode job as the runner
 *    runs it); video seconds per ffmpeg CPU second and per wall second, and
 *    the ladder it made.
 * 2. Serving: viewers each fetch a segment of that ladder every 6 s, walking
 *    the playlists from the signed address the product's playback endpoint
 *    gives, from the product server (in its own process, as production
 *    starts it) and, in the same run, from a minimal Node static file
 *    server serving the same files from disk; CPU per segment of each
 *    server's process tree, TTFB, throughput and errors.
 *
 * Env: BENCH_VIEWERS (500), BENCH_SECONDS (60, the measured window per
 * server), BENCH_ROUNDS (2; the servers take turns going first),
 * BENCH_CLIP_SECONDS (60), BENCH_FPS (30), BENCH_RUNG (the highest; or a
 * rung's name, such as 720p), BENCH_WORKERS (1, the product's WORKERS),
 * BENCH_NODE_OPTIONS (node flags for the product server, such as
 * --cpu-prof --cpu-prof-dir=/tmp/prof). SQLite and the local disk, the
 * product's defaults. Linux only (CPU is read from /proc).
 */
const VIEWERS = positiveSetting('BENCH_VIEWERS', 500);
const SECONDS = positiveSetting('BENCH_SECONDS', 60);
const ROUNDS = positiveSetting('BENCH_ROUNDS', 2);
const WORKERS = positiveSetting('BENCH_WORKERS', 1);
const RUNG = process.env.BENCH_RUNG || undefined;
const CLIP: ClipSettings = { width: 1920, height: 1080, seconds: positiveSetting('BENCH_CLIP_SECONDS', 60), fps: positiveSetting('BENCH_FPS', 30) };
/** The pace: each viewer asks for one 6 s segment every 6 s. */
const SEGMENT_EVERY_MS = 6_000;
/** Viewers start at moments spread over the first 6 s; the window opens 2 s after the last could have started. */
const RAMP_MS = 6_000;
const SETTLE_MS = RAMP_MS + 2_000;

/** A published lesson of a paid course on sale, which the viewers are enrolled in. */
async function benchLesson(db: Db): Promise<{ slug: string; courseId: number; lessonId: number }> {
  const slugs = (await sellableCourses(db, 50)).map((c) => c.slug);
  if (slugs.length === 0) throw new Error('no paid course in the seeded catalogue');
  const lesson = await db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select(['lessons.id as lessonId', 'courses.id as courseId', 'courses.slug'])
    .where('courses.slug', 'in', slugs)
    .where('lessons.published', '=', 1)
    .where('lessons.deleted_at', 'is', null)
    .where('lessons.free_preview', '=', 0)
    .orderBy('lessons.id')
    .executeTakeFirst();
  if (!lesson) throw new Error('no published paid lesson in the seeded catalogue');
  return lesson;
}

async function window(name: string, server: ServerProcess, source: MasterSource): Promise<ServingRow['samples'][number]> {
  let cpuBefore = 0;
  let loadBefore = process.cpuUsage();
  const result = await watch({
    origin: server.url,
    viewers: VIEWERS,
    source,
    everyMs: SEGMENT_EVERY_MS,
    rampMs: RAMP_MS,
    settleMs: SETTLE_MS,
    windowMs: SECONDS * 1000,
    rung: RUNG,
    onWindowStart: () => {
      cpuBefore = totalCpuMicros(processTree(server.pid));
      loadBefore = process.cpuUsage();
    },
  });
  const load = process.cpuUsage(loadBefore);
  const serverCpuMicros = (await settledCpuMicros(server.pid)) - cpuBefore;
  if (result.segments === 0) console.log(`  ${name}: no segment was served in the window`);
  return { result, serverCpuMicros, loadCpuMicros: load.user + load.system };
}

await prepareProduct();
console.log(
  `bench:video: ${CLIP.width}x${CLIP.height} ${CLIP.seconds} s clip; ${VIEWERS} viewers, one segment each every ${SEGMENT_EVERY_MS / 1000} s, ${SECONDS} s windows x ${ROUNDS} round(s); ${os.cpus().length} cores, Node ${process.version}`,
);
const began = performance.now();
const secret = crypto.randomBytes(36).toString('base64url');
const scratch = await scratchDatabase('sqlite', 'hisab-bench-video-');
const servers: ServerProcess[] = [];
let db: Db | null = null;
try {
  // The product migrates and seeds the database; its job runner is off (TRANSCODE_CONCURRENCY=0) so the benchmark runs the transcode job itself, measured.
  const launch = productLaunch({ ...scratch.env, WORKERS: String(WORKERS), AUTH_SECRET: secret, TRANSCODE_CONCURRENCY: '0' });
  const product = await startServerProcess(`product WORKERS=${WORKERS}`, launch, await freePort(), PRODUCT_HEALTH_PATH);
  servers.push(product);
  console.log(`product ready on ${product.url}: ${launch.args.join(' ')}`);
  db = createDatabase(scratch.target);
  const storage = await openStorage({ dataDir: scratch.dataDir, storageUrl: undefined });
  const lesson = await benchLesson(db);

  console.log('\n== Transcoding ==');
  const transcode = await transcodeClip({ db, storage, clip: CLIP, lessonId: lesson.lessonId });
  for (const line of transcodeLines(transcode)) console.log(line);
  console.log(rungText(transcode));

  // The lesson plays the new video, as when an editor publishes it; the viewers are enrolled students.
  await db.updateTable('lessons').set({ kind: 'video', video_asset_id: transcode.assetId }).where('id', '=', lesson.lessonId).execute();
  const students = await createStudents(db, VIEWERS, secret);
  for (const s of students) await grantEnrollment(db, { userId: s.id, courseId: lesson.courseId, source: 'manual', orderId: null, now: new Date() });

  const reference = await startServerProcess(
    'static reference',
    { command: process.execPath, args: ['--import', 'tsx', 'scripts/bench-video/static-reference.ts'], cwd: PROJECT_ROOT, env: { ROOT: path.join(scratch.dataDir, 'files', transcode.hlsKey) } },
    await freePort(),
    '/master.m3u8',
  );
  servers.push(reference);

  const playback = `/api/player/${lesson.slug}/lessons/${lesson.lessonId}/video`;
  const productSource: MasterSource = {
    renews: true,
    masterAddress: async (viewer, get) => {
      const answer = await get(playback, { Cookie: students[viewer]!.cookie });
      if (answer.status !== 200) throw new Error(`the playback endpoint answered ${answer.status}: ${answer.text?.slice(0, 200)}`);
      return (JSON.parse(answer.text!) as { src: string }).src;
    },
  };
  const referenceSource: MasterSource = { renews: false, masterAddress: async () => '/master.m3u8' };
  const rows: ServingRow[] = [
    { server: `product WORKERS=${WORKERS}`, viewers: VIEWERS, samples: [] },
    { server: 'static reference', viewers: VIEWERS, samples: [] },
  ];
  const [productRow, referenceRow] = rows as [ServingRow, ServingRow];
  const turns = [
    { row: productRow, server: product, source: productSource },
    { row: referenceRow, server: reference, source: referenceSource },
  ];

  console.log(
    `\n== Serving ==\n${VIEWERS} enrolled students; each asks ${playback} for the signed address, then master -> rung -> init -> segments (looping), one every ${SEGMENT_EVERY_MS / 1000} s; starts spread over ${RAMP_MS / 1000} s; window ${SECONDS} s from ${SETTLE_MS / 1000} s.`,
  );
  for (let r = 0; r < ROUNDS; r++) {
    for (const turn of r % 2 ? [...turns].reverse() : turns) {
      const sample = await window(turn.row.server, turn.server, turn.source);
      turn.row.samples.push(sample);
      console.log(windowLine(`round ${r + 1}/${ROUNDS}`, turn.row, sample));
    }
  }

  const verdict = servingVerdict(productRow, referenceRow);
  const settings = `${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
  console.log(
    `\nMedians over ${ROUNDS} round(s). CPU: user + system time of each server's whole process tree in the window, over the segments answered (playlists, init segments and playback requests sent in the window, "other requests", are in it too); "load CPU": this process, 100% = one core.\n`,
  );
  console.log(servingText(rows, referenceRow));
  console.log(`\n${verdict.met ? 'MET    ' : 'NOT MET'}  ${verdict.text}`);
  console.log(
    [
      '\nMarkdown for docs/benchmarks.md:\n',
      `#### bench:video (${settings})`,
      '',
      ...transcodeLines(transcode),
      '',
      rungMarkdown(transcode),
      '',
      `${VIEWERS} viewers, one ${transcode.rungs.find((r) => r.name === productRow.samples[0]?.result.rung)?.resolution ?? ''} segment each every ${SEGMENT_EVERY_MS / 1000} s, ${SECONDS} s window x ${ROUNDS}:`,
      '',
      servingMarkdown(rows, referenceRow),
      '',
      `- ${verdict.met ? 'met' : '**not met**'}: ${verdict.text}`,
    ].join('\n'),
  );
  if (rows.some((row) => row.samples.some((s) => Object.keys(s.result.errors).length > 0))) {
    console.error('\nSome requests failed, so these figures are not valid:');
    for (const row of rows) for (const s of row.samples) if (Object.keys(s.result.errors).length) console.error(`  ${row.server}: ${JSON.stringify(s.result.errors)}`);
    process.exitCode = 1;
  }
} finally {
  for (const s of servers) await s.stop();
  await db?.destroy();
  fs.rmSync(scratch.dataDir, { recursive: true, force: true });
}
console.log(`\nTook ${((performance.now() - began) / 60000).toFixed(1)} min.`);

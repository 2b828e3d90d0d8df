import { describe, expect, it } from 'vitest';
import { SUBJECT_NAMES } from '../../../contracts/subjects';
import type { Db } from '../../db/database';
import type { JobContext } from '../../jobs/job-handler';
import { createLogger } from '../../logger';
import type { FileStorage } from '../../storage/file-storage';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { createVideoAsset } from '../create-video-asset';
import { probeVideo } from '../probe-video';
import { demoVideoJob, queueDemoVideos } from './index';
import { discardDemoAsset, pointLessonAtDemo } from './point-lesson-at-demo';

/** The free-preview video lessons of published courses: what a fresh install makes videos for. */
async function previewLessons(db: Db) {
  return db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
    .select(['lessons.id', 'lessons.course_id', 'subjects.name as paper'])
    .where('lessons.kind', '=', 'video')
    .where('lessons.free_preview', '=', 1)
    .where('courses.status', '=', 'published')
    .orderBy('lessons.id')
    .execute();
}

function context(db: Db, storage: FileStorage): JobContext {
  // The job's own bookkeeping is the runner's (tested in jobs/); this test runs the work alone.
  return {
    db,
    storage,
    logger: createLogger('silent'),
    signal: new AbortController().signal,
    heartbeat: async () => {},
    jobId: 0,
    attempt: 1,
    maxAttempts: 3,
    complete: async (write) => {
      await write(db);
      return true;
    },
  };
}

async function lessonRow(db: Db, id: number) {
  return db.selectFrom('lessons').select(['video_asset_id', 'video_url', 'duration_minutes', 'course_id']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** Renders quickly: each slide a second, instead of its reading time. */
const quickJob = demoVideoJob({ secondsPerSlide: 1 });

describe.each(testDatabaseKinds())('demo lecture videos (%s)', (kind) => {
  const t = useTestApp(kind);

  describe('queueing at start', () => {
    it('queues nothing with DEMO_VIDEOS=off', async () => {
      expect(await queueDemoVideos(t.db, { demoVideos: false })).toBe(0);
      expect(await t.db.selectFrom('jobs').select('id').where('kind', '=', 'demo-video').execute()).toEqual([]);
    });

    it('queues one job per free-preview video lesson, every paper first, once however many processes start together', async () => {
      const lessons = await previewLessons(t.db);
      expect(new Set(lessons.map((l) => l.paper))).toEqual(new Set(SUBJECT_NAMES));
      // Twenty processes starting at once: one queues them all, the others find nothing left to queue.
      const counts = await Promise.all(Array.from({ length: 20 }, () => queueDemoVideos(t.db, { demoVideos: true })));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(lessons.length);
      expect(counts.filter((n) => n > 0)).toEqual([lessons.length]);
      const jobs = await t.db.selectFrom('jobs').select(['subject_id', 'state', 'kind']).where('kind', '=', 'demo-video').orderBy('id').execute();
      expect(jobs.map((j) => j.subject_id).sort((a, b) => a - b)).toEqual(lessons.map((l) => l.id));
      expect(jobs.every((j) => j.state === 'queued')).toBe(true);
      // The first twelve jobs (claimed first) give each paper its first video.
      const paperOf = new Map(lessons.map((l) => [l.id, l.paper]));
      expect(new Set(jobs.slice(0, SUBJECT_NAMES.length).map((j) => paperOf.get(j.subject_id)))).toEqual(new Set(SUBJECT_NAMES));
    });

    it('queues nothing new at the next start', async () => {
      const before = await t.db.selectFrom('jobs').select('id').execute();
      expect(await queueDemoVideos(t.db, { demoVideos: true })).toBe(0);
      expect(await t.db.selectFrom('jobs').select('id').execute()).toEqual(before);
    });
  });

  describe('the job', () => {
    it('renders a real 1280x720 lecture with sound, keeps it as an upload is kept, and points the lesson at it', { timeout: 90_000 }, async () => {
      const [lesson] = await previewLessons(t.db);
      const { storage } = t.services;
      await quickJob(context(t.db, storage), lesson!.id);

      const row = await lessonRow(t.db, lesson!.id);
      expect(row.video_asset_id).not.toBeNull();
      const asset = await t.db.selectFrom('video_assets').selectAll().where('id', '=', row.video_asset_id!).executeTakeFirstOrThrow();
      expect(asset).toMatchObject({ lesson_id: lesson!.id, state: 'queued', width: 1280, height: 720, has_audio: 1, created_by: null });
      expect(asset.source_name).toMatch(/\.mp4$/);
      // The transcode is queued exactly as for an upload.
      const transcode = await t.db.selectFrom('jobs').select(['state']).where('kind', '=', 'transcode').where('subject_id', '=', asset.id).execute();
      expect(transcode).toEqual([{ state: 'queued' }]);

      // The stored original is a real video: probed from its bytes, a second a slide, with an audio track.
      const copy = await storage.localCopy(asset.source_key);
      try {
        const probe = await probeVideo(copy.path);
        expect(probe).toMatchObject({ width: 1280, height: 720, hasAudio: true, videoCodec: 'h264' });
        expect(probe.durationMs).toBe(asset.duration_ms);
        expect(probe.durationMs).toBeGreaterThanOrEqual(4_000);
        expect(probe.durationMs).toBeLessThanOrEqual(10_500);
      } finally {
        await copy.release();
      }

      // The lesson's minutes come from the file, and the course's total follows.
      expect(row.duration_minutes).toBe(1);
      const course = await t.db.selectFrom('courses').select('duration_minutes').where('id', '=', row.course_id).executeTakeFirstOrThrow();
      const sum = await t.db
        .selectFrom('lessons')
        .select((eb) => eb.fn.sum<number>('duration_minutes').as('n'))
        .where('course_id', '=', row.course_id)
        .where('published', '=', 1)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      expect(course.duration_minutes).toBe(Number(sum.n));
    });

    it('does nothing the second time: the lesson has its video', async () => {
      const [lesson] = await previewLessons(t.db);
      const assets = await t.db.selectFrom('video_assets').select('id').execute();
      const before = await lessonRow(t.db, lesson!.id);
      await quickJob(context(t.db, t.services.storage), lesson!.id);
      expect(await t.db.selectFrom('video_assets').select('id').execute()).toEqual(assets);
      expect(await lessonRow(t.db, lesson!.id)).toEqual(before);
    });

    it('never replaces an admin’s own video (a link or a hosted one) and leaves lessons that are not video lessons alone', async () => {
      const [, linked, hosted] = await previewLessons(t.db);
      const [textLesson] = await t.db.selectFrom('lessons').select('id').where('kind', '=', 'text').limit(1).execute();
      await t.db.updateTable('lessons').set({ video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }).where('id', '=', linked!.id).execute();
      const existing = await t.db.selectFrom('video_assets').select('id').executeTakeFirstOrThrow();
      await t.db.updateTable('lessons').set({ video_asset_id: existing.id }).where('id', '=', hosted!.id).execute();
      const assets = await t.db.selectFrom('video_assets').select('id').execute();
      for (const id of [linked!.id, hosted!.id, textLesson!.id]) await quickJob(context(t.db, t.services.storage), id);
      expect(await t.db.selectFrom('video_assets').select('id').execute()).toEqual(assets);
      expect(await lessonRow(t.db, linked!.id)).toMatchObject({ video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', video_asset_id: null });
      expect(await lessonRow(t.db, hosted!.id)).toMatchObject({ video_asset_id: existing.id });
      // A lesson that is gone is no error: the job has nothing to do.
      await quickJob(context(t.db, t.services.storage), 999_999);
    });

    it('points a lesson at one of twenty racing demo videos, and discards one no lesson took', { timeout: 60_000 }, async () => {
      const lessons = await previewLessons(t.db);
      const free = lessons[3]!;
      const { storage } = t.services;
      const made = await t.db.selectFrom('video_assets').select('source_key').where('lesson_id', '=', lessons[0]!.id).executeTakeFirstOrThrow();
      const copy = await storage.localCopy(made.source_key);
      try {
        const probe = await probeVideo(copy.path);
        const assets = await Promise.all(
          Array.from({ length: 20 }, () => createVideoAsset({ db: t.db, storage }, { filePath: copy.path, fileName: 'demo.mp4', probe, lessonId: free.id, createdBy: null })),
        );
        const pointed = await Promise.all(assets.map((assetId) => pointLessonAtDemo(t.db, { lessonId: free.id, courseId: free.course_id, assetId, minutes: 1 })));
        expect(pointed.filter(Boolean)).toHaveLength(1);
        const winner = assets[pointed.indexOf(true)]!;
        expect((await lessonRow(t.db, free.id)).video_asset_id).toBe(winner);

        // A loser is removed with its queued transcode and its files.
        const loser = assets.find((id) => id !== winner)!;
        const { source_key: loserKey } = await t.db.selectFrom('video_assets').select('source_key').where('id', '=', loser).executeTakeFirstOrThrow();
        await discardDemoAsset({ db: t.db, storage }, loser);
        expect(await t.db.selectFrom('video_assets').select('id').where('id', '=', loser).execute()).toEqual([]);
        expect(await t.db.selectFrom('jobs').select('id').where('kind', '=', 'transcode').where('subject_id', '=', loser).execute()).toEqual([]);
        expect(await storage.size(loserKey)).toBeNull();
        expect(await storage.size((await t.db.selectFrom('video_assets').select('source_key').where('id', '=', winner).executeTakeFirstOrThrow()).source_key)).toBeGreaterThan(0);
      } finally {
        await copy.release();
      }
    });
  });
});

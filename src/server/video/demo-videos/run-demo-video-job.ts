import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { JobHandler } from '../../jobs/job-handler';
import { slugify } from '../../studio/slugs';
import { createVideoAsset } from '../create-video-asset';
import { probeVideo } from '../probe-video';
import { buildSlides } from './build-slides';
import { loadDemoLesson } from './demo-lesson';
import { discardDemoAsset, pointLessonAtDemo } from './point-lesson-at-demo';
import { renderDemoVideo } from './render-demo-video';

export type DemoVideoOptions = {
  /** Shows every slide this many seconds instead of its reading time (tests, to render quickly). */
  secondsPerSlide?: number;
};

/** How often a render in progress tells the job table it is alive. */
const HEARTBEAT_MS = 5_000;

/**
 * The 'demo-video' job on a lesson: draws its notes as slides, renders a
 * 1-3 minute MP4 in a temporary folder at a low CPU priority, probes it as
 * any upload is probed, keeps it with its transcode queued
 * (createVideoAsset: the upload's own path), and points the published
 * lesson at it. A lesson that has a video of its own by then, or is gone,
 * unpublished or not a video lesson, is left as it is.
 */
export function demoVideoJob(options: DemoVideoOptions = {}): JobHandler {
  return async ({ db, storage, logger, signal, heartbeat }, lessonId) => {
    const lesson = await loadDemoLesson(db, lessonId);
    if (!lesson?.wanted) return;
    const workDir = await mkdtemp(path.join(os.tmpdir(), 'hisab-demo-video-'));
    const beat = setInterval(() => {
      heartbeat().catch((error: unknown) => logger.warn('demo video: heartbeat failed', { lessonId, error: String(error) }));
    }, HEARTBEAT_MS);
    try {
      const slides = buildSlides(lesson.deck).map((slide) => (options.secondsPerSlide ? { ...slide, seconds: options.secondsPerSlide } : slide));
      const file = await renderDemoVideo({ input: lesson.deck, slides, workDir, signal });
      const probe = await probeVideo(file);
      signal.throwIfAborted();
      const assetId = await createVideoAsset({ db, storage }, { filePath: file, fileName: `${slugify(lesson.deck.lessonTitle)}.mp4`, probe, lessonId, createdBy: null });
      const minutes = Math.max(1, Math.round(probe.durationMs / 60_000));
      if (await pointLessonAtDemo(db, { lessonId, courseId: lesson.courseId, assetId, minutes })) {
        logger.info('demo video made', { lessonId, assetId, seconds: Math.round(probe.durationMs / 1000), slides: slides.length });
      } else {
        await discardDemoAsset({ db, storage }, assetId);
        logger.info('demo video not used: the lesson has a video of its own', { lessonId });
      }
    } finally {
      clearInterval(beat);
      await rm(workDir, { recursive: true, force: true });
    }
  };
}

/** The handler the job runner registers for 'demo-video'. */
export const runDemoVideoJob: JobHandler = demoVideoJob();

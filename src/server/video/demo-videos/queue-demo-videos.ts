import { sql } from 'kysely';
import type { Config } from '../../config';
import { databaseKind, type Db } from '../../db/database';
import { enqueueJob } from '../../jobs/enqueue-job';
import type { Logger } from '../../logger';

/**
 * The lessons a fresh install makes demo lectures for: every free-preview
 * video lesson of a published course that has no video (no link, no
 * hosted asset) and never had a demo job. The seeded catalogue has 35 over
 * the 12 papers; a lecture costs about 5 CPU-seconds to render at a low
 * priority, then its transcode (see docs/production.md for the figures).
 * Ordered so that each paper's first preview comes before any paper's
 * second: with one job at a time, every paper soon has a video that plays.
 */
async function lessonsWanting(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .innerJoin('course_sections', 'course_sections.id', 'lessons.section_id')
    .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
    .select(['lessons.id', 'subjects.id as subject_id'])
    .where('lessons.kind', '=', 'video')
    .where('lessons.free_preview', '=', 1)
    .where('lessons.published', '=', 1)
    .where('lessons.deleted_at', 'is', null)
    .where('lessons.video_url', 'is', null)
    .where('lessons.video_asset_id', 'is', null)
    .where('courses.status', '=', 'published')
    .where('courses.deleted_at', 'is', null)
    // A lesson tried once is not tried again at the next start: a job that failed keeps its reason for the admin.
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('jobs').select('jobs.id').where('jobs.kind', '=', 'demo-video').whereRef('jobs.subject_id', '=', 'lessons.id'))))
    .orderBy('subjects.position')
    .orderBy('courses.featured', 'desc')
    .orderBy('courses.id')
    .orderBy('course_sections.position')
    .orderBy('lessons.position')
    .execute();
  const seen = new Set<number>();
  const firsts: number[] = [];
  const rest: number[] = [];
  for (const row of rows) {
    (seen.has(row.subject_id) ? rest : firsts).push(row.id);
    seen.add(row.subject_id);
  }
  return [...firsts, ...rest];
}

/** The PostgreSQL advisory lock that lets one process at a time queue demo videos ("Demo" in ASCII). */
const QUEUE_LOCK = 0x44656d6f;

/**
 * Queues a 'demo-video' job for each lesson that wants one (see above) and
 * answers how many it queued. Nothing when DEMO_VIDEOS=off, and nothing at
 * a later start: those lessons have their videos, or their jobs. Every
 * process of a cluster runs it at start: the transaction lets one at a time
 * look and queue (SQLite's write lock, a PostgreSQL advisory lock), so the
 * first queues them all and answers the count, the others find none. A
 * lesson never has two live jobs either way (the jobs table's partial
 * unique index; enqueueJob does nothing for a second).
 */
export async function queueDemoVideos(db: Db, config: Pick<Config, 'demoVideos'>): Promise<number> {
  if (!config.demoVideos) return 0;
  return db.transaction().execute(async (trx) => {
    if (databaseKind(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${QUEUE_LOCK})`.execute(trx);
    const lessons = await lessonsWanting(trx);
    for (const lessonId of lessons) await enqueueJob(trx, { kind: 'demo-video', subjectId: lessonId });
    return lessons.length;
  });
}

/**
 * Queues the demo videos after the server listens, without holding up
 * anything: answers how many were queued, or 0 (logged) when that failed,
 * since a missing demo video is no reason to stop serving.
 */
export function startDemoVideos(db: Db, config: Pick<Config, 'demoVideos'>, logger: Logger): Promise<number> {
  return queueDemoVideos(db, config).then(
    (queued) => {
      if (queued > 0) logger.info('demo videos queued', { lessons: queued });
      return queued;
    },
    (error: unknown) => {
      logger.warn('demo videos could not be queued', { error: error instanceof Error ? error.message : String(error) });
      return 0;
    },
  );
}

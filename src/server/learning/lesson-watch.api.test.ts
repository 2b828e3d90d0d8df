import { beforeAll, describe, expect, it } from 'vitest';
import { lessonPlaybackSchema, lessonWatchResultSchema } from '../../contracts/learning-schemas';
import type { Db } from '../db/database';
import { grantEnrollment } from '../enrollments/grant-enrollment';
import { Browser, signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { insertReadyVideo } from '../testing/video-factory';
import { CREDIT_WINDOW_SECONDS, FASTEST_SPEED, FIRST_SAVE_SECONDS, saveLessonWatch } from './save-lesson-watch';

const SLUG = 'accounting-complete-course-december-2026';
/** The fixture is 8 s long: 90 % is 7.2 s, so 7 whole seconds watched complete it. */
const DURATION = 8;
const THRESHOLD = 7;

async function lessonsOf(db: Db) {
  return db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select(['lessons.id', 'lessons.free_preview', 'courses.id as course_id'])
    .where('courses.slug', '=', SLUG)
    .where('lessons.published', '=', 1)
    .orderBy('lessons.id')
    .execute();
}

async function errorCode(res: Response): Promise<string | undefined> {
  return ((await res.json()) as { error?: { code?: string } }).error?.code;
}

describe.each(testDatabaseKinds())('resume position and watched time (%s)', (kind) => {
  const t = useTestApp(kind);
  let courseId: number;
  /** Paid video lessons, one per test that needs a fresh watch row, and a free preview. */
  let videoLessons: number[] = [];
  let previewLesson: number;
  let noVideoLesson: number;

  beforeAll(async () => {
    const lessons = await lessonsOf(t.db);
    courseId = lessons[0]!.course_id;
    const paid = lessons.filter((l) => l.free_preview === 0);
    for (const lesson of paid.slice(0, 6)) await insertReadyVideo(t.services, { lessonId: lesson.id });
    videoLessons = paid.slice(0, 6).map((l) => l.id);
    noVideoLesson = paid[6]!.id;
    previewLesson = lessons.find((l) => l.free_preview === 1)!.id;
    await insertReadyVideo(t.services, { lessonId: previewLesson });
  });

  async function enrolledStudent(name = 'Mahin Watcher') {
    const student = await signedInAs(t.request, t.services.auth, 'student', name);
    await t.db.transaction().execute((trx) => grantEnrollment(trx, { userId: student.id, courseId, source: 'manual', orderId: null, now: new Date() }));
    return student;
  }
  const watchPath = (lessonId: number) => `/api/player/${SLUG}/lessons/${lessonId}/watch`;
  const save = (browser: Browser, lessonId: number, body: Record<string, unknown>) => browser.call(watchPath(lessonId), { method: 'PUT', body });
  async function watchRow(userId: string, lessonId: number) {
    return t.db.selectFrom('lesson_watch').selectAll().where('user_id', '=', userId).where('lesson_id', '=', lessonId).executeTakeFirst();
  }
  async function progressRows(userId: string, lessonId: number) {
    return t.db.selectFrom('lesson_progress').selectAll().where('user_id', '=', userId).where('lesson_id', '=', lessonId).execute();
  }
  /** Moves the student's credit clock back, as if their last save were that long ago. */
  async function creditedAgo(userId: string, lessonId: number, seconds: number) {
    await t.db
      .updateTable('lesson_watch')
      .set({ credited_until: new Date(Date.now() - seconds * 1000).toISOString() })
      .where('user_id', '=', userId)
      .where('lesson_id', '=', lessonId)
      .execute();
  }

  it('keeps the position (clamped to the video) and the watched time, and the playback info resumes there on any device', async () => {
    const student = await enrolledStudent();
    const lessonId = videoLessons[0]!;
    const first = await save(student.browser, lessonId, { positionSeconds: 4, watchedSeconds: 4 });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(lessonWatchResultSchema.parse(await first.json())).toEqual({ positionSeconds: 4, watchedSeconds: 4, durationSeconds: DURATION, completed: false });
    expect(await watchRow(student.id, lessonId)).toMatchObject({ course_id: courseId, position_seconds: 4, watched_seconds: 4, duration_seconds: DURATION });

    // Another device of the same student: the playback info starts at the saved second.
    const elsewhere = new Browser(t.request);
    elsewhere.adoptCookies(student.browser);
    const info = lessonPlaybackSchema.parse(await (await elsewhere.call(`/api/player/${SLUG}/lessons/${lessonId}/video`)).json());
    expect(info).toMatchObject({ positionSeconds: 4, watchedSeconds: 4, durationSeconds: DURATION, completed: false });

    const past = await save(student.browser, lessonId, { positionSeconds: 500, watchedSeconds: 0, durationSeconds: 600 });
    expect(((await past.json()) as { positionSeconds: number }).positionSeconds).toBe(DURATION);
    // At the very end, the next visit starts from the beginning.
    const again = lessonPlaybackSchema.parse(await (await student.browser.call(`/api/player/${SLUG}/lessons/${lessonId}/video`)).json());
    expect(again.positionSeconds).toBe(0);
  });

  it('marks the lesson complete at 90 % watched, once, and a student who unmarks it is not overruled by the next save', async () => {
    const student = await enrolledStudent();
    const lessonId = videoLessons[1]!;
    const below = await save(student.browser, lessonId, { positionSeconds: 6, watchedSeconds: THRESHOLD - 1 });
    expect(((await below.json()) as { completed: boolean }).completed).toBe(false);
    expect(await progressRows(student.id, lessonId)).toEqual([]);
    const reached = await save(student.browser, lessonId, { positionSeconds: 7, watchedSeconds: 1 });
    expect(lessonWatchResultSchema.parse(await reached.json())).toMatchObject({ watchedSeconds: THRESHOLD, completed: true });
    expect(await progressRows(student.id, lessonId)).toHaveLength(1);
    const lesson = (await (await student.browser.call(`/api/player/${SLUG}/lessons/${lessonId}`)).json()) as { completed: boolean };
    expect(lesson.completed).toBe(true);

    // The "Mark complete" button stays the student's: unmarked, a later save leaves it unmarked.
    expect((await student.browser.call(`/api/player/${SLUG}/lessons/${lessonId}/progress`, { body: { completed: false } })).status).toBe(200);
    const after = await save(student.browser, lessonId, { positionSeconds: 8, watchedSeconds: 1 });
    expect(((await after.json()) as { completed: boolean }).completed).toBe(false);
    expect(await progressRows(student.id, lessonId)).toEqual([]);
  });

  it('caps the watched time added by the wall-clock time not yet credited (2x speed), so saving often or claiming much gains nothing', async () => {
    const student = await enrolledStudent();
    const lessonId = videoLessons[2]!;
    const at = (seconds: number) => new Date(Date.parse('2026-11-28T09:00:00Z') + seconds * 1000);
    const saveAt = (seconds: number, watchedSeconds: number) => saveLessonWatch(t.db, { slug: SLUG, lessonId, userId: student.id, watch: { positionSeconds: 1, watchedSeconds }, now: at(seconds) });

    // The first save may add FIRST_SAVE_SECONDS; saves at the same moment add nothing more.
    expect((await saveAt(0, 1000)).watchedSeconds).toBe(FIRST_SAVE_SECONDS);
    for (let i = 0; i < 10; i += 1) expect((await saveAt(0, 1000)).watchedSeconds).toBe(FIRST_SAVE_SECONDS);
    // 10 s later: up to 20 s more, at most what was asked.
    expect((await saveAt(10, 5)).watchedSeconds).toBe(FIRST_SAVE_SECONDS + 5);
    expect((await saveAt(10, 1000)).watchedSeconds).toBe(FIRST_SAVE_SECONDS + 10 * FASTEST_SPEED);
    // Credit unused for a long pause lapses after CREDIT_WINDOW_SECONDS.
    expect((await saveAt(10 + 3600, 100_000)).watchedSeconds).toBe(FIRST_SAVE_SECONDS + 10 * FASTEST_SPEED + CREDIT_WINDOW_SECONDS * FASTEST_SPEED);
    // Through the API too: a claim of an hour right after a save adds (almost) nothing.
    const before = (await watchRow(student.id, lessonId))!.watched_seconds;
    await creditedAgo(student.id, lessonId, 0);
    const claimed = await save(student.browser, lessonId, { positionSeconds: 2, watchedSeconds: 3600 });
    expect(((await claimed.json()) as { watchedSeconds: number }).watchedSeconds - before).toBeLessThan(5);
  });

  it('adds up 20 concurrent saves exactly and completes the lesson once', async () => {
    const student = await enrolledStudent();
    const lessonId = videoLessons[3]!;
    expect((await save(student.browser, lessonId, { positionSeconds: 0, watchedSeconds: 0 })).status).toBe(200);
    // Two minutes of credit (240 s at 2x) covers the 20 saves of 5 s.
    await creditedAgo(student.id, lessonId, 120);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => save(student.browser, lessonId, { positionSeconds: i % DURATION, watchedSeconds: 5 })));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    const results = await Promise.all(answers.map(async (res) => lessonWatchResultSchema.parse(await res.json())));
    expect(results.map((r) => r.watchedSeconds).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => (i + 1) * 5));
    // Only the save that ran first was below 90 %.
    expect(results.filter((r) => !r.completed).map((r) => r.watchedSeconds)).toEqual([5]);
    expect((await watchRow(student.id, lessonId))!.watched_seconds).toBe(100);
    expect(await progressRows(student.id, lessonId)).toHaveLength(1);
  });

  it('refuses visitors, students without active access (also on a free preview), and lessons without a hosted video', async () => {
    const body = { positionSeconds: 1, watchedSeconds: 1 };
    const visitor = await save(new Browser(t.request), videoLessons[4]!, body);
    expect(visitor.status).toBe(401);
    const outsider = await signedInAs(t.request, t.services.auth, 'student', 'Tanvir Outsider');
    for (const lessonId of [videoLessons[4]!, previewLesson]) {
      const res = await save(outsider.browser, lessonId, body);
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe('enrollment_required');
    }
    expect(await t.db.selectFrom('lesson_watch').select('lesson_id').where('user_id', '=', outsider.id).execute()).toEqual([]);
    // A visitor may play the free preview, and starts at the beginning.
    const preview = lessonPlaybackSchema.parse(await (await new Browser(t.request).call(`/api/player/${SLUG}/lessons/${previewLesson}/video`)).json());
    expect(preview).toMatchObject({ positionSeconds: 0, watchedSeconds: 0, completed: false });

    const student = await enrolledStudent();
    const none = await save(student.browser, noVideoLesson, body);
    expect(none.status).toBe(404);
    expect(await errorCode(none)).toBe('recording_not_ready');
    const invalid = await save(student.browser, videoLessons[4]!, { positionSeconds: -1, watchedSeconds: 1.5 });
    expect(invalid.status).toBe(400);
  });

  it("never reads or writes another student's watch row", async () => {
    const a = await enrolledStudent('Anika First');
    const b = await enrolledStudent('Borhan Second');
    const lessonId = videoLessons[5]!;
    expect((await save(a.browser, lessonId, { positionSeconds: 5, watchedSeconds: 5 })).status).toBe(200);
    const aRow = await watchRow(a.id, lessonId);
    const seenByB = lessonPlaybackSchema.parse(await (await b.browser.call(`/api/player/${SLUG}/lessons/${lessonId}/video`)).json());
    expect(seenByB).toMatchObject({ positionSeconds: 0, watchedSeconds: 0 });
    expect((await save(b.browser, lessonId, { positionSeconds: 2, watchedSeconds: 2 })).status).toBe(200);
    expect(await watchRow(a.id, lessonId)).toEqual(aRow);
    expect(await watchRow(b.id, lessonId)).toMatchObject({ position_seconds: 2, watched_seconds: 2 });
  });
});

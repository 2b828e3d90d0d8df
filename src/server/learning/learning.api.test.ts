import { describe, expect, it } from 'vitest';
import { myEnrollmentDetailSchema, myEnrollmentListSchema, myOrderListSchema, playerSchema, lessonContentSchema, lessonProgressResultSchema } from '../../contracts/learning-schemas';
import type { Db } from '../db/database';
import { grantEnrollment } from '../enrollments/grant-enrollment';
import { moveFilesToStorage } from '../storage/move-files';
import { Browser, signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

const SLUG = 'accounting-complete-course-december-2026';
const OTHER = 'double-entry-in-10-days';
const PDF = new TextEncoder().encode('%PDF-1.4\n% lesson notes\n%%EOF\n');

type Lesson = { id: number; free_preview: number; kind: string };

async function lessonsOf(db: Db, slug: string): Promise<Lesson[]> {
  return db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .innerJoin('course_sections', 'course_sections.id', 'lessons.section_id')
    .select(['lessons.id', 'lessons.free_preview', 'lessons.kind'])
    .where('courses.slug', '=', slug)
    .orderBy('course_sections.position')
    .orderBy('lessons.position')
    .execute();
}

async function courseId(db: Db, slug: string): Promise<number> {
  return (await db.selectFrom('courses').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
}

async function code(res: Response): Promise<{ code: string; details?: unknown }> {
  return ((await res.json()) as { error: { code: string; details?: unknown } }).error;
}

describe.each(testDatabaseKinds())('learning API (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });

  async function enroll(userId: string, slug = SLUG) {
    const id = await courseId(t.db, slug);
    await t.db.transaction().execute((trx) => grantEnrollment(trx, { userId, courseId: id, source: 'manual', orderId: null, now: new Date() }));
  }
  async function setEnrollment(userId: string, values: { status?: 'active' | 'revoked'; expires_at?: string | null }) {
    await t.db
      .updateTable('enrollments')
      .set(values)
      .where('user_id', '=', userId)
      .where('course_id', '=', await courseId(t.db, SLUG))
      .execute();
  }
  async function student(name?: string) {
    return signedInAs(t.request, t.services.auth, 'student', name);
  }
  async function paidPdfLesson(): Promise<number> {
    const lesson = (await lessonsOf(t.db, SLUG)).find((l) => l.kind === 'pdf' && l.free_preview === 0)!;
    await t.db.updateTable('lessons').set({ file_name: 'double-entry-rules.pdf', file_content: PDF }).where('id', '=', lesson.id).execute();
    return lesson.id;
  }

  it('plays a free preview for visitors and refuses a paid lesson with 401, never cached publicly', async () => {
    const lessons = await lessonsOf(t.db, SLUG);
    const preview = lessons.find((l) => l.free_preview === 1)!;
    const paid = lessons.find((l) => l.free_preview === 0)!;
    const open = await t.request(`/api/player/${SLUG}/lessons/${preview.id}`);
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('private, no-store');
    const content = lessonContentSchema.parse(await open.json());
    expect(content).toMatchObject({ id: preview.id, freePreview: true, completed: false, previousLessonId: null });
    const refused = await t.request(`/api/player/${SLUG}/lessons/${paid.id}`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect((await code(refused)).code).toBe('unauthenticated');

    const outline = playerSchema.parse(await (await t.request(`/api/player/${SLUG}`)).json());
    expect(outline.access).toEqual({ state: 'none', expiresAt: null });
    const flat = outline.sections.flatMap((s) => s.lessons);
    expect(flat.map((l) => l.id)).toEqual(lessons.map((l) => l.id));
    expect(flat.every((l) => l.locked === !l.freePreview)).toBe(true);
    expect(outline.resumeLessonId).toBe(preview.id);
  });

  it('refuses a paid lesson to students without active access, naming the state, and opens it for active ones', async () => {
    const paid = (await lessonsOf(t.db, SLUG)).find((l) => l.free_preview === 0)!;
    const { browser, id } = await student();
    const path = `/api/player/${SLUG}/lessons/${paid.id}`;
    const none = await browser.call(path);
    expect(none.status).toBe(403);
    expect(await code(none)).toMatchObject({ code: 'enrollment_required', details: { state: 'none' } });

    await enroll(id);
    expect((await browser.call(path)).status).toBe(200);
    await setEnrollment(id, { expires_at: new Date(Date.now() - 60_000).toISOString() });
    const expired = await browser.call(path);
    expect(expired.status).toBe(403);
    expect(await code(expired)).toMatchObject({ code: 'enrollment_required', details: { state: 'expired' } });
    const outline = playerSchema.parse(await (await browser.call(`/api/player/${SLUG}`)).json());
    expect(outline.access.state).toBe('expired');
    expect(outline.sections.flatMap((s) => s.lessons).find((l) => l.id === paid.id)?.locked).toBe(true);

    await setEnrollment(id, { expires_at: null, status: 'revoked' });
    const revoked = await browser.call(path);
    expect(await code(revoked)).toMatchObject({ code: 'enrollment_required', details: { state: 'revoked' } });
    await setEnrollment(id, { status: 'active' });
    expect((await browser.call(path)).status).toBe(200);
  });

  it('answers 404 for a lesson of another course, an unknown course and a draft', async () => {
    const { browser, id } = await student();
    await enroll(id);
    const foreign = (await lessonsOf(t.db, OTHER))[0]!;
    const res = await browser.call(`/api/player/${SLUG}/lessons/${foreign.id}`);
    expect(res.status).toBe(404);
    expect((await code(res)).code).toBe('lesson_not_found');
    expect((await code(await browser.call(`/api/player/${SLUG}/lessons/${foreign.id}/file`))).code).toBe('lesson_not_found');
    expect((await code(await t.request('/api/player/no-such-course'))).code).toBe('course_not_found');
    const draft = await t.db.selectFrom('courses').select('slug').where('status', '=', 'draft').executeTakeFirst();
    if (draft) expect((await t.request(`/api/player/${draft.slug}`)).status).toBe(404);
  });

  it('serves a lesson PDF inline or as an attachment behind the same check', async () => {
    const lessonId = await paidPdfLesson();
    const path = `/api/player/${SLUG}/lessons/${lessonId}/file`;
    expect((await t.request(path)).status).toBe(401);
    const { browser, id } = await student();
    const refused = await browser.call(path);
    expect(await code(refused)).toMatchObject({ code: 'enrollment_required', details: { state: 'none' } });
    await enroll(id);
    const lesson = lessonContentSchema.parse(await (await browser.call(`/api/player/${SLUG}/lessons/${lessonId}`)).json());
    expect(lesson.fileUrl).toBe(path);
    const inline = await browser.call(path);
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; filename="double-entry-rules.pdf"/);
    expect(inline.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(inline.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(new Uint8Array(await inline.arrayBuffer())).toEqual(PDF);
    const attachment = await browser.call(`${path}?download=1`);
    expect(attachment.headers.get('content-disposition')).toMatch(/^attachment; filename="double-entry-rules.pdf"/);
    await setEnrollment(id, { expires_at: new Date(Date.now() - 1000).toISOString() });
    expect(await code(await browser.call(path))).toMatchObject({ code: 'enrollment_required', details: { state: 'expired' } });
  });

  it('serves a lesson PDF in byte ranges (206, 416), from its row and once moved to the storage layer, behind the same check', async () => {
    const lessonId = await paidPdfLesson();
    const path = `/api/player/${SLUG}/lessons/${lessonId}/file`;
    const { browser, id } = await student();
    expect((await browser.call(path, { headers: { Range: 'bytes=0-4' } })).status).toBe(403);
    await enroll(id);
    const size = PDF.byteLength;
    const check = async () => {
      const whole = await browser.call(path);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(new Uint8Array(await whole.arrayBuffer())).toEqual(PDF);
      const head = await browser.call(path, { headers: { Range: 'bytes=0-4' } });
      expect(head.status).toBe(206);
      expect(head.headers.get('content-range')).toBe(`bytes 0-4/${size}`);
      expect(head.headers.get('content-length')).toBe('5');
      expect(head.headers.get('cache-control')).toBe('private, no-store');
      expect(await head.text()).toBe('%PDF-');
      const tail = await browser.call(path, { headers: { Range: 'bytes=-6' } });
      expect(tail.status).toBe(206);
      expect(tail.headers.get('content-range')).toBe(`bytes ${size - 6}-${size - 1}/${size}`);
      expect(await tail.text()).toBe('%%EOF\n');
      const past = await browser.call(path, { headers: { Range: `bytes=${size}-` } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe(`bytes */${size}`);
    };
    await check();
    expect((await moveFilesToStorage({ db: t.db, storage: t.services.storage })).lessons).toBeGreaterThan(0);
    const row = await t.db.selectFrom('lessons').select(['file_key', 'file_content']).where('id', '=', lessonId).executeTakeFirstOrThrow();
    expect(row).toEqual({ file_key: expect.stringMatching(/^lesson-files\//), file_content: null });
    await check();
  });

  it('downloads an enrolled-only resource only with active access to its course', async () => {
    const resource = await t.db
      .selectFrom('resources')
      .innerJoin('courses', 'courses.id', 'resources.course_id')
      .select(['resources.slug', 'courses.title', 'courses.slug as course_slug'])
      .where('courses.slug', '=', SLUG)
      .where('resources.access', '=', 'enrolled')
      .executeTakeFirstOrThrow();
    const path = `/api/resources/${resource.slug}/download`;
    const visitor = await t.request(path);
    expect(visitor.status).toBe(403);
    expect(await code(visitor)).toMatchObject({ code: 'resource_locked', details: { course: { slug: SLUG, title: resource.title } } });
    const { browser, id } = await student();
    expect((await code(await browser.call(path))).code).toBe('resource_locked');
    await enroll(id);
    const ok = await browser.call(path);
    expect(ok.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await ok.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    await setEnrollment(id, { status: 'revoked' });
    expect((await code(await browser.call(path))).code).toBe('resource_locked');
    const { browser: other } = await student('Other Student');
    expect((await other.call(path)).status).toBe(403);
  });

  it('keeps progress and the resume lesson per student, and marking is idempotent both ways', async () => {
    const lessons = await lessonsOf(t.db, SLUG);
    const a = await student('Student A');
    const b = await student('Student B');
    await enroll(a.id);
    await enroll(b.id);
    const [first, second, third] = lessons;
    const mark = (who: Browser, lessonId: number, completed: boolean) => who.call(`/api/player/${SLUG}/lessons/${lessonId}/progress`, { body: { completed } });

    for (let i = 0; i < 2; i++) {
      const res = await mark(a.browser, first!.id, true);
      expect(res.status).toBe(200);
      expect(lessonProgressResultSchema.parse(await res.json())).toEqual({
        lessonId: first!.id,
        completed: true,
        progress: { completed: 1, total: lessons.length, percent: Math.floor(100 / lessons.length) },
      });
    }
    await Promise.all([mark(a.browser, second!.id, true), mark(a.browser, second!.id, true)]);
    const after = lessonProgressResultSchema.parse(await (await mark(a.browser, third!.id, true)).json());
    expect(after.progress.completed).toBe(3);
    for (let i = 0; i < 2; i++) {
      const undone = lessonProgressResultSchema.parse(await (await mark(a.browser, third!.id, false)).json());
      expect(undone.progress.completed).toBe(2);
    }
    expect((await a.browser.call(`/api/player/${SLUG}/lessons/${second!.id}/open`, { method: 'POST' })).status).toBe(204);

    const mine = playerSchema.parse(await (await a.browser.call(`/api/player/${SLUG}`)).json());
    expect(mine.progress.completed).toBe(2);
    expect(mine.resumeLessonId).toBe(second!.id);
    const theirs = playerSchema.parse(await (await b.browser.call(`/api/player/${SLUG}`)).json());
    expect(theirs.progress.completed).toBe(0);
    expect(theirs.sections.flatMap((s) => s.lessons).some((l) => l.completed)).toBe(false);
    expect(theirs.resumeLessonId).toBe(first!.id);
    const theirList = myEnrollmentListSchema.parse(await (await b.browser.call('/api/my/enrollments')).json());
    expect(theirList.enrollments[0]).toMatchObject({ lastLesson: null, lastOpenedAt: null, progress: { completed: 0 } });
    const lesson = lessonContentSchema.parse(await (await b.browser.call(`/api/player/${SLUG}/lessons/${first!.id}`)).json());
    expect(lesson.completed).toBe(false);

    const list = myEnrollmentListSchema.parse(await (await a.browser.call('/api/my/enrollments')).json());
    expect(list.enrollments).toHaveLength(1);
    expect(list.enrollments[0]).toMatchObject({ state: 'active', course: { slug: SLUG }, progress: { completed: 2 }, lastLesson: { id: second!.id }, resumeLessonId: second!.id });
  });

  it('refuses progress and the resume point to visitors and students without active access', async () => {
    const preview = (await lessonsOf(t.db, SLUG)).find((l) => l.free_preview === 1)!;
    const path = `/api/player/${SLUG}/lessons/${preview.id}`;
    const visitor = new Browser(t.request);
    expect((await visitor.call(`${path}/progress`, { body: { completed: true } })).status).toBe(401);
    expect((await visitor.call(`${path}/open`, { method: 'POST' })).status).toBe(401);
    const { browser } = await student();
    expect((await browser.call(`${path}/progress`, { body: { completed: true } })).status).toBe(403);
    expect((await browser.call(`${path}/progress`, { body: { completed: 'yes' } })).status).toBe(400);
  });

  it("lists only the caller's enrollments and orders, active first, and the detail of their own course only", async () => {
    const a = await student('Student A');
    const b = await student('Student B');
    await enroll(a.id, SLUG);
    await enroll(a.id, OTHER);
    await enroll(b.id, OTHER);
    await setEnrollment(a.id, { expires_at: new Date(Date.now() - 1000).toISOString() });
    const now = new Date().toISOString();
    const order = (userId: string, reference: string, slug: string, createdAt: string) =>
      t.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('orders')
          .values({
            reference,
            user_id: userId,
            checkout_key: reference,
            status: 'approved',
            method: 'bkash',
            subtotal_paisa: 450000,
            discount_paisa: 0,
            total_paisa: 450000,
            trx_id: `TRX${reference.slice(4)}`,
            sender: '01711000000',
            created_at: createdAt,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('order_items')
          .values({
            order_id: id,
            course_id: await courseId(trx, slug),
            course_slug: slug,
            course_title: 'A course',
            price_paisa: 450000,
            sale_price_paisa: null,
            discount_paisa: 0,
            paid_paisa: 450000,
            position: 0,
          })
          .execute();
      });
    await order(a.id, 'HSB-AAAA01', SLUG, '2026-01-01T00:00:00.000Z');
    await order(a.id, 'HSB-AAAA02', OTHER, '2026-02-01T00:00:00.000Z');
    await order(b.id, 'HSB-BBBB01', OTHER, '2026-03-01T00:00:00.000Z');

    const orders = myOrderListSchema.parse(await (await a.browser.call('/api/my/orders')).json()).orders;
    expect(orders.map((o) => o.reference)).toEqual(['HSB-AAAA02', 'HSB-AAAA01']);
    const theirs = myOrderListSchema.parse(await (await b.browser.call('/api/my/orders')).json()).orders;
    expect(theirs.map((o) => o.reference)).toEqual(['HSB-BBBB01']);

    const list = myEnrollmentListSchema.parse(await (await a.browser.call('/api/my/enrollments')).json()).enrollments;
    expect(list.map((e) => [e.course.slug, e.state])).toEqual([
      [OTHER, 'active'],
      [SLUG, 'expired'],
    ]);
    expect(myEnrollmentListSchema.parse(await (await b.browser.call('/api/my/enrollments')).json()).enrollments.map((e) => e.course.slug)).toEqual([OTHER]);

    const detail = myEnrollmentDetailSchema.parse(await (await a.browser.call(`/api/my/enrollments/${SLUG}`)).json());
    expect(detail.receipts.map((o) => o.reference)).toEqual(['HSB-AAAA01']);
    expect(detail.state).toBe('expired');
    expect(detail.sections.length).toBeGreaterThan(0);
    expect(detail.resources.some((r) => r.access === 'enrolled' && r.unlockedBy?.slug === SLUG)).toBe(true);
    expect(detail.resources.every((r) => r.access === 'public' || r.unlockedBy?.slug === SLUG)).toBe(true);
    const notMine = await b.browser.call(`/api/my/enrollments/${SLUG}`);
    expect(notMine.status).toBe(404);
    expect((await code(notMine)).code).toBe('enrollment_not_found');
    expect((await t.request('/api/my/enrollments')).status).toBe(401);
    expect((await t.request('/api/my/orders')).status).toBe(401);
  });
});

import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { grantEnrollment } from '../enrollments/grant-enrollment';
import { newOrderReference } from '../orders/order-reference';
import { documentedOperations, pathParameters, type ApiEndpoint } from '../testing/api-operations';
import { type Browser, signedInAs } from '../testing/auth-helpers';
import { insertExamWithBank, SAMPLE_RIGHT_ANSWERS } from '../testing/exam-factory';
import { plausibleValue } from '../testing/malformed-input';
import { insertOrder } from '../testing/order-factory';
import { sellablePaidCourseSlugs } from '../testing/sellable-courses';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { insertReadyVideo } from '../testing/video-factory';

type Answer = { status: number; body: unknown };

/** The smallest PNG the screenshot upload takes as one (its first bytes are what is checked). */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]);

/**
 * Path parameters that name one student's row: the walk puts student A's
 * ids in them and expects student B to get exactly what an id nobody has
 * gets, a 404 with the loader's code and message.
 */
const ROW_PARAMETERS = {
  attemptId: 'attempt_not_found',
  reference: 'order_not_found',
} as const;
type RowParameter = keyof typeof ROW_PARAMETERS;

/**
 * Parameters that name nothing of a student's own: a public catalogue
 * address (a course's, exam's, post's, mentor's, paper's or page's), a
 * picture's file (drawn from the catalogue, or an uploaded one by its
 * content's hash) and a question's place within an attempt named beside
 * it. A `slug` under /my/ and any `lessonId` are a student's standing with
 * a course instead (see `isCourseStanding`). A signed media address's
 * `token` (and the `folder` of the file under it) is a bearer capability
 * checked by its signature, never by the session, so it names no row. A
 * certificate's `code` is what its holder hands out for anyone to check on
 * the public verify page: the same answer whoever asks, by design.
 */
const PUBLIC_PARAMETERS = new Set(['slug', 'name', 'file', 'hash', 'position', 'token', 'folder', 'code']);

/**
 * Where the path asks about the signed-in student's standing with a
 * course (their enrollment, their access, a lesson behind it): B asking
 * with A's course and lesson must get what B gets for a course nobody is
 * enrolled in. A lesson belongs to its course, whose outline lists it for
 * everyone, so its refusal is the one any student without access gets
 * (403 `enrollment_required`, state none), never the lesson.
 */
function isCourseStanding(endpoint: ApiEndpoint): boolean {
  const names = pathParameters(endpoint);
  return names.includes('lessonId') || (endpoint.template.startsWith('/api/my/') && names.includes('slug'));
}

/**
 * The admin API and the marking area refuse every student before reading a
 * parameter (the audience walk proves it); what a tutor may reach there is
 * the marking tests' concern (marking/marking.api.test.ts).
 */
const staffOnly = (template: string) => template.startsWith('/api/admin/') || template.startsWith('/api/marking/');

/** Everything of student A's that a request could change, to compare before and after the walk. */
async function rowsOf(db: Db, userId: string, attemptIds: string[]) {
  return {
    attempts: await db.selectFrom('exam_attempts').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    answers: await db.selectFrom('exam_answers').selectAll().where('attempt_id', 'in', attemptIds).orderBy('attempt_id').orderBy('position').execute(),
    orders: await db.selectFrom('orders').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    enrollments: await db.selectFrom('enrollments').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    progress: await db.selectFrom('lesson_progress').selectAll().where('user_id', '=', userId).orderBy('lesson_id').execute(),
    watch: await db.selectFrom('lesson_watch').selectAll().where('user_id', '=', userId).orderBy('lesson_id').execute(),
    cart: await db.selectFrom('cart_items').selectAll().where('user_id', '=', userId).orderBy('course_id').execute(),
  };
}

/** A paid course's first lesson that is not a free preview: one only its students may open. */
async function paidLesson(db: Db, slug: string): Promise<{ slug: string; courseId: number; lessonId: number }> {
  const { id: courseId } = await db.selectFrom('courses').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  const lessons = db.selectFrom('lessons').select('id').where('course_id', '=', courseId).where('published', '=', 1).where('deleted_at', 'is', null);
  const lesson = await lessons.where('free_preview', '=', 0).orderBy('id').executeTakeFirstOrThrow();
  return { slug, courseId, lessonId: lesson.id };
}

describe.each(testDatabaseKinds())("one student asking for another student's rows (%s)", (kind) => {
  const t = useTestApp(kind);
  let endpoints: ApiEndpoint[] = [];
  let a: { browser: Browser; id: string; email: string };
  let b: { browser: Browser; id: string; email: string };
  /** Student A's ids, by the parameter that names them. */
  const mine = { attemptId: [] as string[], reference: [] as string[] };
  /** A's course with a lesson only its students open, and a course nobody is enrolled in, to compare with. */
  let course: Awaited<ReturnType<typeof paidLesson>>;
  let control: Awaited<ReturnType<typeof paidLesson>>;

  beforeAll(async () => {
    endpoints = await documentedOperations(t.request);
    a = await signedInAs(t.request, t.services.auth, 'student', 'Ayesha Crosscheck');
    b = await signedInAs(t.request, t.services.auth, 'student', 'Babul Prober');

    // A's purchases: one approved (the enrollment, and its receipt), one waiting for review, both with a screenshot.
    const [boughtSlug, pendingSlug, controlSlug] = await sellablePaidCourseSlugs(t.db);
    course = await paidLesson(t.db, boughtSlug!);
    control = await paidLesson(t.db, controlSlug!);
    const pendingCourse = await t.db.selectFrom('courses').select('id').where('slug', '=', pendingSlug!).executeTakeFirstOrThrow();
    const screenshot = { content: PNG, type: 'image/png' };
    const approved = await insertOrder(t.db, { userId: a.id, courseIds: [course.courseId], status: 'approved', screenshot });
    await grantEnrollment(t.db, { userId: a.id, courseId: course.courseId, source: 'order', orderId: approved.id, now: new Date() });
    const pending = await insertOrder(t.db, { userId: a.id, courseIds: [pendingCourse.id], screenshot });
    mine.reference.push(approved.reference, pending.reference);

    // A's place and progress in the lesson.
    const lessonPath = `/api/player/${course.slug}/lessons/${course.lessonId}`;
    expect((await a.browser.call(`${lessonPath}/open`, { method: 'POST' })).status).toBe(204);
    expect((await a.browser.call(`${lessonPath}/progress`, { body: { completed: true } })).status).toBe(200);
    // A's place in the lesson's hosted video (the course nobody bought has one too, to compare with).
    await insertReadyVideo(t.services, { lessonId: course.lessonId });
    await insertReadyVideo(t.services, { lessonId: control.lessonId });
    expect((await a.browser.call(`${lessonPath}/watch`, { method: 'PUT', body: { positionSeconds: 3, watchedSeconds: 3 } })).status).toBe(200);

    // A's attempts: one submitted with an answer, one in progress with an answer and a place.
    const { exam } = await insertExamWithBank(t.db, t.services.exams);
    for (const finish of [true, false]) {
      const started = await a.browser.call(`/api/exams/${exam.slug}/attempts`, { method: 'POST' });
      expect(started.status).toBe(201);
      const { attemptId } = (await started.json()) as { attemptId: string };
      const saved = await a.browser.call(`/api/attempts/${attemptId}/answers/1`, { method: 'PUT', body: { answer: SAMPLE_RIGHT_ANSWERS[0], revision: 1, flagged: false } });
      expect(saved.status).toBe(200);
      if (finish) expect((await a.browser.call(`/api/attempts/${attemptId}/submit`, { method: 'POST' })).status).toBe(200);
      else expect((await a.browser.call(`/api/attempts/${attemptId}/position`, { method: 'PUT', body: { position: 2 } })).status).toBe(200);
      mine.attemptId.push(attemptId);
    }
  });

  /** The body a request sends: a real screenshot to the upload, a minimal valid JSON body elsewhere. */
  function bodyOf(endpoint: ApiEndpoint): { contentType: string; body: string | Uint8Array<ArrayBuffer> } | null {
    const content = endpoint.operation.requestBody?.content;
    if (!content) return null;
    if (content['image/png']) return { contentType: 'image/png', body: PNG };
    const schema = content['application/json']?.schema;
    if (!schema) throw new Error(`${endpoint.method} ${endpoint.template} takes a body this walk cannot write: ${Object.keys(content).join(', ')}`);
    return { contentType: 'application/json', body: JSON.stringify(plausibleValue(schema)) };
  }

  async function ask(browser: Browser, endpoint: ApiEndpoint, values: Record<string, string>): Promise<Answer> {
    const path = endpoint.template.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`no value for {${name}} in ${endpoint.template}`);
      return encodeURIComponent(value);
    });
    const body = bodyOf(endpoint);
    const res = await browser.send(path, { method: endpoint.method, headers: body ? { 'Content-Type': body.contentType } : {}, body: body?.body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON (a file): compared as text.
    }
    return { status: res.status, body: parsed };
  }

  const where = (endpoint: ApiEndpoint, values: Record<string, string>) => `${endpoint.method} ${endpoint.template} ${JSON.stringify(values)}`;

  it(
    "answers every route that takes an attempt, order or receipt id of another student's as if the row did not exist, and one that asks about a course as for a course nobody bought",
    { timeout: 60_000 },
    async () => {
      const before = await rowsOf(t.db, a.id, mine.attemptId);
      const problems: string[] = [];
      const walked: string[] = [];
      for (const endpoint of endpoints.filter((e) => !staffOnly(e.template))) {
        const names = pathParameters(endpoint);
        const rowParameter = names.find((name): name is RowParameter => name in ROW_PARAMETERS);
        const unknown = names.filter((name) => !(name in ROW_PARAMETERS) && !PUBLIC_PARAMETERS.has(name) && name !== 'lessonId');
        if (unknown.length > 0) {
          problems.push(`${endpoint.method} ${endpoint.template}: say whether {${unknown.join('}, {')}} names a student's row (ROW_PARAMETERS) or not (PUBLIC_PARAMETERS)`);
          continue;
        }
        if (rowParameter) {
          walked.push(`${endpoint.method} ${endpoint.template}`);
          const missing = rowParameter === 'attemptId' ? crypto.randomBytes(12).toString('base64url') : newOrderReference();
          const nobody = await ask(b.browser, endpoint, { [rowParameter]: missing, position: '1' });
          const code = (nobody.body as { error?: { code?: string } }).error?.code;
          if (nobody.status !== 404 || code !== ROW_PARAMETERS[rowParameter]) {
            problems.push(
              `${where(endpoint, { [rowParameter]: missing })}: an id nobody has answered ${nobody.status} ${JSON.stringify(nobody.body)}, not 404 ${ROW_PARAMETERS[rowParameter]} (is the body valid?)`,
            );
            continue;
          }
          for (const value of mine[rowParameter]) {
            const answer = await ask(b.browser, endpoint, { [rowParameter]: value, position: '1' });
            if (JSON.stringify(answer) !== JSON.stringify(nobody)) problems.push(`${where(endpoint, { [rowParameter]: value })}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
          }
        } else if (isCourseStanding(endpoint)) {
          walked.push(`${endpoint.method} ${endpoint.template}`);
          const nobody = await ask(b.browser, endpoint, { slug: control.slug, lessonId: String(control.lessonId) });
          if (nobody.status === 400) {
            problems.push(`${where(endpoint, { slug: control.slug })}: the walk's request was refused as malformed: ${JSON.stringify(nobody.body)}`);
            continue;
          }
          const answer = await ask(b.browser, endpoint, { slug: course.slug, lessonId: String(course.lessonId) });
          if (JSON.stringify(answer) !== JSON.stringify(nobody)) {
            problems.push(
              `${where(endpoint, { slug: course.slug, lessonId: String(course.lessonId) })}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}, but ${nobody.status} ${JSON.stringify(nobody.body).slice(0, 300)} for a course nobody bought`,
            );
          }
          if (answer.status >= 200 && answer.status < 300 && endpoint.method !== 'GET') problems.push(`${where(endpoint, { slug: course.slug })}: a write was accepted (${answer.status})`);
        }
      }
      expect(problems, `${problems.length} answers told student B about student A's rows:\n${problems.join('\n')}`).toEqual([]);

      // The walk reached every route of today's that names such a row, and so will reach the next one added.
      expect(walked).toEqual(
        expect.arrayContaining([
          'GET /api/attempts/{attemptId}',
          'PUT /api/attempts/{attemptId}/answers/{position}',
          'PUT /api/attempts/{attemptId}/position',
          'POST /api/attempts/{attemptId}/answers/{position}/check',
          'POST /api/attempts/{attemptId}/submit',
          'GET /api/attempts/{attemptId}/result',
          'PUT /api/attempts/{attemptId}/self-marks/{position}',
          'GET /api/my/orders/{reference}',
          'PUT /api/my/orders/{reference}/screenshot',
          'GET /api/my/enrollments/{slug}',
          'GET /api/my/courses/{slug}/access',
          'GET /api/player/{slug}/lessons/{lessonId}',
          'GET /api/player/{slug}/lessons/{lessonId}/file',
          'POST /api/player/{slug}/lessons/{lessonId}/open',
          'POST /api/player/{slug}/lessons/{lessonId}/progress',
          'GET /api/player/{slug}/lessons/{lessonId}/video',
          'PUT /api/player/{slug}/lessons/{lessonId}/watch',
        ]),
      );

      // Nothing of A's changed, and every id the walk used was a real one: A still opens each of them.
      expect(await rowsOf(t.db, a.id, mine.attemptId)).toEqual(before);
      for (const attemptId of mine.attemptId) expect((await a.browser.call(`/api/attempts/${attemptId}`)).status).toBe(200);
      for (const reference of mine.reference) expect((await a.browser.call(`/api/my/orders/${reference}`)).status).toBe(200);
      expect((await a.browser.call(`/api/my/enrollments/${course.slug}`)).status).toBe(200);
      expect((await a.browser.call(`/api/player/${course.slug}/lessons/${course.lessonId}`)).status).toBe(200);
      expect(await (await a.browser.call(`/api/player/${course.slug}/lessons/${course.lessonId}/video`)).json()).toMatchObject({ positionSeconds: 3, watchedSeconds: 3 });
    },
  );

  it("never shows another student's ids, name or email in a signed-in student's lists", async () => {
    const secrets = [...mine.attemptId, ...mine.reference, a.email, 'Ayesha Crosscheck'];
    const lists = endpoints.filter((e) => e.method === 'GET' && !staffOnly(e.template) && pathParameters(e).length === 0);
    expect(lists.map((e) => e.template)).toEqual(expect.arrayContaining(['/api/my/orders', '/api/my/enrollments', '/api/my/exams']));
    const leaks: string[] = [];
    for (const endpoint of lists) {
      const text = await (await b.browser.call(endpoint.template)).text();
      for (const secret of secrets) if (text.includes(secret)) leaks.push(`GET ${endpoint.template} shows ${secret}`);
    }
    expect(leaks).toEqual([]);
    // A's own lists do show them: the secrets are the right ones.
    const own = await (await a.browser.call('/api/my/orders')).text();
    for (const reference of mine.reference) expect(own).toContain(reference);
  });
});

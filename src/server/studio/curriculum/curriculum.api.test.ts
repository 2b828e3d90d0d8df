import { describe, expect, it } from 'vitest';
import { courseDetailSchema } from '../../../contracts/catalogue-schemas';
import { lessonContentSchema, myEnrollmentListSchema, playerSchema } from '../../../contracts/learning-schemas';
import { curriculumSchema, LESSON_PDF_MAX_BYTES, studioLessonSchema, type Curriculum, type StudioLesson } from '../../../contracts/studio-curriculum-schemas';
import { grantEnrollment } from '../../enrollments/grant-enrollment';
import { signedInAs, type Browser } from '../../testing/auth-helpers';
import { insertSubject } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

const SLUG = 'accounting-complete-course-december-2026';
const PDF = new TextEncoder().encode('%PDF-1.7\n% lesson notes from the studio\n%%EOF\n');
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

type ErrorBody = { error: { code: string; details?: { currentVersion?: number } } };

async function errorOf(res: Response): Promise<ErrorBody['error']> {
  return ((await res.json()) as ErrorBody).error;
}

describe.each(testDatabaseKinds())('the curriculum builder on %s', (kind) => {
  const t = useTestApp(kind);

  async function admin() {
    return (await signedInAs(t.request, t.services.auth, 'admin')).browser;
  }
  async function courseIdOf(slug: string) {
    return (await t.db.selectFrom('courses').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  }
  /** A draft course of its own, with no sections: what the course editor makes. */
  async function emptyCourse(): Promise<number> {
    const subject = await insertSubject(t.db);
    const row = await t.db
      .insertInto('courses')
      .values({
        slug: `${subject.slug}-course`,
        title: 'A course built in the studio',
        subject_id: subject.id,
        summary: 'Built by a test.',
        description: 'Built by a test.',
        outcomes: '[]',
        requirements: '[]',
        language: 'English',
        price_paisa: 100_00,
        sale_price_paisa: null,
        access_days: null,
        access_until: null,
        status: 'draft',
        published_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  async function enrolledStudent(slug = SLUG) {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const courseId = await courseIdOf(slug);
    await t.db.transaction().execute((trx) => grantEnrollment(trx, { userId: student.id, courseId, source: 'manual', orderId: null, now: new Date() }));
    return student;
  }
  async function curriculum(browser: Browser, courseId: number): Promise<Curriculum> {
    const res = await browser.call(`/api/admin/studio/curriculum/${courseId}`);
    expect(res.status).toBe(200);
    return curriculumSchema.parse(await res.json());
  }
  async function ok<T>(res: Response, parse: (v: unknown) => T, status = 200): Promise<T> {
    if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${await res.text()}`);
    return parse(await res.json());
  }
  const asCurriculum = (v: unknown) => curriculumSchema.parse(v);
  const asLesson = (v: unknown) => studioLessonSchema.parse(v);

  async function addSection(browser: Browser, courseId: number, version: number, title: string) {
    return ok(await browser.call(`/api/admin/studio/curriculum/${courseId}/sections`, { body: { curriculumVersion: version, title } }), asCurriculum);
  }
  async function addLesson(browser: Browser, courseId: number, version: number, sectionId: number, title: string, lessonKind: 'video' | 'text' | 'pdf' = 'text') {
    return ok(await browser.call(`/api/admin/studio/curriculum/${courseId}/lessons`, { body: { curriculumVersion: version, sectionId, title, kind: lessonKind } }), asLesson, 201);
  }
  function draftOf(lesson: StudioLesson, changes: Partial<StudioLesson['draft']> = {}) {
    const { file: _file, ...fields } = lesson.draft;
    return { ...fields, ...changes, version: lesson.version };
  }
  async function saveDraft(browser: Browser, courseId: number, lesson: StudioLesson, changes: Partial<StudioLesson['draft']>) {
    return browser.call(`/api/admin/studio/curriculum/${courseId}/lessons/${lesson.id}/draft`, { method: 'PUT', body: draftOf(lesson, changes) });
  }
  async function publish(browser: Browser, courseId: number, lesson: StudioLesson) {
    return browser.call(`/api/admin/studio/curriculum/${courseId}/lessons/${lesson.id}/publish`, { body: { version: lesson.version } });
  }
  async function upload(browser: Browser, courseId: number, lesson: StudioLesson, bytes: Uint8Array<ArrayBuffer>, type = 'application/pdf') {
    return browser.send(`/api/admin/studio/curriculum/${courseId}/lessons/${lesson.id}/file?version=${lesson.version}&name=notes.pdf`, {
      method: 'PUT',
      headers: { 'Content-Type': type },
      body: bytes,
    });
  }

  it('adds sections and lessons and reorders them in one request, refusing an order that does not list exactly the course', async () => {
    const browser = await admin();
    const courseId = await emptyCourse();
    let c = await curriculum(browser, courseId);
    expect(c.sections).toEqual([]);
    c = await addSection(browser, courseId, c.curriculumVersion, 'Basics');
    c = await addSection(browser, courseId, c.curriculumVersion, 'Practice');
    const [basics, practice] = c.sections;
    let version = c.curriculumVersion;
    const names = ['Ledgers', 'Journals', 'Trial balance'];
    const ids: number[] = [];
    for (const name of names) {
      const lesson = await addLesson(browser, courseId, version, basics!.id, name);
      expect(lesson.state).toBe('draft');
      ids.push(lesson.id);
      version += 1;
    }
    c = await curriculum(browser, courseId);
    expect(c.curriculumVersion).toBe(version);
    expect(c.sections[0]!.lessons.map((l) => l.title)).toEqual(names);

    const order = (sections: { id: number; lessonIds: number[] }[], curriculumVersion = c.curriculumVersion) => ({ curriculumVersion, sections });
    const put = (body: unknown) => browser.call(`/api/admin/studio/curriculum/${courseId}/order`, { method: 'PUT', body });
    for (const wrong of [
      order([
        { id: practice!.id, lessonIds: [] },
        { id: basics!.id, lessonIds: ids },
      ]).sections.slice(0, 1),
      [
        { id: basics!.id, lessonIds: [ids[0]!, ids[1]!] },
        { id: practice!.id, lessonIds: [] },
      ],
      [
        { id: basics!.id, lessonIds: [ids[0]!, ids[1]!, ids[1]!] },
        { id: practice!.id, lessonIds: [ids[2]!] },
      ],
      [
        { id: basics!.id, lessonIds: [...ids, 999_999] },
        { id: practice!.id, lessonIds: [] },
      ],
      [
        { id: basics!.id, lessonIds: ids },
        { id: practice!.id, lessonIds: [] },
        { id: basics!.id, lessonIds: [] },
      ],
    ]) {
      const res = await put(order(wrong));
      expect(res.status, JSON.stringify(wrong)).toBe(400);
      expect((await errorOf(res)).code).toBe('curriculum_order_invalid');
    }
    expect((await curriculum(browser, courseId)).curriculumVersion).toBe(c.curriculumVersion);

    // Practice first; Trial balance moves into it; Journals before Ledgers.
    c = await ok(
      await put(
        order([
          { id: practice!.id, lessonIds: [ids[2]!] },
          { id: basics!.id, lessonIds: [ids[1]!, ids[0]!] },
        ]),
      ),
      asCurriculum,
    );
    expect(c.sections.map((s) => [s.title, s.lessons.map((l) => l.title)])).toEqual([
      ['Practice', ['Trial balance']],
      ['Basics', ['Journals', 'Ledgers']],
    ]);
    expect(await curriculum(browser, courseId)).toEqual(c);

    const stale = await put(
      order(
        [
          { id: basics!.id, lessonIds: ids },
          { id: practice!.id, lessonIds: [] },
        ],
        c.curriculumVersion - 1,
      ),
    );
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toMatchObject({ code: 'edit_conflict', details: { currentVersion: c.curriculumVersion } });

    const renamed = await ok(
      await browser.call(`/api/admin/studio/curriculum/${courseId}/sections/${practice!.id}`, { method: 'PATCH', body: { curriculumVersion: c.curriculumVersion, title: 'Practice sets' } }),
      asCurriculum,
    );
    expect(renamed.sections[0]!.title).toBe('Practice sets');
    const notEmpty = await browser.call(`/api/admin/studio/curriculum/${courseId}/sections/${practice!.id}?curriculumVersion=${renamed.curriculumVersion}`, { method: 'DELETE' });
    expect(notEmpty.status).toBe(409);
    expect((await errorOf(notEmpty)).code).toBe('section_not_empty');
    const emptied = await ok(
      await put(
        order(
          [
            { id: practice!.id, lessonIds: [] },
            { id: basics!.id, lessonIds: ids },
          ],
          renamed.curriculumVersion,
        ),
      ),
      asCurriculum,
    );
    const removed = await ok(
      await browser.call(`/api/admin/studio/curriculum/${courseId}/sections/${practice!.id}?curriculumVersion=${emptied.curriculumVersion}`, { method: 'DELETE' }),
      asCurriculum,
    );
    expect(removed.sections.map((s) => s.title)).toEqual(['Basics']);
    // A new section after a removed one takes a free place.
    const again = await addSection(browser, courseId, removed.curriculumVersion, 'Revision');
    expect(again.sections.map((s) => s.title)).toEqual(['Basics', 'Revision']);
  });

  it('keeps a draft from enrolled students until it is published, then shows it in the player, the course page and its counts', async () => {
    const browser = await admin();
    const student = await enrolledStudent();
    const courseId = await courseIdOf(SLUG);
    const before = await t.db.selectFrom('courses').select(['lessons_count', 'duration_minutes']).where('id', '=', courseId).executeTakeFirstOrThrow();
    const page = async () => courseDetailSchema.parse(await (await t.request(`/api/courses/${SLUG}`)).json());
    const player = async () => playerSchema.parse(await (await student.browser.call(`/api/player/${SLUG}`)).json());
    const sectionsBefore = (await page()).sections.length;
    const playerBefore = (await player()).progress.total;

    let c = await curriculum(browser, courseId);
    c = await addSection(browser, courseId, c.curriculumVersion, 'Studio extras');
    const section = c.sections.at(-1)!;
    let lesson = await addLesson(browser, courseId, c.curriculumVersion, section.id, 'Bank reconciliation');
    lesson = await ok(await saveDraft(browser, courseId, lesson, { body: '# Reconcile\n\nTick every entry.', durationMinutes: 12 }), asLesson);
    expect(lesson).toMatchObject({ state: 'draft', draft: { title: 'Bank reconciliation', durationMinutes: 12 } });

    // Nothing of it reaches students or the public yet.
    expect((await player()).sections.flatMap((s) => s.lessons).some((l) => l.id === lesson.id)).toBe(false);
    expect((await player()).sections.some((s) => s.title === 'Studio extras')).toBe(false);
    const hidden = await student.browser.call(`/api/player/${SLUG}/lessons/${lesson.id}`);
    expect(hidden.status).toBe(404);
    expect((await errorOf(hidden)).code).toBe('lesson_not_found');
    expect((await page()).sections).toHaveLength(sectionsBefore);

    lesson = await ok(await publish(browser, courseId, lesson), asLesson);
    expect(lesson.state).toBe('published');
    expect(lesson.history.map((h) => h.version)).toEqual([1]);
    const opened = lessonContentSchema.parse(await (await student.browser.call(`/api/player/${SLUG}/lessons/${lesson.id}`)).json());
    expect(opened).toMatchObject({ title: 'Bank reconciliation', body: '# Reconcile\n\nTick every entry.', sectionTitle: 'Studio extras', minutes: 12 });
    expect((await player()).progress.total).toBe(playerBefore + 1);
    const detail = await page();
    expect(detail.sections.at(-1)).toMatchObject({ title: 'Studio extras', lessons: [{ id: lesson.id, title: 'Bank reconciliation' }] });
    expect(detail.lessonsCount).toBe(before.lessons_count + 1);
    const after = await t.db.selectFrom('courses').select(['lessons_count', 'duration_minutes']).where('id', '=', courseId).executeTakeFirstOrThrow();
    expect(after).toEqual({ lessons_count: before.lessons_count + 1, duration_minutes: before.duration_minutes + 12 });
    const audit = await t.db.selectFrom('audit_log').select(['action', 'target_type']).where('target_id', '=', String(lesson.id)).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'content.created', target_type: 'lesson' },
      { action: 'content.published', target_type: 'lesson' },
    ]);

    // An edit of a published lesson waits as a draft; students keep the published text.
    lesson = await ok(await saveDraft(browser, courseId, lesson, { title: 'Bank reconciliations', body: 'New text.' }), asLesson);
    expect(lesson.state).toBe('changed');
    const still = lessonContentSchema.parse(await (await student.browser.call(`/api/player/${SLUG}/lessons/${lesson.id}`)).json());
    expect(still).toMatchObject({ title: 'Bank reconciliation', body: '# Reconcile\n\nTick every entry.' });
    expect((await curriculum(browser, courseId)).sections.at(-1)!.lessons[0]).toMatchObject({ title: 'Bank reconciliations', state: 'changed' });
    const nothing = await publish(browser, courseId, await ok(await publish(browser, courseId, lesson), asLesson));
    expect(nothing.status).toBe(409);
    expect((await errorOf(nothing)).code).toBe('nothing_to_publish');
    expect(lessonContentSchema.parse(await (await student.browser.call(`/api/player/${SLUG}/lessons/${lesson.id}`)).json()).body).toBe('New text.');
  });

  it('checks video addresses, PDFs by their bytes and size, and what each kind needs before publishing', async () => {
    const browser = await admin();
    const courseId = await courseIdOf(SLUG);
    const c = await curriculum(browser, courseId);
    let video = await addLesson(browser, courseId, c.curriculumVersion, c.sections[0]!.id, 'A video', 'video');
    const incomplete = await publish(browser, courseId, video);
    expect(incomplete.status).toBe(409);
    expect((await errorOf(incomplete)).code).toBe('lesson_incomplete');
    for (const bad of ['not an address', 'https://example.com/watch?v=dQw4w9WgXcQ', 'http://cdn.example.com/talk.mp4', 'javascript:alert(1)', 'https://www.youtube.com/watch?v=short']) {
      const res = await saveDraft(browser, courseId, video, { videoUrl: bad });
      expect(res.status, bad).toBe(400);
      expect((await errorOf(res)).code).toBe('lesson_video_invalid');
    }
    for (const good of [YOUTUBE, 'https://vimeo.com/76979871', 'https://cdn.example.com/lessons/talk.webm']) {
      video = await ok(await saveDraft(browser, courseId, video, { videoUrl: good }), asLesson);
      expect(video.draft.videoUrl).toBe(good);
    }

    const c2 = await curriculum(browser, courseId);
    let pdf = await addLesson(browser, courseId, c2.curriculumVersion, c2.sections[0]!.id, 'Notes', 'pdf');
    const renamedPng = await upload(browser, courseId, pdf, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]));
    expect(renamedPng.status).toBe(415);
    expect((await errorOf(renamedPng)).code).toBe('lesson_pdf_invalid');
    const tooBig = new Uint8Array(LESSON_PDF_MAX_BYTES + 1);
    tooBig.set(PDF);
    const big = await upload(browser, courseId, pdf, tooBig);
    expect(big.status).toBe(413);
    expect((await errorOf(big)).code).toBe('lesson_pdf_too_large');
    expect((await t.db.selectFrom('lesson_files').select('id').where('lesson_id', '=', pdf.id).execute()).length).toBe(0);

    // A file replaced before publishing is not kept: only the one the draft names stays.
    pdf = await ok(await upload(browser, courseId, pdf, new TextEncoder().encode('%PDF-1.7\n% first try\n')), asLesson);
    pdf = await ok(await upload(browser, courseId, pdf, PDF), asLesson);
    expect(pdf.draft.file).toEqual({ name: 'notes.pdf', sizeBytes: PDF.byteLength });
    expect(await t.db.selectFrom('lesson_files').select('size_bytes').where('lesson_id', '=', pdf.id).execute()).toEqual([{ size_bytes: PDF.byteLength }]);
    pdf = await ok(await publish(browser, courseId, pdf), asLesson);
    const student = await enrolledStudent();
    const file = await student.browser.call(`/api/player/${SLUG}/lessons/${pdf.id}/file`);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
  });

  it('keeps an uploaded PDF that a copied lesson points at when the original replaces it', async () => {
    const browser = await admin();
    const courseId = await emptyCourse();
    const c = await addSection(browser, courseId, 1, 'Only');
    let original = await addLesson(browser, courseId, c.curriculumVersion, c.sections[0]!.id, 'Notes', 'pdf');
    original = await ok(await upload(browser, courseId, original, PDF), asLesson);
    const first = await t.db.selectFrom('lesson_files').select('id').where('lesson_id', '=', original.id).executeTakeFirstOrThrow();
    // What a duplicated course holds: a lesson whose draft names the original's file.
    const copy = await addLesson(browser, courseId, c.curriculumVersion + 1, c.sections[0]!.id, 'Notes (copy)', 'pdf');
    await t.db.updateTable('lesson_drafts').set({ file_id: first.id }).where('lesson_id', '=', copy.id).execute();
    original = await ok(await upload(browser, courseId, original, new TextEncoder().encode('%PDF-1.7\n% second edition\n')), asLesson);
    expect(await t.db.selectFrom('lesson_files').select('id').where('id', '=', first.id).executeTakeFirst()).toEqual({ id: first.id });
    const copied = await ok(await browser.call(`/api/admin/studio/curriculum/${courseId}/lessons/${copy.id}`), asLesson);
    expect(copied.draft.file).toEqual({ name: 'notes.pdf', sizeBytes: PDF.byteLength });
  });

  it('refuses a save from an older version of a lesson with edit_conflict and the current version', async () => {
    const [first, second] = [await admin(), await admin()];
    const courseId = await emptyCourse();
    const c = await addSection(first, courseId, 1, 'Only');
    const lesson = await addLesson(first, courseId, c.curriculumVersion, c.sections[0]!.id, 'Shared');
    const saved = await ok(await saveDraft(first, courseId, lesson, { body: 'First admin.' }), asLesson);
    expect(saved.version).toBe(lesson.version + 1);
    const late = await saveDraft(second, courseId, lesson, { body: 'Second admin.' });
    expect(late.status).toBe(409);
    expect(await errorOf(late)).toMatchObject({ code: 'edit_conflict', details: { currentVersion: saved.version } });
    const kept = await ok(await first.call(`/api/admin/studio/curriculum/${courseId}/lessons/${lesson.id}`), asLesson);
    expect(kept.draft.body).toBe('First admin.');
    const latePublish = await publish(second, courseId, lesson);
    expect(latePublish.status).toBe(409);
  });

  it('restores a published version as the draft, students seeing it only once it is published again', async () => {
    const browser = await admin();
    const student = await enrolledStudent();
    const courseId = await courseIdOf(SLUG);
    const seeded = await t.db
      .selectFrom('lessons')
      .select(['id', 'title', 'body'])
      .where('course_id', '=', courseId)
      .where('kind', '=', 'text')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const read = async () => lessonContentSchema.parse(await (await student.browser.call(`/api/player/${SLUG}/lessons/${seeded.id}`)).json());
    let lesson = await ok(await browser.call(`/api/admin/studio/curriculum/${courseId}/lessons/${seeded.id}`), asLesson);
    expect(lesson.history).toEqual([]);
    lesson = await ok(await saveDraft(browser, courseId, lesson, { title: 'Rewritten', body: 'Rewritten text.' }), asLesson);
    lesson = await ok(await publish(browser, courseId, lesson), asLesson);
    // The seeded original is kept as version 1 at the first publish.
    expect(lesson.history.map((h) => [h.version, h.title])).toEqual([
      [2, 'Rewritten'],
      [1, seeded.title],
    ]);
    expect((await read()).title).toBe('Rewritten');

    const missing = await browser.call(`/api/admin/studio/curriculum/${courseId}/lessons/${seeded.id}/restore`, { body: { version: lesson.version, fromVersion: 9 } });
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).code).toBe('lesson_version_not_found');
    lesson = await ok(await browser.call(`/api/admin/studio/curriculum/${courseId}/lessons/${seeded.id}/restore`, { body: { version: lesson.version, fromVersion: 1 } }), asLesson);
    expect(lesson).toMatchObject({ state: 'changed', draft: { title: seeded.title, body: seeded.body ?? '' } });
    expect((await read()).title).toBe('Rewritten');
    lesson = await ok(await publish(browser, courseId, lesson), asLesson);
    expect(await read()).toMatchObject({ title: seeded.title, body: seeded.body });
    expect(lesson.history.map((h) => h.version)).toEqual([3, 2, 1]);
    const restored = await t.db.selectFrom('audit_log').select('details').where('action', '=', 'content.restored').where('target_id', '=', String(seeded.id)).executeTakeFirstOrThrow();
    expect(JSON.parse(restored.details)).toMatchObject({ fromVersion: 1 });
  });

  it('removes a lesson a student has progress on without breaking anything they did', async () => {
    const browser = await admin();
    const student = await enrolledStudent();
    const courseId = await courseIdOf(SLUG);
    const outline = playerSchema.parse(await (await student.browser.call(`/api/player/${SLUG}`)).json());
    const [done, other] = outline.sections.flatMap((s) => s.lessons);
    for (const id of [done!.id, other!.id]) {
      expect((await student.browser.call(`/api/player/${SLUG}/lessons/${id}/progress`, { body: { completed: true } })).status).toBe(200);
    }
    expect((await student.browser.call(`/api/player/${SLUG}/lessons/${done!.id}/open`, { method: 'POST' })).status).toBe(204);
    const countBefore = (await t.db.selectFrom('courses').select('lessons_count').where('id', '=', courseId).executeTakeFirstOrThrow()).lessons_count;

    const c = await curriculum(browser, courseId);
    const after = await ok(await browser.call(`/api/admin/studio/curriculum/${courseId}/lessons/${done!.id}?curriculumVersion=${c.curriculumVersion}`, { method: 'DELETE' }), asCurriculum);
    expect(after.sections.flatMap((s) => s.lessons).some((l) => l.id === done!.id)).toBe(false);

    const now = playerSchema.parse(await (await student.browser.call(`/api/player/${SLUG}`)).json());
    expect(now.sections.flatMap((s) => s.lessons).some((l) => l.id === done!.id)).toBe(false);
    expect(now.progress).toMatchObject({ completed: 1, total: outline.progress.total - 1 });
    expect(now.resumeLessonId).not.toBe(done!.id);
    expect((await student.browser.call(`/api/player/${SLUG}/lessons/${done!.id}`)).status).toBe(404);
    const mine = myEnrollmentListSchema.parse(await (await student.browser.call('/api/my/enrollments')).json());
    expect(mine.enrollments.find((e) => e.course.slug === SLUG)).toMatchObject({ progress: { completed: 1, total: outline.progress.total - 1 }, lastLesson: null });
    // The student's mark stays in the database, and the course's count follows.
    expect(await t.db.selectFrom('lesson_progress').select('lesson_id').where('user_id', '=', student.id).where('lesson_id', '=', done!.id).executeTakeFirst()).toBeDefined();
    expect((await t.db.selectFrom('courses').select('lessons_count').where('id', '=', courseId).executeTakeFirstOrThrow()).lessons_count).toBe(countBefore - 1);
    const audit = await t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'lesson').where('target_id', '=', String(done!.id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['content.deleted']);
    const gone = await browser.call(`/api/admin/studio/curriculum/${courseId}/lessons/${done!.id}`);
    expect(gone.status).toBe(404);
    expect((await errorOf(gone)).code).toBe('studio_item_not_found');
  });
});

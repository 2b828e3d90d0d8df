import { describe, expect, it } from 'vitest';
import type { CourseDetail, CourseList } from '../../../contracts/catalogue-schemas';
import type { MyEnrollment } from '../../../contracts/learning-schemas';
import type { SaveCourse, StudioCourse, StudioCourseList } from '../../../contracts/studio-course-schemas';
import { Browser, signedInAs } from '../../testing/auth-helpers';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

type ErrorJson = { error: { code: string; details?: unknown } };

describe.each(testDatabaseKinds())('studio courses on %s', (kind) => {
  const t = useTestApp(kind);
  const admin = () => signedInAs(t.request, t.services.auth, 'admin');
  const visitor = () => new Browser(t.request);

  const fields = (course: StudioCourse): SaveCourse => ({
    version: course.version,
    title: course.title,
    slug: course.slug,
    subjectId: course.subjectId,
    summary: course.summary,
    description: course.description,
    outcomes: course.outcomes,
    requirements: course.requirements,
    language: course.language,
    pricePaisa: course.pricePaisa,
    salePricePaisa: course.salePricePaisa,
    access: course.access,
    mentorIds: course.mentorIds,
    featured: course.featured,
    coverTheme: course.coverTheme,
  });

  async function paper() {
    return t.db.selectFrom('subjects').select(['id', 'slug', 'name']).orderBy('position').executeTakeFirstOrThrow();
  }

  async function draft(browser: Browser, title: string): Promise<StudioCourse> {
    const res = await browser.call('/api/admin/studio/courses', { body: { title, subjectId: (await paper()).id } });
    expect(res.status).toBe(201);
    return (await res.json()) as StudioCourse;
  }

  async function save(browser: Browser, course: StudioCourse, changes: Partial<SaveCourse>): Promise<Response> {
    return browser.call(`/api/admin/studio/courses/${course.id}`, { method: 'PUT', body: { ...fields(course), ...changes } });
  }

  async function saved(browser: Browser, course: StudioCourse, changes: Partial<SaveCourse>): Promise<StudioCourse> {
    const res = await save(browser, course, changes);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as StudioCourse;
  }

  /** What the curriculum builder does when a lesson is published: a section, a published lesson, the card's count. */
  async function addPublishedLesson(courseId: number) {
    const section = await t.db.insertInto('course_sections').values({ course_id: courseId, position: 1, title: 'Start here' }).returning('id').executeTakeFirstOrThrow();
    await t.db
      .insertInto('lessons')
      .values({
        course_id: courseId,
        section_id: section.id,
        position: 1,
        title: 'Welcome lesson',
        kind: 'text',
        duration_minutes: 12,
        body: 'Hello.',
        video_url: null,
        file_name: null,
        file_content: null,
      })
      .execute();
    await t.db.updateTable('courses').set({ lessons_count: 1, duration_minutes: 12 }).where('id', '=', courseId).execute();
  }

  async function ready(browser: Browser, title: string): Promise<StudioCourse> {
    const course = await draft(browser, title);
    await addPublishedLesson(course.id);
    const mentor = await t.db.selectFrom('instructors').select('id').orderBy('position').executeTakeFirstOrThrow();
    return saved(browser, course, {
      summary: 'Every standard, one worked example at a time.',
      description: '## Overview\n\n| A | B |\n|---|---|\n| 1 | 2 |',
      pricePaisa: 450_000,
      mentorIds: [mentor.id],
    });
  }

  async function action(browser: Browser, course: StudioCourse, verb: string, version = course.version): Promise<Response> {
    return browser.call(`/api/admin/studio/courses/${course.id}/${verb}`, { body: { version } });
  }

  async function acted(browser: Browser, course: StudioCourse, verb: string): Promise<StudioCourse> {
    const res = await action(browser, course, verb);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as StudioCourse;
  }

  async function auditOf(id: number) {
    const rows = await t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'course').where('target_id', '=', String(id)).orderBy('id').execute();
    return rows.map((r) => r.action);
  }

  const catalogueSlugs = async (query: string) => ((await (await visitor().call(`/api/courses?${query}`)).json()) as CourseList).courses.map((c) => c.slug);

  it('starts a draft with a slug from its title (numbered when taken), every field readable, and keeps it from the public', async () => {
    const { browser } = await admin();
    const first = await draft(browser, 'IAS 16 — Property, Plant & Equipment');
    const second = await draft(browser, 'IAS 16 — Property, Plant & Equipment');
    expect(first).toMatchObject({
      slug: 'ias-16-property-plant-and-equipment',
      status: 'draft',
      version: 1,
      outcomes: [],
      requirements: [],
      access: { kind: 'days', days: 365 },
      coverTheme: 'paper',
      featured: false,
      pricePaisa: 0,
      salePricePaisa: null,
      publishedAt: null,
      deletedAt: null,
      studentsCount: 0,
    });
    expect(first.paper.level).toBeTruthy();
    expect(second.slug).toBe('ias-16-property-plant-and-equipment-2');
    expect((await visitor().call(`/api/courses/${first.slug}`)).status).toBe(404);
    expect(await auditOf(first.id)).toEqual(['content.created']);
  });

  it('saves every catalogue field and answers the new version; the editor reads back exactly what was saved', async () => {
    const { browser } = await admin();
    const course = await draft(browser, 'Consolidation');
    const papers = await t.db.selectFrom('subjects').select(['id', 'level']).orderBy('position', 'desc').executeTakeFirstOrThrow();
    const mentors = await t.db.selectFrom('instructors').select('id').orderBy('position').limit(2).execute();
    const changes: Partial<SaveCourse> = {
      title: 'Group accounts in practice',
      slug: 'group-accounts-in-practice',
      subjectId: papers.id,
      summary: 'Goodwill, NCI and intra-group items.',
      description: '# Group accounts\n\nWith a **table**:\n\n| Item | Tk |\n|---|---|\n| Goodwill | 100 |',
      outcomes: ['Measure goodwill', 'Eliminate intra-group sales'],
      requirements: ['Know IFRS 3 basics'],
      language: 'English',
      pricePaisa: 650_050,
      salePricePaisa: 500_000,
      access: { kind: 'until', until: '2099-12-15' },
      mentorIds: [mentors[1]!.id, mentors[0]!.id],
      featured: true,
      coverTheme: 'rust',
    };
    const after = await saved(browser, course, changes);
    expect(after).toMatchObject({ ...changes, version: 2 });
    expect(after.paper).toMatchObject({ id: papers.id, level: papers.level });
    const reread = (await (await browser.call(`/api/admin/studio/courses/${course.id}`)).json()) as StudioCourse;
    expect(reread).toEqual(after);
    const lifetime = await saved(browser, after, { access: { kind: 'lifetime' } });
    expect(lifetime.access).toEqual({ kind: 'lifetime' });
    const stored = await t.db.selectFrom('courses').select(['access_days', 'access_until', 'cover_theme']).where('id', '=', course.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ access_days: null, access_until: null, cover_theme: 'rust' });
  });

  it('refuses every bad field with validation_failed naming it, and links to missing rows with studio_link_not_found', async () => {
    const { browser } = await admin();
    const course = await draft(browser, 'Validation course');
    const bad = await save(browser, course, {
      title: '  ',
      slug: 'Not A Slug',
      summary: 'x'.repeat(301),
      description: 'x'.repeat(20_001),
      outcomes: ['Same', 'same'],
      requirements: Array.from({ length: 21 }, (_, i) => `Need ${i}`),
      language: 'French' as never,
      pricePaisa: -1,
      salePricePaisa: 10.5,
      access: { kind: 'days', days: 0 },
      mentorIds: [1, 1],
      featured: 'yes' as never,
      coverTheme: 'neon' as never,
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { code: string; details: { path: string; message: string }[] } };
    expect(body.error.code).toBe('validation_failed');
    expect([...new Set(body.error.details.map((d) => d.path.split('.')[0]))].sort()).toEqual(
      ['access', 'coverTheme', 'description', 'featured', 'language', 'mentorIds', 'outcomes', 'pricePaisa', 'requirements', 'salePricePaisa', 'slug', 'summary', 'title'].sort(),
    );

    const saleNotLower = await save(browser, course, { pricePaisa: 100_000, salePricePaisa: 100_000 });
    expect(saleNotLower.status).toBe(400);
    expect(((await saleNotLower.json()) as { error: { details: { path: string; message: string }[] } }).error.details).toEqual([
      { path: 'salePricePaisa', message: 'The sale price must be lower than the price.' },
    ]);
    const badDate = await save(browser, course, { access: { kind: 'until', until: '2026-02-30' } });
    expect(((await badDate.json()) as ErrorJson).error).toMatchObject({ code: 'validation_failed', details: [{ path: 'access.until' }] });

    const noPaper = await save(browser, course, { subjectId: 999_999 });
    expect(noPaper.status).toBe(400);
    expect(((await noPaper.json()) as ErrorJson).error).toMatchObject({ code: 'studio_link_not_found', details: { field: 'subjectId' } });
    const noMentor = await save(browser, course, { mentorIds: [999_999] });
    expect(((await noMentor.json()) as ErrorJson).error).toMatchObject({ code: 'studio_link_not_found', details: { field: 'mentorIds' } });
    const newWithoutPaper = await browser.call('/api/admin/studio/courses', { body: { title: 'x', subjectId: 999_999 } });
    expect(((await newWithoutPaper.json()) as ErrorJson).error).toMatchObject({ code: 'studio_link_not_found', details: { field: 'subjectId' } });

    const other = await draft(browser, 'Taken address');
    const taken = await save(browser, course, { slug: other.slug });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ErrorJson).error).toMatchObject({ code: 'slug_taken', details: { field: 'slug' } });
    // Nothing half-written: the course is as it was.
    expect(await t.db.selectFrom('courses').select(['version', 'slug']).where('id', '=', course.id).executeTakeFirstOrThrow()).toEqual({ version: 1, slug: course.slug });
  });

  it('gives racing drafts of one title different addresses, and a racing save of a taken address slug_taken, never a 500', async () => {
    const { browser } = await admin();
    const subjectId = (await paper()).id;
    const created = await Promise.all(Array.from({ length: 6 }, () => browser.call('/api/admin/studio/courses', { body: { title: 'Racing title', subjectId } })));
    expect(created.map((r) => r.status)).toEqual(Array(6).fill(201));
    const slugs = await Promise.all(created.map(async (r) => ((await r.json()) as StudioCourse).slug));
    expect(new Set(slugs).size).toBe(6);

    const [a, b] = await Promise.all([draft(browser, 'Race one'), draft(browser, 'Race two')]);
    const saves = await Promise.all([save(browser, a!, { slug: 'raced-address' }), save(browser, b!, { slug: 'raced-address' })]);
    expect(saves.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = saves.find((r) => r.status === 409)!;
    expect(((await refused.json()) as ErrorJson).error).toMatchObject({ code: 'slug_taken', details: { field: 'slug' } });
  });

  it('refuses a save or an action from an older version with edit_conflict and the current version, overwriting nothing', async () => {
    const [{ browser: first }, { browser: second }] = await Promise.all([admin(), admin()]);
    const course = await draft(first, 'Two editors');
    await saved(first, course, { summary: 'First admin wrote this.' });
    const late = await save(second, course, { summary: 'Second admin, from version 1.' });
    expect(late.status).toBe(409);
    expect(((await late.json()) as ErrorJson).error).toEqual(expect.objectContaining({ code: 'edit_conflict', details: { currentVersion: 2 } }));
    const publishLate = await action(second, course, 'publish');
    expect(((await publishLate.json()) as ErrorJson).error).toMatchObject({ code: 'edit_conflict', details: { currentVersion: 2 } });
    const stored = await t.db.selectFrom('courses').select(['summary', 'version']).where('id', '=', course.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ summary: 'First admin wrote this.', version: 2 });
  });

  it('publishes only a course with a summary, a published lesson and a price that can be charged, naming what is missing', async () => {
    const { browser } = await admin();
    const course = await draft(browser, 'Not ready yet');
    const refused = await action(browser, course, 'publish');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorJson).error).toMatchObject({ code: 'course_not_ready', details: { missing: ['summary', 'lessons'] } });
    const past = await saved(browser, course, { summary: 'A summary.', access: { kind: 'until', until: '2020-01-01' } });
    await addPublishedLesson(course.id);
    expect(((await (await action(browser, past, 'publish')).json()) as ErrorJson).error).toMatchObject({ code: 'course_not_ready', details: { missing: ['access'] } });
    const free = await saved(browser, past, { access: { kind: 'lifetime' } });
    const published = await acted(browser, free, 'publish');
    expect(published).toMatchObject({ status: 'published', version: free.version + 1 });
    expect(published.publishedAt).not.toBeNull();
    const card = (await (await visitor().call(`/api/courses/${course.slug}`)).json()) as CourseDetail;
    expect(card).toMatchObject({ pricePaisa: 0, access: { kind: 'lifetime' } });
  });

  it('shows a published course at once in the catalogue, its paper page, the search, the sitemap and its page head; unpublishing takes it out again', async () => {
    const { browser } = await admin();
    const { slug: paperSlug } = await paper();
    const paperQuery = `pageSize=48&sort=popular&subject=${paperSlug}`;
    // Warm the caches first: the change must show in spite of them.
    expect(await catalogueSlugs(paperQuery)).not.toContain('zebra-ledger-workshop');
    expect(await catalogueSlugs('q=zebra')).toEqual([]);
    const course = await ready(browser, 'Zebra ledger workshop');
    const published = await acted(browser, course, 'publish');
    expect(await catalogueSlugs(paperQuery)).toContain(course.slug);
    expect(await catalogueSlugs('q=zebra')).toEqual([course.slug]);
    expect((await visitor().call(`/api/courses/${course.slug}`)).status).toBe(200);
    expect((await visitor().call(`/api/images/courses/${course.slug}.svg`)).status).toBe(200);
    expect(await (await t.request('/sitemap.xml')).text()).toContain(`/course-detail/${course.slug}`);
    const page = await t.request(`/course-detail/${course.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('>Zebra ledger workshop | Hisab</title>');

    // An edit of a published course is public at once too.
    const renamed = await saved(browser, published, { title: 'Zebra ledger masterclass' });
    expect(((await (await visitor().call(`/api/courses/${course.slug}`)).json()) as CourseDetail).title).toBe('Zebra ledger masterclass');
    expect(await (await t.request(`/course-detail/${course.slug}`)).text()).toContain('>Zebra ledger masterclass | Hisab</title>');

    await acted(browser, renamed, 'unpublish');
    expect(await catalogueSlugs(paperQuery)).not.toContain(course.slug);
    expect(await catalogueSlugs('q=zebra')).toEqual([]);
    expect((await visitor().call(`/api/courses/${course.slug}`)).status).toBe(404);
    expect(await (await t.request('/sitemap.xml')).text()).not.toContain(`/course-detail/${course.slug}`);
    expect((await t.request(`/course-detail/${course.slug}`)).status).toBe(404);
    expect(await auditOf(course.id)).toEqual(['content.created', 'content.updated', 'content.published', 'content.updated', 'content.unpublished']);
  });

  it('keeps the old address of a published course whose slug changed: the API and the page answer 301 to the new one', async () => {
    const { browser } = await admin();
    const course = await acted(browser, await ready(browser, 'Old address course'), 'publish');
    const moved = await saved(browser, course, { slug: 'new-address-course' });
    expect(moved.slug).toBe('new-address-course');
    const old = await visitor().call('/api/courses/old-address-course');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/api/courses/new-address-course');
    expect((await visitor().call('/api/courses/new-address-course')).status).toBe(200);
    const page = await t.request('/course-detail/old-address-course');
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/course-detail/new-address-course');
    // A draft's slug change keeps nothing: no one could have kept that address.
    const unpublishedSlug = await draft(browser, 'Never public');
    await saved(browser, unpublishedSlug, { slug: 'never-public-renamed' });
    expect((await visitor().call('/api/courses/never-public')).status).toBe(404);
    // Taking the old address back stops the redirect.
    const back = await saved(browser, moved, { slug: 'old-address-course' });
    expect((await visitor().call('/api/courses/old-address-course')).status).toBe(200);
    expect((await visitor().call('/api/courses/new-address-course')).status).toBe(301);
    expect(back.slug).toBe('old-address-course');
  });

  it('duplicates a course as a new draft with its fields, mentors, sections and lessons', async () => {
    const { browser } = await admin();
    const course = await acted(browser, await ready(browser, 'Original course'), 'publish');
    const res = await browser.call(`/api/admin/studio/courses/${course.id}/duplicate`, { method: 'POST' });
    expect(res.status).toBe(201);
    const copy = (await res.json()) as StudioCourse;
    expect(copy).toMatchObject({
      title: 'Copy of Original course',
      slug: 'copy-of-original-course',
      status: 'draft',
      version: 1,
      summary: course.summary,
      description: course.description,
      pricePaisa: 450_000,
      mentorIds: course.mentorIds,
      lessonsCount: 1,
      publishedAt: null,
      featured: false,
    });
    expect(copy.id).not.toBe(course.id);
    const lessons = await t.db
      .selectFrom('lessons')
      .innerJoin('course_sections', 'course_sections.id', 'lessons.section_id')
      .select(['course_sections.title as section', 'lessons.title', 'lessons.course_id'])
      .where('lessons.course_id', '=', copy.id)
      .execute();
    expect(lessons).toEqual([{ section: 'Start here', title: 'Welcome lesson', course_id: copy.id }]);
    expect((await visitor().call(`/api/courses/${copy.slug}`)).status).toBe(404);
    expect(await auditOf(copy.id)).toEqual(['content.created']);
  });

  it('deletes softly (refused with has_students while students have access), keeps enrollments listed, restores as a draft', async () => {
    const { browser } = await admin();
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const course = await acted(browser, await ready(browser, 'Course with students'), 'publish');
    const enrollment = await t.db
      .insertInto('enrollments')
      .values({
        user_id: student.id,
        course_id: course.id,
        status: 'active',
        source: 'manual',
        order_id: null,
        starts_at: new Date().toISOString(),
        expires_at: null,
        revoke_reason: null,
        last_lesson_id: null,
        last_opened_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await action(browser, course, 'delete');
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorJson).error).toMatchObject({ code: 'has_students', details: { students: 1 } });

    // Unpublished, the course stays the student's: listed, and its player opens.
    const unpublished = await acted(browser, course, 'unpublish');
    const mine = async () => ((await (await student.browser.call('/api/my/enrollments')).json()) as { enrollments: MyEnrollment[] }).enrollments.map((e) => e.course.slug);
    expect(await mine()).toContain(course.slug);
    expect((await student.browser.call(`/api/player/${course.slug}`)).status).toBe(200);
    expect((await visitor().call(`/api/player/${course.slug}`)).status).toBe(404);

    // Once the student's access has ended, the course can be deleted; their enrollment stays listed.
    await t.db.updateTable('enrollments').set({ status: 'revoked', revoke_reason: 'Refunded' }).where('id', '=', enrollment.id).execute();
    const deleted = await acted(browser, unpublished, 'delete');
    expect(deleted).toMatchObject({ status: 'draft', deletedAt: expect.any(String) });
    expect(await mine()).toContain(course.slug);
    expect(await t.db.selectFrom('enrollments').select('id').where('id', '=', enrollment.id).executeTakeFirst()).toBeTruthy();
    const list = async (status: string) => ((await (await browser.call(`/api/admin/studio/courses?status=${status}`)).json()) as StudioCourseList).courses.map((c) => c.id);
    expect(await list('all')).not.toContain(course.id);
    expect(await list('deleted')).toContain(course.id);
    expect((await save(browser, deleted, { summary: 'x' })).status).toBe(404);

    const restored = await acted(browser, deleted, 'restore');
    expect(restored).toMatchObject({ status: 'draft', deletedAt: null });
    expect(await list('all')).toContain(course.id);
    expect(await auditOf(course.id)).toEqual(['content.created', 'content.updated', 'content.published', 'content.unpublished', 'content.deleted', 'content.restored']);
  });

  it('lists courses for the studio by title words, paper and status, latest updated first', async () => {
    const { browser } = await admin();
    const a = await draft(browser, 'Quokka audit basics');
    const b = await acted(browser, await ready(browser, 'Quokka audit advanced'), 'publish');
    const list = async (query: string) => ((await (await browser.call(`/api/admin/studio/courses?${query}`)).json()) as StudioCourseList).courses.map((c) => c.id);
    expect(await list('q=quokka')).toEqual([b.id, a.id]);
    expect(await list('q=quokka%20basics')).toEqual([a.id]);
    expect(await list('q=quokka&status=published')).toEqual([b.id]);
    expect(await list('q=quokka&status=draft')).toEqual([a.id]);
    expect(await list(`q=quokka&subjectId=${(await paper()).id}`)).toEqual([b.id, a.id]);
    expect(await list('q=100%25')).toEqual([]);
    expect((await browser.call('/api/admin/studio/courses?status=gone')).status).toBe(400);
  });

  it('previews a draft exactly as the course page reads it, for admins only', async () => {
    const { browser } = await admin();
    const course = await ready(browser, 'Preview me');
    const preview = await browser.call(`/api/admin/studio/courses/preview/${course.slug}`);
    expect(preview.status).toBe(200);
    const page = (await preview.json()) as CourseDetail & { previewOf: number };
    expect(page).toMatchObject({ slug: course.slug, title: 'Preview me', summary: course.summary, previewOf: course.id, coverUrl: `/api/admin/studio/courses/${course.id}/cover` });
    expect(page.sections[0]!.lessons[0]!.title).toBe('Welcome lesson');
    const cover = await browser.call(`/api/admin/studio/courses/${course.id}/cover?theme=rose`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toContain('image/svg+xml');
    expect(await cover.text()).toContain('#be123c');

    const student = await signedInAs(t.request, t.services.auth, 'student');
    expect((await student.browser.call(`/api/admin/studio/courses/preview/${course.slug}`)).status).toBe(403);
    expect((await visitor().call(`/api/admin/studio/courses/preview/${course.slug}`)).status).toBe(401);
    expect((await student.browser.call(`/api/courses/${course.slug}`)).status).toBe(404);
    expect((await student.browser.call(`/api/images/courses/${course.slug}.svg`)).status).toBe(404);
    expect((await student.browser.call(`/api/admin/studio/courses/${course.id}/cover`)).status).toBe(403);
  });

  it('draws the chosen cover colours on the public cover once published', async () => {
    const { browser } = await admin();
    const course = await ready(browser, 'Cover colours');
    const themed = await acted(browser, await saved(browser, course, { coverTheme: 'forest' }), 'publish');
    expect(await (await visitor().call(`/api/images/courses/${themed.slug}.svg`)).text()).toContain('#059669');
    await saved(browser, themed, { coverTheme: 'slate' });
    expect(await (await visitor().call(`/api/images/courses/${themed.slug}.svg`)).text()).toContain('#475569');
  });
});

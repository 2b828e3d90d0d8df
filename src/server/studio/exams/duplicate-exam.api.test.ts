import { describe, expect, it } from 'vitest';
import { savedExamSchema, studioExamListSchema, studioExamSchema } from '../../../contracts/studio-exam-schemas';
import { signedInAs, type Browser } from '../../testing/auth-helpers';
import { cbeMock, shapedPaper, type ExamBody } from '../../testing/paper-shape-factory';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

describe.each(testDatabaseKinds())('duplicating an exam (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });
  const admin = async () => (await signedInAs(t.request, t.services.auth, 'admin')).browser;
  const create = async (browser: Browser, body: ExamBody) => savedExamSchema.parse(await (await browser.call('/api/admin/studio/exams', { method: 'POST', body })).json());
  const studioExam = async (browser: Browser, id: number) => studioExamSchema.parse(await (await browser.call(`/api/admin/studio/exams/${id}`)).json());
  const duplicate = (browser: Browser, id: number) => browser.call(`/api/admin/studio/exams/${id}/duplicate`, { method: 'POST' });

  async function course(subjectId: number, slug: string) {
    const row = await t.db
      .insertInto('courses')
      .values({
        slug,
        title: `Course ${slug}`,
        subject_id: subjectId,
        summary: 's',
        description: 'd',
        outcomes: '[]',
        requirements: '[]',
        language: 'English',
        price_paisa: 100_000,
        sale_price_paisa: null,
        access_days: null,
        access_until: null,
        status: 'published',
        published_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('copies every setting, section, row, fixed question and course into a new unpublished draft “Copy of …” with an address of its own', async () => {
    const browser = await admin();
    const { subject, areas, question } = await shapedPaper(t.db, t.services.exams);
    const courseIds = [await course(subject.id, `dup-a-${kind}`), await course(subject.id, `dup-b-${kind}`)];
    const settings: Partial<ExamBody> = {
      durationMinutes: 45,
      passPercent: 60,
      attemptsAllowed: 3,
      opensAt: '2027-01-01T04:00:00.000Z',
      closesAt: '2027-02-01T04:00:00.000Z',
      shuffleOptions: true,
      reviewPolicy: 'after_close',
      access: 'enrolled',
      courseIds,
    };
    const blueprintExam = await create(browser, cbeMock(subject.slug, areas, { title: 'Blueprint mock', ...settings }));
    const fixedExam = await create(
      browser,
      cbeMock(subject.slug, areas, { title: 'Fixed mock', ...settings, selection: 'fixed', blueprint: [], questionIds: [question('w1'), question('s1'), question('n1')], questionSections: [1, 0, 0] }),
    );
    expect((await browser.call(`/api/admin/studio/exams/${blueprintExam.id}/publish`, { method: 'POST', body: { published: true, version: 1 } })).status).toBe(200);

    for (const source of [blueprintExam, fixedExam]) {
      const res = await duplicate(browser, source.id);
      expect(res.status).toBe(201);
      const copy = savedExamSchema.parse(await res.json());
      expect(copy.version).toBe(1);
      const [original, copied] = [await studioExam(browser, source.id), await studioExam(browser, copy.id)];
      expect(copied.title).toBe(`Copy of ${original.title}`);
      expect(copied.slug).toBe(`copy-of-${original.slug}`);
      expect(copied).toMatchObject({ published: false, deleted: false, attempts: 0, version: 1 });
      const same = ({ title: _t, slug: _s, id: _i, version: _v, published: _p, attempts: _a, ...rest }: typeof original) => rest;
      expect(same(copied)).toEqual(same(original));
      expect(copied.sections.map((s) => s.title)).toEqual(['Section A', 'Section B']);
      expect(copied.courses.map((c) => c.id).sort()).toEqual(courseIds);
    }
    expect((await studioExam(browser, blueprintExam.id)).blueprint.map((r) => [r.kind, r.unit, r.count, r.section])).toEqual([
      ['written', 'marks', 15, 1],
      ['objective', 'marks', 5, 0],
      ['objective', 'marks', 4, 0],
    ]);

    // A second copy gets the next free address; the copies sit at the end of the paper's list, unpublished.
    const again = savedExamSchema.parse(await (await duplicate(browser, blueprintExam.id)).json());
    expect(again.slug).toBe('copy-of-blueprint-mock-2');
    const list = studioExamListSchema.parse(await (await browser.call('/api/admin/studio/exams')).json());
    const ofPaper = list.exams.filter((e) => e.paper.slug === subject.slug);
    expect(ofPaper.slice(-3).map((e) => [e.title, e.published])).toEqual([
      ['Copy of Blueprint mock', false],
      ['Copy of Fixed mock', false],
      ['Copy of Blueprint mock', false],
    ]);
    expect((await t.request(`/api/exams/${again.slug}`)).status).toBe(404);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'details']).where('target_type', '=', 'exam').where('target_id', '=', String(again.id)).execute();
    expect(audit.map((a) => [a.action, JSON.parse(a.details).copyOf])).toEqual([['content.created', blueprintExam.id]]);
  });

  it('cuts a long title to fit, refuses a deleted exam and an unknown one, and is for admins only', async () => {
    const browser = await admin();
    const { subject, areas } = await shapedPaper(t.db, t.services.exams);
    const long = await create(browser, cbeMock(subject.slug, areas, { title: 'A'.repeat(160) }));
    const copy = savedExamSchema.parse(await (await duplicate(browser, long.id)).json());
    const title = (await studioExam(browser, copy.id)).title;
    expect(title).toHaveLength(160);
    expect(title.startsWith('Copy of AAA') && title.endsWith('…')).toBe(true);

    expect((await browser.call(`/api/admin/studio/exams/${long.id}/delete`, { method: 'POST', body: { version: 1 } })).status).toBe(200);
    const deleted = await duplicate(browser, long.id);
    expect(deleted.status).toBe(404);
    expect(((await deleted.json()) as { error: { code: string } }).error.code).toBe('studio_item_not_found');
    expect((await duplicate(browser, 999_999)).status).toBe(404);

    const { browser: student } = await signedInAs(t.request, t.services.auth, 'student');
    expect((await duplicate(student, copy.id)).status).toBe(403);
    expect((await t.request(`/api/admin/studio/exams/${copy.id}/duplicate`, { method: 'POST' })).status).toBe(401);
  });
});

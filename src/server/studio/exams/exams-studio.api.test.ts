import { describe, expect, it } from 'vitest';
import { attemptResultSchema, myExamsSchema } from '../../../contracts/exam-schemas';
import type { z } from 'zod';
import { availabilitySchema, savedExamSchema, studioExamListSchema, studioExamSchema, type examInputSchema } from '../../../contracts/studio-exam-schemas';
import { signedInAs } from '../../testing/auth-helpers';
import { insertExamWithBank } from '../../testing/exam-factory';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

type ErrorBody = { error: { code: string; details?: { currentVersion?: number; rows?: { available: number; count: number }[]; overlaps?: number[][] } } };

describe.each(testDatabaseKinds())('the exam builder in the studio (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });
  const admin = () => signedInAs(t.request, t.services.auth, 'admin');
  const error = async (res: Response) => ((await res.json()) as ErrorBody).error;

  /** A paper with the sample bank: area 1 holds s1 (foundation), m1 (standard), w1 (challenging); area 2 holds n1, t1 (standard), j1 (challenging). */
  async function paper() {
    const { subject } = await insertExamWithBank(t.db, t.services.exams);
    const areas = await t.db.selectFrom('syllabus_areas').select('id').where('subject_id', '=', subject.id).orderBy('position').execute();
    const questions = await t.db.selectFrom('questions').select(['id', 'ref']).where('subject_id', '=', subject.id).execute();
    return { subject, areas: areas.map((a) => a.id), question: (ref: string) => questions.find((q) => q.ref === ref)!.id };
  }
  /** A request body as an admin's client may send it: rows without kind, unit or section read as any kind, in questions, in the first section. */
  type ExamInput = z.input<typeof examInputSchema>;
  const input = (paperSlug: string, overrides: Partial<ExamInput> = {}): ExamInput => ({
    title: 'Studio mock one',
    summary: 'A blueprint mock written in the studio.',
    paper: paperSlug,
    areaId: null,
    kind: 'mock',
    durationMinutes: 30,
    passPercent: 50,
    attemptsAllowed: null,
    opensAt: null,
    closesAt: null,
    shuffleOptions: false,
    reviewPolicy: 'after_submit',
    writtenMarking: 'self',
    access: 'everyone',
    courseIds: [],
    selection: 'blueprint',
    questionIds: [],
    blueprint: [],
    ...overrides,
  });

  it('checks a blueprint against the bank live: needed against available per row, overlapping rows flagged', async () => {
    const { browser } = await admin();
    const { subject, areas } = await paper();
    const check = async (blueprint: ExamInput['blueprint']) =>
      availabilitySchema.parse(await (await browser.call('/api/admin/studio/exams/availability', { method: 'POST', body: { paper: subject.slug, blueprint } })).json());
    const fine = await check([
      { areaId: areas[0]!, difficulty: null, count: 3 },
      { areaId: areas[1]!, difficulty: 'standard', count: 2 },
    ]);
    expect(fine.rows.map((r) => [r.count, r.available, r.enough])).toEqual([
      [3, 3, true],
      [2, 2, true],
    ]);
    expect(fine.fillable).toBe(true);
    const short = await check([{ areaId: areas[1]!, difficulty: 'challenging', count: 2 }]);
    expect(short.rows.map((r) => [r.available, r.enough])).toEqual([[1, false]]);
    expect(short.fillable).toBe(false);
    const overlap = await check([
      { areaId: areas[0]!, difficulty: null, count: 1 },
      { areaId: areas[0]!, difficulty: 'foundation', count: 1 },
    ]);
    expect(overlap).toMatchObject({ fillable: false, overlaps: [[0, 1]] });
  });

  it('saves a draft blueprint, refuses to publish it while the bank cannot fill it, and publishes once it can', async () => {
    const { browser } = await admin();
    const { subject, areas } = await paper();
    const body = input(subject.slug, { blueprint: [{ areaId: areas[1]!, difficulty: 'challenging', count: 2 }] });
    const created = await browser.call('/api/admin/studio/exams', { method: 'POST', body });
    expect(created.status).toBe(201);
    const saved = savedExamSchema.parse(await created.json());
    expect(saved).toMatchObject({ slug: 'studio-mock-one', version: 1 });
    expect((await t.request(`/api/exams/${saved.slug}`)).status).toBe(404);

    const refused = await browser.call(`/api/admin/studio/exams/${saved.id}/publish`, { method: 'POST', body: { published: true, version: 1 } });
    expect(refused.status).toBe(409);
    expect(await error(refused)).toMatchObject({ code: 'blueprint_unfillable', details: { rows: [{ count: 2, available: 1 }] } });
    expect((await t.request(`/api/exams/${saved.slug}`)).status).toBe(404);

    const overlapping = await browser.call(`/api/admin/studio/exams/${saved.id}`, {
      method: 'PUT',
      body: { ...body, version: 1, blueprint: [...body.blueprint, { areaId: areas[1]!, difficulty: null, count: 1 }] },
    });
    expect((await error(overlapping)).code).toBe('blueprint_rows_overlap');
    const fixedBlueprint = [
      { areaId: areas[1]!, difficulty: 'challenging' as const, count: 1 },
      { areaId: areas[0]!, difficulty: null, count: 2 },
    ];
    const edited = await browser.call(`/api/admin/studio/exams/${saved.id}`, { method: 'PUT', body: { ...body, version: 1, blueprint: fixedBlueprint } });
    expect(savedExamSchema.parse(await edited.json()).version).toBe(2);
    const published = await browser.call(`/api/admin/studio/exams/${saved.id}/publish`, { method: 'POST', body: { published: true, version: 2 } });
    expect(published.status).toBe(200);

    // Students see it at once, and a start draws by the blueprint.
    const detail = (await (await t.request(`/api/exams/${saved.slug}`)).json()) as { questionCount: number; marksVary: boolean };
    expect(detail).toMatchObject({ questionCount: 3, marksVary: true });
    const { browser: student } = await signedInAs(t.request, t.services.auth, 'student');
    const start = await student.call(`/api/exams/${saved.slug}/attempts`, { method: 'POST' });
    expect(start.status).toBe(201);

    // A published exam stays sittable: a save that the bank cannot fill is refused.
    const tooMany = await browser.call(`/api/admin/studio/exams/${saved.id}`, { method: 'PUT', body: { ...body, version: 3, blueprint: [{ areaId: areas[0]!, difficulty: null, count: 9 }] } });
    expect((await error(tooMany)).code).toBe('blueprint_unfillable');

    const audit = await t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'exam').where('target_id', '=', String(saved.id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['content.created', 'content.updated', 'content.published']);
  });

  it('builds a fixed list in order, refuses questions of another paper, and answers edit_conflict to a stale save', async () => {
    const { browser } = await admin();
    const { subject, question } = await paper();
    const other = await paper();
    const body = input(subject.slug, { title: 'Fixed quiz', kind: 'quiz', selection: 'fixed', questionIds: [question('n1'), question('s1')] });
    const { id } = savedExamSchema.parse(await (await browser.call('/api/admin/studio/exams', { method: 'POST', body })).json());
    const exam = studioExamSchema.parse(await (await browser.call(`/api/admin/studio/exams/${id}`)).json());
    expect(exam.questions.map((q) => q.ref)).toEqual(['n1', 's1']);
    expect(exam).toMatchObject({ questionCount: 2, version: 1, published: false });

    const foreign = await browser.call(`/api/admin/studio/exams/${id}`, { method: 'PUT', body: { ...body, questionIds: [other.question('n1')], version: 1 } });
    expect((await error(foreign)).code).toBe('exam_questions_invalid');
    const twice = await browser.call(`/api/admin/studio/exams/${id}`, { method: 'PUT', body: { ...body, questionIds: [question('n1'), question('n1')], version: 1 } });
    expect((await error(twice)).code).toBe('exam_questions_invalid');
    const enrolledOnly = await browser.call(`/api/admin/studio/exams/${id}`, { method: 'PUT', body: { ...body, access: 'enrolled', version: 1 } });
    expect((await error(enrolledOnly)).code).toBe('exam_courses_required');
    const window = await browser.call(`/api/admin/studio/exams/${id}`, { method: 'PUT', body: { ...body, opensAt: '2027-01-02T00:00:00Z', closesAt: '2027-01-01T00:00:00Z', version: 1 } });
    expect((await error(window)).code).toBe('exam_window_invalid');

    const reordered = await browser.call(`/api/admin/studio/exams/${id}`, { method: 'PUT', body: { ...body, questionIds: [question('s1'), question('n1'), question('j1')], version: 1 } });
    expect(reordered.status).toBe(200);
    const stale = await browser.call(`/api/admin/studio/exams/${id}`, { method: 'PUT', body: { ...body, title: 'Someone else’s title', version: 1 } });
    expect(stale.status).toBe(409);
    expect(await error(stale)).toMatchObject({ code: 'edit_conflict', details: { currentVersion: 2 } });
    const now = studioExamSchema.parse(await (await browser.call(`/api/admin/studio/exams/${id}`)).json());
    expect(now.questions.map((q) => q.ref)).toEqual(['s1', 'n1', 'j1']);
    expect(now.title).toBe('Fixed quiz');
    expect(now.questionCount).toBe(3);
  });

  it('soft-deletes an exam: students lose nothing of their attempts and results, and it can be restored', async () => {
    const { browser } = await admin();
    const { subject, question } = await paper();
    const body = input(subject.slug, { title: 'Deleted later', selection: 'fixed', questionIds: [question('s1'), question('n1')] });
    const { id, slug } = savedExamSchema.parse(await (await browser.call('/api/admin/studio/exams', { method: 'POST', body })).json());
    expect((await browser.call(`/api/admin/studio/exams/${id}/publish`, { method: 'POST', body: { published: true, version: 1 } })).status).toBe(200);

    const { browser: student } = await signedInAs(t.request, t.services.auth, 'student');
    const { attemptId } = (await (await student.call(`/api/exams/${slug}/attempts`, { method: 'POST' })).json()) as { attemptId: string };
    await student.call(`/api/attempts/${attemptId}/answers/1`, { method: 'PUT', body: { answer: { kind: 'single', choice: 'a' }, revision: 1, flagged: false } });
    expect((await student.call(`/api/attempts/${attemptId}/submit`, { method: 'POST' })).status).toBe(200);

    const deleted = await browser.call(`/api/admin/studio/exams/${id}/delete`, { method: 'POST', body: { version: 2 } });
    expect(deleted.status).toBe(200);
    expect((await t.request(`/api/exams/${slug}`)).status).toBe(404);
    const hub = (await (await t.request('/api/exams')).json()) as { exams: { slug: string }[] };
    expect(hub.exams.map((e) => e.slug)).not.toContain(slug);
    const result = attemptResultSchema.parse(await (await student.call(`/api/attempts/${attemptId}/result`)).json());
    expect(result).toMatchObject({ score: 2, exam: { slug } });
    const mine = myExamsSchema.parse(await (await student.call('/api/my/exams')).json());
    expect(mine.attempts.map((a) => a.id)).toContain(attemptId);

    const live = studioExamListSchema.parse(await (await browser.call('/api/admin/studio/exams')).json());
    expect(live.exams.map((e) => e.id)).not.toContain(id);
    const bin = studioExamListSchema.parse(await (await browser.call('/api/admin/studio/exams?deleted=1')).json());
    expect(bin.exams.find((e) => e.id === id)).toMatchObject({ deleted: true, published: false, attempts: 1 });
    expect((await browser.call(`/api/admin/studio/exams/${id}`, { method: 'PUT', body: { ...body, version: 3 } })).status).toBe(404);

    expect((await browser.call(`/api/admin/studio/exams/${id}/restore`, { method: 'POST', body: { version: 3 } })).status).toBe(200);
    const back = studioExamSchema.parse(await (await browser.call(`/api/admin/studio/exams/${id}`)).json());
    expect(back).toMatchObject({ deleted: false, published: false, version: 4 });
    const audit = await t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'exam').where('target_id', '=', String(id)).orderBy('id').execute();
    expect(audit.map((a) => a.action)).toEqual(['content.created', 'content.published', 'content.deleted', 'content.restored']);
  });

  it('refuses to retire or move a question when a published blueprint would come up short, and allows it once unpublished', async () => {
    const { browser } = await admin();
    const { subject, areas, question } = await paper();
    const body = input(subject.slug, { title: 'Needs all of area one', blueprint: [{ areaId: areas[0]!, difficulty: null, count: 3 }] });
    const { id } = savedExamSchema.parse(await (await browser.call('/api/admin/studio/exams', { method: 'POST', body })).json());
    expect((await browser.call(`/api/admin/studio/exams/${id}/publish`, { method: 'POST', body: { published: true, version: 1 } })).status).toBe(200);
    const version = async (ref: string) => (await t.db.selectFrom('questions').select('version').where('id', '=', question(ref)).executeTakeFirstOrThrow()).version;

    const retire = await browser.call(`/api/admin/studio/questions/${question('s1')}/active`, { method: 'POST', body: { active: false, version: await version('s1') } });
    expect(retire.status).toBe(409);
    expect(await error(retire)).toMatchObject({ code: 'blueprint_unfillable' });
    const detail = (await (await browser.call(`/api/admin/studio/questions/${question('m1')}`)).json()) as { version: number; current: Record<string, unknown> };
    const move = await browser.call(`/api/admin/studio/questions/${question('m1')}`, {
      method: 'PUT',
      body: { ...detail.current, areaId: areas[1]!, difficulty: 'standard', version: detail.version },
    });
    expect((await error(move)).code).toBe('blueprint_unfillable');
    const unchanged = await t.db.selectFrom('questions').select(['active', 'area_id']).where('subject_id', '=', subject.id).where('area_id', '=', areas[0]!).execute();
    expect(unchanged).toHaveLength(3);

    expect((await browser.call(`/api/admin/studio/exams/${id}/publish`, { method: 'POST', body: { published: false, version: 2 } })).status).toBe(200);
    const retired = await browser.call(`/api/admin/studio/questions/${question('s1')}/active`, { method: 'POST', body: { active: false, version: await version('s1') } });
    expect(retired.status).toBe(200);
  });

  it('renames a published exam: its old address answers a permanent redirect to the new one, and a taken or malformed address is refused', async () => {
    const { browser } = await admin();
    const { subject, question } = await paper();
    const body = input(subject.slug, { title: 'Renamed mock', selection: 'fixed', questionIds: [question('s1')] });
    const { id } = savedExamSchema.parse(await (await browser.call('/api/admin/studio/exams', { method: 'POST', body })).json());
    const other = savedExamSchema.parse(await (await browser.call('/api/admin/studio/exams', { method: 'POST', body: { ...body, title: 'Another mock' } })).json());
    expect((await browser.call(`/api/admin/studio/exams/${id}/publish`, { method: 'POST', body: { published: true, version: 1 } })).status).toBe(200);

    expect((await error(await browser.call(`/api/admin/studio/exams/${id}`, { method: 'PUT', body: { ...body, slug: other.slug, version: 2 } }))).code).toBe('slug_taken');
    expect((await error(await browser.call(`/api/admin/studio/exams/${id}`, { method: 'PUT', body: { ...body, slug: 'Not A Slug', version: 2 } }))).code).toBe('validation_failed');
    const renamed = await browser.call(`/api/admin/studio/exams/${id}`, { method: 'PUT', body: { ...body, slug: 'renamed-mock-2027', version: 2 } });
    expect(savedExamSchema.parse(await renamed.json())).toMatchObject({ slug: 'renamed-mock-2027', version: 3 });

    const old = await t.request('/api/exams/renamed-mock');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/api/exams/renamed-mock-2027');
    expect((await t.request('/api/exams/renamed-mock-2027')).status).toBe(200);
    expect((await t.request('/api/exams/never-was-an-exam')).status).toBe(404);
    const page = await t.request('/exam/renamed-mock?view=mine');
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/exam/renamed-mock-2027?view=mine');
  });
});

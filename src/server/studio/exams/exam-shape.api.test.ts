import { describe, expect, it } from 'vitest';
import { attemptPlayerSchema, attemptResultSchema, examDetailSchema, type AttemptPlayer } from '../../../contracts/exam-schemas';
import { availabilitySchema, savedExamSchema, studioExamSchema } from '../../../contracts/studio-exam-schemas';
import { signedInAs, type Browser } from '../../testing/auth-helpers';
import { cbeMock, shapedPaper, type ExamBody } from '../../testing/paper-shape-factory';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

type ErrorBody = { error: { code: string; message: string; details?: { field?: string; rows?: { enough: boolean }[] } } };

describe.each(testDatabaseKinds())('exams shaped like the real paper (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });
  const admin = async () => (await signedInAs(t.request, t.services.auth, 'admin')).browser;
  const error = async (res: Response) => ((await res.json()) as ErrorBody).error;
  const create = async (browser: Browser, body: ExamBody) => {
    const res = await browser.call('/api/admin/studio/exams', { method: 'POST', body });
    expect(res.status, await res.clone().text()).toBe(201);
    return savedExamSchema.parse(await res.json());
  };
  const publish = (browser: Browser, id: number, version: number) => browser.call(`/api/admin/studio/exams/${id}/publish`, { method: 'POST', body: { published: true, version } });
  const marksOf = (attempt: AttemptPlayer, from: number, to: number) => attempt.questions.slice(from - 1, to).reduce((s, q) => s + q.marks, 0);

  it('checks kinds and marks against the bank live: a row counted in marks is enough only when some questions make it exactly, and kinds that meet overlap', async () => {
    const browser = await admin();
    const { subject, areas } = await shapedPaper(t.db, t.services.exams);
    const check = async (blueprint: ExamBody['blueprint']) =>
      availabilitySchema.parse(await (await browser.call('/api/admin/studio/exams/availability', { method: 'POST', body: { paper: subject.slug, blueprint } })).json());

    const shaped = await check(cbeMock(subject.slug, areas).blueprint);
    expect(shaped.rows.map((r) => [r.kind, r.unit, r.count, r.available, r.availableMarks, r.enough])).toEqual([
      ['written', 'marks', 15, 6, 44, true],
      ['objective', 'marks', 5, 6, 8, true],
      ['objective', 'marks', 4, 3, 6, true],
    ]);
    expect(shaped).toMatchObject({ fillable: true, overlaps: [] });

    // 44 written marks, but none of 4, 10, 10, 10, 5, 5 add up to 13; and area 2 has no written answer at all.
    const inexact = await check([
      { areaId: areas[0], difficulty: null, kind: 'written', unit: 'marks', count: 13 },
      { areaId: areas[1], difficulty: null, kind: 'written', count: 1 },
      { areaId: areas[1], difficulty: null, kind: 'journal', count: 1 },
    ]);
    expect(inexact.rows.map((r) => [r.available, r.availableMarks, r.enough])).toEqual([
      [6, 44, false],
      [0, 0, false],
      [1, 2, true],
    ]);
    expect(inexact.fillable).toBe(false);

    const overlapping = await check([
      { areaId: areas[0], difficulty: null, kind: 'objective', count: 1 },
      { areaId: areas[0], difficulty: 'foundation', kind: 'single', count: 1 },
      { areaId: areas[0], difficulty: null, kind: 'written', count: 1 },
      { areaId: areas[0], difficulty: 'standard', kind: 'any', unit: 'marks', count: 5 },
    ]);
    // objective meets single; any meets written (both may take a standard written answer); objective and written never meet.
    expect(overlapping.overlaps).toEqual([
      [0, 1],
      [0, 3],
      [2, 3],
    ]);
  });

  it('refuses to publish a row the bank cannot fill exactly, and a section left empty, with a clear error', async () => {
    const browser = await admin();
    const { subject, areas } = await shapedPaper(t.db, t.services.exams);
    const body = cbeMock(subject.slug, areas, {
      blueprint: [
        { areaId: areas[0], difficulty: null, kind: 'written', unit: 'marks', count: 13, section: 1 },
        { areaId: areas[1], difficulty: null, kind: 'objective', count: 2 },
      ],
    });
    const { id } = await create(browser, body);
    const refused = await publish(browser, id, 1);
    expect(refused.status).toBe(409);
    const problem = await error(refused);
    expect(problem).toMatchObject({ code: 'blueprint_unfillable', details: { rows: [{ enough: false }, { enough: true }] } });
    expect(problem.message).toMatch(/marks exactly/);

    const emptySection = await browser.call(`/api/admin/studio/exams/${id}`, {
      method: 'PUT',
      body: { ...body, version: 1, blueprint: [{ areaId: areas[0], difficulty: null, kind: 'written', unit: 'marks', count: 15, section: 1 }] },
    });
    expect(emptySection.status).toBe(200);
    const stillEmpty = await publish(browser, id, 2);
    expect(stillEmpty.status).toBe(400);
    expect(await error(stillEmpty)).toMatchObject({
      code: 'exam_sections_invalid',
      message: 'The section “Section A” has no questions. Give it questions or rows, or remove it.',
      details: { field: 'sections' },
    });

    // A row or a listed question naming a section the exam does not have is refused even in a draft.
    const missing = await browser.call(`/api/admin/studio/exams/${id}`, { method: 'PUT', body: { ...body, version: 2, blueprint: [{ areaId: areas[0], difficulty: null, count: 1, section: 2 }] } });
    expect(await error(missing)).toMatchObject({ code: 'exam_sections_invalid', details: { field: 'blueprint' } });
    const unlisted = await browser.call(`/api/admin/studio/exams/${id}`, { method: 'PUT', body: { ...body, version: 2, selection: 'fixed', questionIds: [1, 2], questionSections: [0] } });
    expect(await error(unlisted)).toMatchObject({ code: 'exam_sections_invalid', details: { field: 'questionSections' } });

    const fixed = await browser.call(`/api/admin/studio/exams/${id}`, { method: 'PUT', body: { ...cbeMock(subject.slug, areas), version: 2 } });
    expect(fixed.status).toBe(200);
    expect((await publish(browser, id, 3)).status).toBe(200);
  });

  it('gives every attempt the same structure: sections in order with their suggested times, the same marks per section and kinds, over many draws', async () => {
    const browser = await admin();
    const { subject, areas } = await shapedPaper(t.db, t.services.exams);
    const { id, slug } = await create(browser, cbeMock(subject.slug, areas));
    expect((await publish(browser, id, 1)).status).toBe(200);
    const saved = studioExamSchema.parse(await (await browser.call(`/api/admin/studio/exams/${id}`)).json());
    expect(saved).toMatchObject({
      totalMarks: 24,
      sections: [
        { title: 'Section A', suggestedMinutes: 12 },
        { title: 'Section B', suggestedMinutes: 18 },
      ],
    });
    expect(saved.blueprint.map((r) => r.section)).toEqual([1, 0, 0]);
    // Counted in marks throughout: the marks are fixed, the number of questions is typical.
    const detail = examDetailSchema.parse(await (await t.request(`/api/exams/${slug}`)).json());
    expect(detail).toMatchObject({ totalMarks: 24, marksVary: false, questionsVary: true });

    const { browser: student } = await signedInAs(t.request, t.services.auth, 'student');
    const essays = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      const started = await student.call(`/api/exams/${slug}/attempts`, { method: 'POST' });
      expect(started.status).toBe(201);
      const attempt = attemptPlayerSchema.parse(((await started.json()) as { attempt: unknown }).attempt);
      const [a, b] = attempt.sections;
      expect(attempt.sections.map((s) => [s.title, s.instructions, s.suggestedMinutes])).toEqual([
        ['Section A', 'Answer every objective question.', 12],
        ['Section B', 'Answer in full sentences.', 18],
      ]);
      expect(a!.from).toBe(1);
      expect(b!.from).toBe(a!.to + 1);
      expect(b!.to).toBe(attempt.questions.length);
      expect([attempt.totalMarks, marksOf(attempt, a!.from, a!.to), marksOf(attempt, b!.from, b!.to)]).toEqual([24, 9, 15]);
      expect(attempt.questions.slice(0, a!.to).every((q) => q.content.kind !== 'written')).toBe(true);
      expect(attempt.questions.slice(a!.to).every((q) => q.content.kind === 'written')).toBe(true);
      essays.add(
        attempt.questions
          .slice(a!.to)
          .map((q) => q.marks)
          .join('+'),
      );
      // The same view when read again, and on the result.
      const read = attemptPlayerSchema.parse(await (await student.call(`/api/attempts/${attempt.id}`)).json());
      expect(read.sections).toEqual(attempt.sections);
      expect((await student.call(`/api/attempts/${attempt.id}/submit`, { method: 'POST' })).status).toBe(200);
      const result = attemptResultSchema.parse(await (await student.call(`/api/attempts/${attempt.id}/result`)).json());
      expect(result.sections).toEqual(attempt.sections);
      expect(result.totalMarks).toBe(24);
    }
    const totals = await t.db.selectFrom('exam_attempts').select('total_marks').where('exam_id', '=', id).execute();
    expect(totals.map((r) => r.total_marks)).toEqual(Array(8).fill(24));
    // Section B is 10 + 5 in either order: the 4-mark essay can never be part of 15, nor three essays of 10.
    expect([...essays].every((e) => e === '10+5' || e === '5+10')).toBe(true);
  });

  it('freezes the sections with the attempt: changing the exam afterwards leaves an attempt’s headings and order as they were', async () => {
    const browser = await admin();
    const { subject, areas, question } = await shapedPaper(t.db, t.services.exams);
    const body = cbeMock(subject.slug, areas, {
      selection: 'fixed',
      blueprint: [],
      questionIds: [question('w1'), question('s1'), question('e4'), question('n1')],
      questionSections: [1, 0, 1, 0],
    });
    const { id, slug } = await create(browser, body);
    expect((await publish(browser, id, 1)).status).toBe(200);
    const { browser: student } = await signedInAs(t.request, t.services.auth, 'student');
    const attempt = attemptPlayerSchema.parse(((await (await student.call(`/api/exams/${slug}/attempts`, { method: 'POST' })).json()) as { attempt: unknown }).attempt);
    // Section A's questions first, in the list's order, then Section B's.
    expect(attempt.questions.map((q) => q.stem)).toEqual([
      'Which side records an increase in an asset?',
      expect.stringContaining('Cost Tk 12,000'),
      'Explain the going concern basis.',
      'Discuss the matter of question e4.',
    ]);
    expect(attempt.sections.map((s) => [s.title, s.from, s.to])).toEqual([
      ['Section A', 1, 2],
      ['Section B', 3, 4],
    ]);
    const studio = studioExamSchema.parse(await (await browser.call(`/api/admin/studio/exams/${id}`)).json());
    expect(studio.questionSections).toEqual([1, 0, 1, 0]);

    const renamed = await browser.call(`/api/admin/studio/exams/${id}`, {
      method: 'PUT',
      body: { ...body, version: 2, sections: [{ title: 'Part one', instructions: '', suggestedMinutes: 30 }], questionSections: [0, 0, 0, 0] },
    });
    expect(renamed.status).toBe(200);
    const again = attemptPlayerSchema.parse(await (await student.call(`/api/attempts/${attempt.id}`)).json());
    expect(again.sections).toEqual(attempt.sections);
    expect(again.questions.map((q) => q.stem)).toEqual(attempt.questions.map((q) => q.stem));
  });

  it('refuses to retire or change a question when a published row counted in marks could no longer be met exactly', async () => {
    const browser = await admin();
    const { subject, areas, question } = await shapedPaper(t.db, t.services.exams);
    const { id } = await create(browser, cbeMock(subject.slug, areas));
    expect((await publish(browser, id, 1)).status).toBe(200);
    const version = async (ref: string) => (await t.db.selectFrom('questions').select('version').where('id', '=', question(ref)).executeTakeFirstOrThrow()).version;
    const retire = async (ref: string) => browser.call(`/api/admin/studio/questions/${question(ref)}/active`, { method: 'POST', body: { active: false, version: await version(ref) } });

    // 15 written marks: 10 + 5 still, with the other 5-mark essay.
    expect((await retire('e4')).status).toBe(200);
    // Making the last 5-mark essay worth 6 leaves 4, 10, 10, 10 and 6: no 15.
    const detail = (await (await browser.call(`/api/admin/studio/questions/${question('e5')}`)).json()) as {
      version: number;
      current: { key: { points: { id: string; text: string; marks: number }[] } } & Record<string, unknown>;
    };
    const points = detail.current.key.points.map((p, i) => (i === 0 ? { ...p, marks: p.marks + 1 } : p));
    const change = await browser.call(`/api/admin/studio/questions/${question('e5')}`, {
      method: 'PUT',
      body: { ...detail.current, areaId: areas[0], difficulty: 'standard', marks: 6, key: { ...detail.current.key, points }, version: detail.version },
    });
    expect(change.status, await change.clone().text()).toBe(409);
    expect((await error(change)).code).toBe('blueprint_unfillable');
    const versions = await t.db.selectFrom('question_versions').select('marks').where('question_id', '=', question('e5')).execute();
    expect(versions.map((v) => v.marks)).toEqual([5]);
    expect((await error(await retire('e5'))).code).toBe('blueprint_unfillable');
  });
});

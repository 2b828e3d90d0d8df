import { describe, expect, it } from 'vitest';
import { attemptResultSchema, myExamsSchema, questionFeedbackSchema } from '../../../contracts/exam-schemas';
import { examStatisticsSchema } from '../../../contracts/exam-statistics-schemas';
import { examPreviewSchema, savedExamSchema, studioExamListSchema, type ExamPreview } from '../../../contracts/studio-exam-schemas';
import { signedInAs, type Browser } from '../../testing/auth-helpers';
import { SAMPLE_RIGHT_ANSWERS } from '../../testing/exam-factory';
import { cbeMock, shapedPaper, type ExamBody } from '../../testing/paper-shape-factory';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';

type ErrorBody = { error: { code: string } };

describe.each(testDatabaseKinds())('previewing an exam as a student sees it (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });
  const signIn = async (role: 'admin' | 'student') => (await signedInAs(t.request, t.services.auth, role)).browser;
  const create = async (browser: Browser, body: ExamBody) => savedExamSchema.parse(await (await browser.call('/api/admin/studio/exams', { method: 'POST', body })).json());
  const preview = async (browser: Browser, id: number) => {
    const res = await browser.call(`/api/admin/studio/exams/${id}/preview`, { method: 'POST' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    return examPreviewSchema.parse(await res.json());
  };
  const mark = (browser: Browser, id: number, run: ExamPreview, answers: { position: number; answer: unknown }[], selfMarks: { position: number; points: string[] }[] = []) =>
    browser.call(`/api/admin/studio/exams/${id}/preview/result`, {
      method: 'POST',
      body: { paper: run.paper, sections: run.attempt.sections, startedAt: run.attempt.startedAt, answers: answers.map((a) => ({ ...a, flagged: false })), selfMarks },
    });
  const code = async (res: Response) => ((await res.json()) as ErrorBody).error.code;
  /** Everything an attempt would have left behind, anywhere. */
  const traces = async () => ({
    attempts: Number(
      (
        await t.db
          .selectFrom('exam_attempts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    answers: Number(
      (
        await t.db
          .selectFrom('exam_answers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    areaSums: Number(
      (
        await t.db
          .selectFrom('exam_area_totals')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  it('runs an unpublished draft in the player’s view, marks it on the server and gives the result screen’s result, leaving nothing behind', async () => {
    const admin = await signIn('admin');
    const { subject, areas } = await shapedPaper(t.db, t.services.exams);
    const { id, slug } = await create(admin, cbeMock(subject.slug, areas));
    const before = await traces();

    const run = await preview(admin, id);
    expect(run.attempt).toMatchObject({ status: 'in_progress', totalMarks: 24, exam: { slug, title: 'Shaped mock' }, currentPosition: 1 });
    expect(run.attempt.sections.map((s) => s.title)).toEqual(['Section A', 'Section B']);
    expect(Date.parse(run.attempt.deadlineAt!) - Date.parse(run.attempt.startedAt)).toBe(30 * 60_000);
    expect(run.paper).toHaveLength(run.attempt.questions.length);
    // The player's view never carries a key.
    expect(JSON.stringify(run.attempt)).not.toMatch(/"correct"|"points"/);

    // Answer every objective question rightly and one essay; self-mark it afterwards.
    const versions = await t.db.selectFrom('question_versions as v').innerJoin('questions as q', 'q.id', 'v.question_id').select(['v.id', 'q.ref']).execute();
    const refOf = (versionId: number) => versions.find((v) => v.id === versionId)!.ref;
    const right: Record<string, unknown> = { s1: SAMPLE_RIGHT_ANSWERS[0], m1: SAMPLE_RIGHT_ANSWERS[1], n1: SAMPLE_RIGHT_ANSWERS[2], t1: SAMPLE_RIGHT_ANSWERS[3], j1: SAMPLE_RIGHT_ANSWERS[4] };
    const answers = run.paper.flatMap((entry, i) => {
      const ref = refOf(entry.versionId);
      if (right[ref]) return [{ position: i + 1, answer: right[ref] }];
      if (ref.startsWith('o')) return [{ position: i + 1, answer: { kind: 'single', choice: 'a' } }];
      return [];
    });
    const essay = run.paper.findIndex((entry) => refOf(entry.versionId).startsWith('e')) + 1;
    answers.push({ position: essay, answer: { kind: 'written', text: 'The rule, applied to the facts.' } });
    const res = await mark(admin, id, run, answers);
    expect(res.status, await res.clone().text()).toBe(200);
    const result = attemptResultSchema.parse(await res.json());
    expect(result).toMatchObject({ score: 9, totalMarks: 24, toMark: 1, passed: null, review: 'full', finishedBy: 'student', sections: run.attempt.sections });
    expect(result.questions).toHaveLength(run.paper.length);
    expect(result.questions[essay - 1]).toMatchObject({ outcome: 'self_mark', selfMarks: null });

    // Self-marking sends the run again with the ticked points: the result counts them.
    const points = result.questions[essay - 1]!.key!;
    expect(points.kind).toBe('written');
    const marked = attemptResultSchema.parse(await (await mark(admin, id, run, answers, [{ position: essay, points: points.kind === 'written' ? points.points.map((p) => p.id) : [] }])).json());
    expect(marked.toMark).toBe(0);
    expect(marked.score).toBe(9 + result.questions[essay - 1]!.max);
    expect(marked.passed).not.toBeNull();

    expect(await traces()).toEqual(before);
    const list = studioExamListSchema.parse(await (await admin.call('/api/admin/studio/exams')).json());
    expect(list.exams.find((e) => e.id === id)).toMatchObject({ attempts: 0, published: false });
    const mine = myExamsSchema.parse(await (await admin.call('/api/my/exams')).json());
    expect(mine).toMatchObject({ attempts: [], open: [], areas: [] });
    const statistics = examStatisticsSchema.parse(await (await admin.call(`/api/admin/studio/exams/${id}/statistics`)).json());
    expect(statistics.test.attempts).toBe(0);
    // Still a draft: students cannot find or start it.
    expect((await t.request(`/api/exams/${slug}`)).status).toBe(404);
  });

  it('previews a published exam students are sitting without touching their figures, and checks a topic quiz answer as the player does', async () => {
    const admin = await signIn('admin');
    const { subject, areas, question } = await shapedPaper(t.db, t.services.exams);
    const quiz = await create(admin, cbeMock(subject.slug, areas, { title: 'Quiz', kind: 'quiz', sections: [], selection: 'fixed', blueprint: [], questionIds: [question('s1'), question('n1')] }));
    expect((await admin.call(`/api/admin/studio/exams/${quiz.id}/publish`, { method: 'POST', body: { published: true, version: 1 } })).status).toBe(200);
    const student = await signIn('student');
    const { attemptId } = (await (await student.call(`/api/exams/${quiz.slug}/attempts`, { method: 'POST' })).json()) as { attemptId: string };
    await student.call(`/api/attempts/${attemptId}/answers/1`, { method: 'PUT', body: { answer: SAMPLE_RIGHT_ANSWERS[0], revision: 1, flagged: false } });
    expect((await student.call(`/api/attempts/${attemptId}/submit`, { method: 'POST' })).status).toBe(200);
    const before = await traces();
    const statsBefore = await (await admin.call(`/api/admin/studio/exams/${quiz.id}/statistics?attempts=all`)).json();

    const run = await preview(admin, quiz.id);
    expect(run.attempt.sections).toEqual([]);
    const check = await admin.call(`/api/admin/studio/exams/${quiz.id}/preview/check`, { method: 'POST', body: { entry: run.paper[0], answer: SAMPLE_RIGHT_ANSWERS[0] } });
    expect(questionFeedbackSchema.parse(await check.json())).toMatchObject({ marks: 2, outcome: 'correct', explanation: expect.stringContaining('Worked answer') });
    const wrongKind = await admin.call(`/api/admin/studio/exams/${quiz.id}/preview/check`, { method: 'POST', body: { entry: run.paper[0], answer: { kind: 'number', text: '1' } } });
    expect([wrongKind.status, await code(wrongKind)]).toEqual([400, 'answer_invalid']);
    const result = attemptResultSchema.parse(await (await mark(admin, quiz.id, run, [{ position: 1, answer: SAMPLE_RIGHT_ANSWERS[0] }])).json());
    expect(result).toMatchObject({ score: 2, totalMarks: 4, passed: true });

    expect(await traces()).toEqual(before);
    expect(await (await admin.call(`/api/admin/studio/exams/${quiz.id}/statistics?attempts=all`)).json()).toEqual(statsBefore);
    const mine = myExamsSchema.parse(await (await student.call('/api/my/exams')).json());
    expect(mine.attempts.map((a) => a.id)).toEqual([attemptId]);

    // A mock checks nothing one by one, in a preview as in an attempt.
    const { id: mockId } = await create(admin, cbeMock(subject.slug, areas, { title: 'Mock' }));
    const mockRun = await preview(admin, mockId);
    const refused = await admin.call(`/api/admin/studio/exams/${mockId}/preview/check`, { method: 'POST', body: { entry: mockRun.paper[0], answer: null } });
    expect([refused.status, await code(refused)]).toEqual([409, 'check_not_available']);
  });

  it('refuses a paper that is not the exam’s, answers that do not fit, an exam without questions or a deleted one, and anyone but an admin', async () => {
    const admin = await signIn('admin');
    const { subject, areas, question } = await shapedPaper(t.db, t.services.exams);
    const other = await shapedPaper(t.db, t.services.exams);
    const { id } = await create(admin, cbeMock(subject.slug, areas));
    const run = await preview(admin, id);
    const foreign = (await t.db.selectFrom('questions').select(['id', 'current_version_id']).where('id', '=', other.question('s1')).executeTakeFirstOrThrow()) as {
      id: number;
      current_version_id: number;
    };

    const send = (body: Record<string, unknown>) =>
      admin.call(`/api/admin/studio/exams/${id}/preview/result`, {
        method: 'POST',
        body: { paper: run.paper, sections: run.attempt.sections, startedAt: run.attempt.startedAt, answers: [], selfMarks: [], ...body },
      });
    const refusals = [
      await send({ paper: [...run.paper.slice(1), { questionId: foreign.id, versionId: foreign.current_version_id }] }),
      await send({ paper: run.paper.map((e, i) => (i === 0 ? { ...e, questionId: question('w1') === e.questionId ? question('s1') : question('w1') } : e)) }),
      await send({ paper: [...run.paper, run.paper[0]] }),
      await send({ sections: [{ ...run.attempt.sections[0]!, to: run.paper.length + 3 }] }),
      await send({ answers: [{ position: 1, answer: { kind: 'journal', lines: [] }, flagged: false }] }),
      await send({ answers: [{ position: run.paper.length + 1, answer: null, flagged: false }] }),
      await send({ selfMarks: [{ position: 1, points: ['nope'] }] }),
    ];
    expect(await Promise.all(refusals.map(async (r) => [r.status, await code(r)]))).toEqual([
      [400, 'preview_paper_invalid'],
      [400, 'preview_paper_invalid'],
      [400, 'preview_paper_invalid'],
      [400, 'preview_paper_invalid'],
      [400, 'answer_invalid'],
      [400, 'position_out_of_range'],
      [400, 'answer_invalid'],
    ]);

    const empty = await create(admin, cbeMock(subject.slug, areas, { title: 'Nothing yet', sections: [], blueprint: [] }));
    const nothing = await admin.call(`/api/admin/studio/exams/${empty.id}/preview`, { method: 'POST' });
    expect([nothing.status, await code(nothing)]).toEqual([400, 'exam_questions_invalid']);
    const unfillable = await create(
      admin,
      cbeMock(subject.slug, areas, { title: 'Too much', sections: [], blueprint: [{ areaId: areas[0], difficulty: null, kind: 'written', unit: 'marks', count: 13 }] }),
    );
    const short = await admin.call(`/api/admin/studio/exams/${unfillable.id}/preview`, { method: 'POST' });
    expect([short.status, await code(short)]).toEqual([409, 'blueprint_unfillable']);
    expect((await admin.call(`/api/admin/studio/exams/${empty.id}/delete`, { method: 'POST', body: { version: 1 } })).status).toBe(200);
    const gone = await admin.call(`/api/admin/studio/exams/${empty.id}/preview`, { method: 'POST' });
    expect([gone.status, await code(gone)]).toEqual([404, 'studio_item_not_found']);

    const student = await signIn('student');
    const paths = [`/api/admin/studio/exams/${id}/preview`, `/api/admin/studio/exams/${id}/preview/check`, `/api/admin/studio/exams/${id}/preview/result`, `/api/admin/studio/exams/${id}/duplicate`];
    for (const path of paths) {
      const body = path.endsWith('check')
        ? { entry: run.paper[0], answer: null }
        : path.endsWith('result')
          ? { paper: run.paper, sections: [], startedAt: run.attempt.startedAt, answers: [], selfMarks: [] }
          : undefined;
      expect((await student.call(path, { method: 'POST', body })).status, path).toBe(403);
      expect((await t.request(path, { method: 'POST' })).status, path).toBe(401);
    }
  });
});

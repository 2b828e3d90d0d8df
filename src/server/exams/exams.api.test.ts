import { describe, expect, it } from 'vitest';
import { attemptPlayerSchema, attemptResultSchema, examDetailSchema, type Answer, type AttemptPlayer } from '../../contracts/exam-schemas';
import { grantEnrollment } from '../enrollments/grant-enrollment';
import { type Browser, signedInAs } from '../testing/auth-helpers';
import { type ExamOverrides, insertExamWithBank } from '../testing/exam-factory';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { ExamStore } from './exam-store';
import { finaliseAttempt } from './finalise-attempt';
import { reviseQuestion } from './revise-question';
import { sweepOverdueAttempts } from './sweep';

async function error(res: Response): Promise<{ code: string; message: string; details?: unknown }> {
  return ((await res.json()) as { error: { code: string; message: string; details?: unknown } }).error;
}

const RIGHT_ANSWERS: Answer[] = [
  { kind: 'single', choice: 'a' },
  { kind: 'multi', choices: ['a', 'c'] },
  { kind: 'number', text: '1,200' },
  { kind: 'table', blanks: { r1c0: 'a', r2c1: '40,000' } },
  {
    kind: 'journal',
    lines: [
      { account: 'acc2', side: 'credit', amount: '20,000' },
      { account: 'acc1', side: 'debit', amount: '20000' },
    ],
  },
  { kind: 'written', text: 'The entity will continue in operation for the foreseeable future; losses are one sign of doubt.' },
];

describe.each(testDatabaseKinds())('mock exams API (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });
  const student = (name?: string) => signedInAs(t.request, t.services.auth, 'student', name);
  const exam = (overrides: ExamOverrides = {}, courseIds: number[] = []) => insertExamWithBank(t.db, t.services.exams, { overrides, courseIds });

  async function start(browser: Browser, slug: string): Promise<string> {
    const res = await browser.call(`/api/exams/${slug}/attempts`, { method: 'POST' });
    expect([200, 201]).toContain(res.status);
    return ((await res.json()) as { attemptId: string }).attemptId;
  }
  async function player(browser: Browser, id: string): Promise<AttemptPlayer> {
    const res = await browser.call(`/api/attempts/${id}`);
    expect(res.status).toBe(200);
    return attemptPlayerSchema.parse(await res.json());
  }
  const save = (browser: Browser, id: string, position: number, answer: Answer | null, revision: number, flagged = false) =>
    browser.call(`/api/attempts/${id}/answers/${position}`, { method: 'PUT', body: { answer, revision, flagged } });
  const moveDeadline = (id: string, msFromNow: number) =>
    t.db
      .updateTable('exam_attempts')
      .set({ deadline_at: new Date(Date.now() + msFromNow).toISOString() })
      .where('id', '=', id)
      .execute();

  it('lists the exam, and its page tells a student whether they may start', async () => {
    const { exam: e } = await exam();
    const list = (await (await t.request('/api/exams')).json()) as { exams: { slug: string; free: boolean }[] };
    expect(list.exams.find((x) => x.slug === e.slug)).toMatchObject({ free: true });
    const visitor = examDetailSchema.parse(await (await t.request(`/api/exams/${e.slug}`)).json());
    expect(visitor.mine).toBeNull();
    const { browser } = await student();
    const mine = examDetailSchema.parse(await (await browser.call(`/api/exams/${e.slug}`)).json());
    expect(mine.mine).toMatchObject({ attempts: [], attemptsLeft: null, canStart: true, refusal: null });
    expect((await t.request('/api/exams/no-such-exam')).status).toBe(404);
  });

  it('starts once, resumes the same frozen paper, and never sends keys or explanations to the player', async () => {
    const { exam: e } = await exam({ shuffle_options: 1 });
    const { browser } = await student();
    const first = await browser.call(`/api/exams/${e.slug}/attempts`, { method: 'POST' });
    expect(first.status).toBe(201);
    const started = (await first.json()) as { attemptId: string; resumed: boolean; attempt: unknown };
    const { attemptId } = started;
    expect(started.resumed).toBe(false);
    // Start's answer carries the player's view, exactly as reading the attempt gives it (but for the clock's reading).
    const view = await player(browser, attemptId);
    const withoutClock = ({ serverNow, ...rest }: AttemptPlayer) => (expect(Date.parse(serverNow)).not.toBeNaN(), rest);
    expect(withoutClock(attemptPlayerSchema.parse(started.attempt))).toEqual(withoutClock(view));

    await save(browser, attemptId, 1, { kind: 'single', choice: 'b' }, 1, true);
    await browser.call(`/api/attempts/${attemptId}/position`, { method: 'PUT', body: { position: 3 } });
    const again = await browser.call(`/api/exams/${e.slug}/attempts`, { method: 'POST' });
    expect(again.status).toBe(200);
    const resumed = (await again.json()) as { attemptId: string; resumed: boolean; attempt: unknown };
    expect(resumed).toMatchObject({ attemptId, resumed: true });
    const resumedView = attemptPlayerSchema.parse(resumed.attempt);
    expect(resumedView).toMatchObject({ currentPosition: 3 });
    expect(resumedView.questions[0]).toMatchObject({ answer: { kind: 'single', choice: 'b' }, revision: 1, flagged: true });
    expect(withoutClock(resumedView)).toEqual(withoutClock(await player(browser, attemptId)));

    const reload = await player(browser, attemptId);
    expect(reload.questions.map((q) => q.content)).toEqual(view.questions.map((q) => q.content));
    expect(view.questions).toHaveLength(6);
    expect(view.deadlineAt).not.toBeNull();
    const deadline = new Date(view.deadlineAt!).getTime() - new Date(view.startedAt).getTime();
    expect(deadline).toBe(30 * 60_000);
    const text = JSON.stringify([view, started, resumed]);
    for (const secret of ['correct', 'explanation', 'Worked answer', 'answer_key', 'points', 'Defines going concern', '40000', 'tolerance']) expect(text).not.toContain(secret);
  });

  it('twenty concurrent starts make one attempt', async () => {
    const { exam: e } = await exam();
    const { browser, id } = await student();
    const answers = await Promise.all(Array.from({ length: 20 }, () => browser.call(`/api/exams/${e.slug}/attempts`, { method: 'POST' })));
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { attemptId: string }).attemptId)));
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(ids.size).toBe(1);
    const rows = await t.db.selectFrom('exam_attempts').select('id').where('user_id', '=', id).where('exam_id', '=', e.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('saves every kind of answer, echoes figures, refuses unreadable ones and keeps the newest revision', async () => {
    const { exam: e } = await exam();
    const { browser } = await student();
    const id = await start(browser, e.slug);
    for (const [i, answer] of RIGHT_ANSWERS.entries()) {
      const res = await save(browser, id, i + 1, answer, 1);
      expect(res.status, answer.kind).toBe(200);
    }
    const echoed = await save(browser, id, 3, { kind: 'number', text: '(1,200)' }, 2);
    expect(await echoed.json()).toMatchObject({ revision: 2, echo: '\u22121,200' });

    const unreadable = await save(browser, id, 3, { kind: 'number', text: '12,00' }, 3);
    expect(unreadable.status).toBe(400);
    expect(await error(unreadable)).toMatchObject({ code: 'answer_invalid', message: expect.stringMatching(/comma/) });
    expect((await save(browser, id, 1, { kind: 'single', choice: 'z' }, 3)).status).toBe(400);
    expect((await save(browser, id, 1, { kind: 'number', text: '1' }, 3)).status).toBe(400);
    expect((await save(browser, id, 99, { kind: 'single', choice: 'a' }, 1)).status).toBe(404);

    // A stale tab with an older revision cannot overwrite the newer answer, and is told what is kept.
    const stale = await save(browser, id, 3, { kind: 'number', text: '999' }, 1);
    expect(stale.status).toBe(409);
    expect(await error(stale)).toMatchObject({ code: 'answer_stale', details: { answer: { kind: 'number', text: '(1,200)' }, revision: 2 } });
    // The same revision again with the same answer is a retry and is acknowledged; with another answer it is refused.
    expect((await save(browser, id, 3, { kind: 'number', text: '(1,200)' }, 2)).status).toBe(200);
    expect((await save(browser, id, 3, { kind: 'number', text: '1,200' }, 2)).status).toBe(409);
    expect((await save(browser, id, 3, { kind: 'number', text: '1,200' }, 3, true)).status).toBe(200);

    const view = await player(browser, id);
    expect(view.questions[2]).toMatchObject({ answer: { kind: 'number', text: '1,200' }, revision: 3, flagged: true });
  });

  it('accepts saves until the deadline plus 60 s of grace, then refuses them with attempt_closed', async () => {
    const { exam: e } = await exam();
    const { browser } = await student();
    const id = await start(browser, e.slug);
    await moveDeadline(id, -30_000);
    expect((await save(browser, id, 1, { kind: 'single', choice: 'a' }, 1)).status).toBe(200);
    await moveDeadline(id, -61_000);
    const late = await save(browser, id, 2, { kind: 'multi', choices: ['a'] }, 1);
    expect(late.status).toBe(409);
    expect((await error(late)).code).toBe('attempt_closed');
  });

  it('marks on submit, by syllabus area, and shows the worked review after submitting', async () => {
    const { exam: e } = await exam();
    const { browser } = await student();
    const id = await start(browser, e.slug);
    for (const [i, answer] of RIGHT_ANSWERS.entries()) expect((await save(browser, id, i + 1, answer, 1)).status).toBe(200);
    expect((await browser.call(`/api/attempts/${id}/result`)).status).toBe(409);
    const submitted = await browser.call(`/api/attempts/${id}/submit`, { method: 'POST' });
    expect(submitted.status).toBe(200);

    const result = attemptResultSchema.parse(await (await browser.call(`/api/attempts/${id}/result`)).json());
    expect(result).toMatchObject({ score: 10, totalMarks: 14, selfMarked: 0, review: 'full', finishedBy: 'student' });
    expect(result.percent).toBeCloseTo(71.43, 2);
    // The written answer is not marked yet: no verdict until it is.
    expect(result).toMatchObject({ toMark: 1, passed: null });
    expect(result.areas.map((a) => [a.name, a.marks, a.max])).toEqual([
      ['Recording transactions', 4, 8],
      ['Year-end adjustments', 6, 6],
    ]);
    expect(result.questions[0]).toMatchObject({ outcome: 'correct', key: { kind: 'single', correct: 'a' }, explanation: expect.stringContaining('Worked answer') });
    expect(result.questions[5]).toMatchObject({ outcome: 'self_mark', selfMarks: null });

    // Self-marking the written answer moves the score, and is told apart.
    const marked = await browser.call(`/api/attempts/${id}/self-marks/6`, { method: 'PUT', body: { points: ['p1'] } });
    expect(marked.status).toBe(200);
    expect(attemptResultSchema.parse(await marked.json())).toMatchObject({ score: 12, selfMarked: 2, toMark: 0, passed: true });
    expect((await browser.call(`/api/attempts/${id}/self-marks/1`, { method: 'PUT', body: { points: ['p1'] } })).status).toBe(400);
    expect((await browser.call(`/api/attempts/${id}/self-marks/6`, { method: 'PUT', body: { points: ['p9'] } })).status).toBe(400);

    // Nothing changes after submitting.
    const late = await save(browser, id, 1, { kind: 'single', choice: 'b' }, 2);
    expect((await error(late)).code).toBe('attempt_closed');

    const mine = (await (await browser.call('/api/my/exams')).json()) as { attempts: { id: string; percent: number }[] };
    expect(mine.attempts[0]).toMatchObject({ id, percent: expect.closeTo(85.71, 2) });
  });

  it('twenty concurrent submits give one result, and the finalising update lets one caller through', async () => {
    const { exam: e } = await exam();
    const { browser } = await student();
    const id = await start(browser, e.slug);
    await save(browser, id, 1, { kind: 'single', choice: 'a' }, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => browser.call(`/api/attempts/${id}/submit`, { method: 'POST' })));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const row = await t.db.selectFrom('exam_attempts').select(['status', 'score_hundredths']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'submitted', score_hundredths: 200 });

    const other = await start(browser, e.slug);
    const wins = await Promise.all(Array.from({ length: 20 }, () => finaliseAttempt(t.db, t.services.exams, { attemptId: other, by: 'student', finishedAt: new Date() })));
    expect(wins.filter(Boolean)).toHaveLength(1);
  });

  it('finalises an abandoned attempt once, at its deadline, with two sweepers racing; a read finalises it too', async () => {
    const { exam: e } = await exam();
    const { browser } = await student();
    const id = await start(browser, e.slug);
    await save(browser, id, 3, { kind: 'number', text: '1200' }, 1);
    await moveDeadline(id, -5 * 60_000);
    const deadline = (await t.db.selectFrom('exam_attempts').select('deadline_at').where('id', '=', id).executeTakeFirstOrThrow()).deadline_at!;
    // Two processes' sweepers, each with its own cold store (nothing of this paper kept yet).
    const [a, b] = await Promise.all([sweepOverdueAttempts(t.db, new ExamStore(t.db)), sweepOverdueAttempts(t.db, new ExamStore(t.db))]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    const row = await t.db.selectFrom('exam_attempts').select(['status', 'finished_at', 'finished_by', 'score_hundredths']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'submitted', finished_at: deadline, finished_by: 'time', score_hundredths: 200 });
    expect(await sweepOverdueAttempts(t.db, t.services.exams)).toBe(0);

    // Another abandoned attempt, finalised by the student's next read before any sweep.
    const second = await start(browser, e.slug);
    await moveDeadline(second, -2 * 60_000);
    const view = await player(browser, second);
    expect(view.status).toBe('submitted');
    const result = attemptResultSchema.parse(await (await browser.call(`/api/attempts/${second}/result`)).json());
    expect(result.finishedBy).toBe('time');
  });

  it('shows keys and explanations only as the review policy allows', async () => {
    const never = (await exam({ review_policy: 'never' })).exam;
    const later = (await exam({ review_policy: 'after_close', closes_at: new Date(Date.now() + 86_400_000).toISOString() })).exam;
    const { browser } = await student();
    for (const [e, review] of [
      [never, 'hidden'],
      [later, 'later'],
    ] as const) {
      const id = await start(browser, e.slug);
      await save(browser, id, 1, { kind: 'single', choice: 'a' }, 1);
      await browser.call(`/api/attempts/${id}/submit`, { method: 'POST' });
      const result = attemptResultSchema.parse(await (await browser.call(`/api/attempts/${id}/result`)).json());
      expect(result.review).toBe(review);
      expect(result.questions).toEqual([]);
      expect(result.score).toBe(2);
      expect((await browser.call(`/api/attempts/${id}/self-marks/6`, { method: 'PUT', body: { points: [] } })).status).toBe(409);
    }
  });

  it('checks a topic quiz answer at once, with its worked answer, and closes it to changes', async () => {
    const { exam: quiz } = await exam({ kind: 'quiz', duration_minutes: null });
    const { browser } = await student();
    const id = await start(browser, quiz.slug);
    expect((await browser.call(`/api/attempts/${id}/answers/3/check`, { method: 'POST' })).status).toBe(409);
    await save(browser, id, 3, { kind: 'number', text: '12,000' }, 1);
    const checked = await browser.call(`/api/attempts/${id}/answers/3/check`, { method: 'POST' });
    expect(checked.status).toBe(200);
    expect(await checked.json()).toMatchObject({ marks: 0, outcome: 'wrong', key: { kind: 'number', answer: 1200 }, explanation: expect.stringContaining('Worked answer') });
    const changed = await save(browser, id, 3, { kind: 'number', text: '1,200' }, 2);
    expect(changed.status).toBe(409);
    expect((await error(changed)).code).toBe('answer_locked');
    // A reload shows the feedback of checked answers only.
    const view = await player(browser, id);
    expect(view.questions[2]!.feedback).toMatchObject({ outcome: 'wrong' });
    expect(view.questions.filter((q) => q.feedback !== null)).toHaveLength(1);
    expect(JSON.stringify(view.questions[0])).not.toContain('correct');

    // A mock's answers are not checked one by one.
    const { exam: mock } = await exam();
    const mockId = await start(browser, mock.slug);
    await save(browser, mockId, 1, { kind: 'single', choice: 'a' }, 1);
    expect((await error(await browser.call(`/api/attempts/${mockId}/answers/1/check`, { method: 'POST' }))).code).toBe('check_not_available');
  });

  it('keeps the question versions an attempt was given when a question is edited', async () => {
    const { exam: e } = await exam();
    const { browser } = await student();
    const before = await start(browser, e.slug);
    const question = await t.db.selectFrom('exam_questions').select('question_id').where('exam_id', '=', e.id).where('position', '=', 1).executeTakeFirstOrThrow();
    const made = await reviseQuestion(t.db, t.services.exams, {
      questionId: question.question_id,
      revision: {
        marks: 2,
        stem: 'Which side of the ledger records an increase in an asset? (edited)',
        content: {
          kind: 'single',
          options: [
            { id: 'a', text: 'Debit' },
            { id: 'b', text: 'Credit' },
          ],
        },
        key: { kind: 'single', correct: 'a' },
        explanation: 'Worked answer: assets increase on the debit side.',
      },
    });
    expect(made.version).toBe(2);
    expect((await player(browser, before)).questions[0]!.stem).toBe('Which side records an increase in an asset?');
    await browser.call(`/api/attempts/${before}/submit`, { method: 'POST' });
    const after = await start(browser, e.slug);
    expect((await player(browser, after)).questions[0]!.stem).toContain('(edited)');
    const result = attemptResultSchema.parse(await (await browser.call(`/api/attempts/${before}/result`)).json());
    expect(result.questions[0]!.stem).toBe('Which side records an increase in an asset?');
  });

  it("answers another student's attempt as if it did not exist", async () => {
    const { exam: e } = await exam();
    const owner = await student();
    const id = await start(owner.browser, e.slug);
    const { browser: other } = await student('Other Student');
    for (const res of [
      await other.call(`/api/attempts/${id}`),
      await save(other, id, 1, { kind: 'single', choice: 'a' }, 5),
      await other.call(`/api/attempts/${id}/submit`, { method: 'POST' }),
      await other.call(`/api/attempts/${id}/answers/1/check`, { method: 'POST' }),
      await other.call(`/api/attempts/${id}/result`),
    ]) {
      expect(res.status).toBe(404);
      expect((await error(res)).code).toBe('attempt_not_found');
    }
    expect((await player(owner.browser, id)).status).toBe('in_progress');
    expect((await t.request(`/api/attempts/${id}`)).status).toBe(401);
  });

  it('refuses an enrollment-only exam without the enrollment and opens it with one', async () => {
    const { subject } = await exam();
    const course = await t.db
      .insertInto('courses')
      .values({
        slug: `course-${subject.slug}`,
        title: 'A course with mocks',
        subject_id: subject.id,
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
    const { exam: e } = await exam({ access: 'enrolled' }, [course.id]);
    const { browser, id } = await student();
    const refused = await browser.call(`/api/exams/${e.slug}/attempts`, { method: 'POST' });
    expect(refused.status).toBe(403);
    expect(await error(refused)).toMatchObject({ code: 'exam_enrollment_required', details: { courses: [{ slug: `course-${subject.slug}` }] } });
    await t.db.transaction().execute((trx) => grantEnrollment(trx, { userId: id, courseId: course.id, source: 'manual', orderId: null, now: new Date() }));
    expect((await browser.call(`/api/exams/${e.slug}/attempts`, { method: 'POST' })).status).toBe(201);
  });

  it('holds the attempt limit and the exam window', async () => {
    const once = (await exam({ attempts_allowed: 1 })).exam;
    const { browser } = await student();
    const id = await start(browser, once.slug);
    await browser.call(`/api/attempts/${id}/submit`, { method: 'POST' });
    const again = await browser.call(`/api/exams/${once.slug}/attempts`, { method: 'POST' });
    expect(again.status).toBe(409);
    expect((await error(again)).code).toBe('attempts_used_up');
    const detail = examDetailSchema.parse(await (await browser.call(`/api/exams/${once.slug}`)).json());
    expect(detail.mine).toMatchObject({ attemptsLeft: 0, canStart: false, refusal: 'attempts_used_up' });

    const future = (await exam({ opens_at: new Date(Date.now() + 3_600_000).toISOString() })).exam;
    expect((await error(await browser.call(`/api/exams/${future.slug}/attempts`, { method: 'POST' }))).code).toBe('exam_not_open');
    const past = (await exam({ closes_at: new Date(Date.now() - 1000).toISOString() })).exam;
    expect((await error(await browser.call(`/api/exams/${past.slug}/attempts`, { method: 'POST' }))).code).toBe('exam_closed');

    // A window that closes before the duration ends sets the deadline.
    const closing = (await exam({ closes_at: new Date(Date.now() + 10 * 60_000).toISOString() })).exam;
    const view = await player(browser, await start(browser, closing.slug));
    expect(new Date(view.deadlineAt!).getTime()).toBe(new Date(closing.closes_at!).getTime());
  });
});

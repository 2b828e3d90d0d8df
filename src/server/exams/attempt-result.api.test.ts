import { describe, expect, it } from 'vitest';
import { attemptResultSchema, examDetailSchema, myExamsSchema, type Answer, type AttemptResult } from '../../contracts/exam-schemas';
import type { SeedQuestion } from '../db/seed/exam-bank/bank-types';
import { type Browser, signedInAs } from '../testing/auth-helpers';
import { insertExamWithBank, SAMPLE_RIGHT_ANSWERS } from '../testing/exam-factory';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

/** Right answers to the sample bank's first five questions, and a written answer to the sixth. */
const ANSWERS: Answer[] = [...SAMPLE_RIGHT_ANSWERS, { kind: 'written', text: 'The entity will continue in operation for the foreseeable future.' }];

/** Twenty written questions of 2 marks each, for self-marks racing on one attempt. */
const WRITTEN_PAPER: SeedQuestion[] = Array.from({ length: 20 }, (_, i) => ({
  ref: `w${i + 1}`,
  area: (i % 2) + 1,
  difficulty: 'standard',
  kind: 'written',
  stem: `Written question ${i + 1}.`,
  points: [{ text: 'Makes the point', marks: 2 }],
  explanation: 'Worked answer: the point to make.',
}));

describe.each(testDatabaseKinds())('exam results and self-marking (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });
  const student = () => signedInAs(t.request, t.services.auth, 'student');

  async function sit(browser: Browser, slug: string, answers: (Answer | null)[]): Promise<string> {
    const started = await browser.call(`/api/exams/${slug}/attempts`, { method: 'POST' });
    const { attemptId } = (await started.json()) as { attemptId: string };
    for (const [i, answer] of answers.entries()) {
      if (answer) expect((await browser.call(`/api/attempts/${attemptId}/answers/${i + 1}`, { method: 'PUT', body: { answer, revision: 1, flagged: false } })).status).toBe(200);
    }
    expect((await browser.call(`/api/attempts/${attemptId}/submit`, { method: 'POST' })).status).toBe(200);
    return attemptId;
  }
  async function result(browser: Browser, id: string): Promise<{ parsed: AttemptResult; text: string }> {
    const res = await browser.call(`/api/attempts/${id}/result`);
    expect(res.status).toBe(200);
    const text = await res.text();
    return { parsed: attemptResultSchema.parse(JSON.parse(text)), text };
  }

  it('while the review is withheld, results give the total and the areas only: nothing per question, whichever option was chosen', async () => {
    const never = (await insertExamWithBank(t.db, t.services.exams, { overrides: { review_policy: 'never' } })).exam;
    const later = (await insertExamWithBank(t.db, t.services.exams, { overrides: { review_policy: 'after_close', closes_at: new Date(Date.now() + 86_400_000).toISOString() } })).exam;
    const { browser } = await student();
    for (const [e, review] of [
      [never, 'hidden'],
      [later, 'later'],
    ] as const) {
      // Four attempts, one per option of the single-choice question: none of them may tell which option was right.
      for (const choice of ['a', 'b', 'c', 'd']) {
        const id = await sit(browser, e.slug, [{ kind: 'single', choice }]);
        const { parsed, text } = await result(browser, id);
        expect(parsed).toMatchObject({ review, questions: [], totalMarks: 14, toMark: 0 });
        expect(parsed.reviewOpensAt).toBe(review === 'later' ? later.closes_at : null);
        expect(parsed.areas.map((a) => [a.name, a.max])).toEqual(
          expect.arrayContaining([
            ['Recording transactions', 8],
            ['Year-end adjustments', 6],
          ]),
        );
        for (const secret of ['outcome', '"correct"', 'wrong', '"key"', 'explanation', 'Worked answer', 'Which side records', 'Defines going concern'])
          expect(text, `${review} ${choice}`).not.toContain(secret);
      }
    }

    // Once the window closes, the same attempt's review opens with every question, its marks, key and worked answer.
    const id = await sit(browser, later.slug, [{ kind: 'single', choice: 'a' }]);
    await t.db
      .updateTable('exams')
      .set({ closes_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', later.id)
      .execute();
    await t.services.exams.invalidate();
    const { parsed } = await result(browser, id);
    expect(parsed.review).toBe('full');
    expect(parsed.questions).toHaveLength(6);
    expect(parsed.questions[0]).toMatchObject({ outcome: 'correct', marks: 2, key: { kind: 'single', correct: 'a' }, explanation: expect.stringContaining('Worked answer') });
    expect(parsed.questions[1]).toMatchObject({ outcome: 'unanswered', marks: 0 });
  });

  it('does not check a topic quiz answer one by one while the quiz withholds its review', async () => {
    const { exam } = await insertExamWithBank(t.db, t.services.exams, { overrides: { kind: 'quiz', duration_minutes: null, review_policy: 'never' } });
    const { browser } = await student();
    const started = await browser.call(`/api/exams/${exam.slug}/attempts`, { method: 'POST' });
    const { attemptId } = (await started.json()) as { attemptId: string };
    expect((await browser.call(`/api/attempts/${attemptId}/answers/1`, { method: 'PUT', body: { answer: { kind: 'single', choice: 'b' }, revision: 1, flagged: false } })).status).toBe(200);
    const checked = await browser.call(`/api/attempts/${attemptId}/answers/1/check`, { method: 'POST' });
    expect(checked.status).toBe(409);
    const text = await checked.text();
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'check_not_available', message: expect.stringContaining('review opens') } });
    for (const secret of ['outcome', 'wrong', '"marks"', '"key"']) expect(text).not.toContain(secret);
    // The answer stays open to changes: nothing was closed by the refused check.
    expect((await browser.call(`/api/attempts/${attemptId}/answers/1`, { method: 'PUT', body: { answer: { kind: 'single', choice: 'a' }, revision: 2, flagged: false } })).status).toBe(200);
  });

  it('gives no pass or fail while a written answer is still to be marked, on the results, the exam page and My exams alike', async () => {
    const { exam } = await insertExamWithBank(t.db, t.services.exams);
    const { browser } = await student();
    const id = await sit(browser, exam.slug, ANSWERS);

    const before = (await result(browser, id)).parsed;
    expect(before).toMatchObject({ score: 10, toMark: 1, passed: null });
    expect(before.questions[5]).toMatchObject({ outcome: 'self_mark', selfMarks: null });
    const page = examDetailSchema.parse(await (await browser.call(`/api/exams/${exam.slug}`)).json());
    expect(page.mine!.attempts[0]).toMatchObject({ id, toMark: 1, passed: null });
    const mine = myExamsSchema.parse(await (await browser.call('/api/my/exams')).json());
    expect(mine.attempts.find((a) => a.id === id)).toMatchObject({ toMark: 1, passed: null });

    // Marking it as making no point is still a mark: the verdict is given.
    const marked = await browser.call(`/api/attempts/${id}/self-marks/6`, { method: 'PUT', body: { points: [] } });
    expect(marked.status).toBe(200);
    expect(attemptResultSchema.parse(await marked.json())).toMatchObject({ score: 10, toMark: 0, passed: true });
    expect((await result(browser, id)).parsed.questions[5]).toMatchObject({ selfMarks: [] });
    const pageAfter = examDetailSchema.parse(await (await browser.call(`/api/exams/${exam.slug}`)).json());
    expect(pageAfter.mine!.attempts[0]).toMatchObject({ id, toMark: 0, passed: true });

    // A written question left unanswered has nothing to mark: the verdict is given at once.
    const blank = await sit(browser, exam.slug, [{ kind: 'single', choice: 'a' }]);
    expect((await result(browser, blank)).parsed).toMatchObject({ toMark: 0, passed: false });
    const mineAfter = myExamsSchema.parse(await (await browser.call('/api/my/exams')).json());
    expect(mineAfter.attempts.find((a) => a.id === blank)).toMatchObject({ toMark: 0, passed: false });
  });

  it('keeps the verdict pending on an exam whose review is withheld, where the written answer cannot be marked yet', async () => {
    const { exam } = await insertExamWithBank(t.db, t.services.exams, { overrides: { review_policy: 'never' } });
    const { browser } = await student();
    const id = await sit(browser, exam.slug, ANSWERS);
    expect((await result(browser, id)).parsed).toMatchObject({ score: 10, toMark: 1, passed: null, questions: [] });
    expect((await browser.call(`/api/attempts/${id}/self-marks/6`, { method: 'PUT', body: { points: ['p1'] } })).status).toBe(409);
  });

  it('twenty concurrent self-marks of one attempt all count in its score', async () => {
    const { exam } = await insertExamWithBank(t.db, t.services.exams, { overrides: { total_marks: 40 }, questions: WRITTEN_PAPER });
    const { browser } = await student();
    const id = await sit(
      browser,
      exam.slug,
      WRITTEN_PAPER.map((_, i) => ({ kind: 'written', text: `Answer ${i + 1}` })),
    );
    expect((await result(browser, id)).parsed).toMatchObject({ score: 0, toMark: 20, passed: null });

    const answers = await Promise.all(WRITTEN_PAPER.map((_, i) => browser.call(`/api/attempts/${id}/self-marks/${i + 1}`, { method: 'PUT', body: { points: ['p1'] } })));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect((await result(browser, id)).parsed).toMatchObject({ score: 40, selfMarked: 40, toMark: 0, passed: true });
    // The stored score, which lists and the chart read, has every mark too.
    const row = await t.db.selectFrom('exam_attempts').select('score_hundredths').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.score_hundredths).toBe(4000);
  });
});

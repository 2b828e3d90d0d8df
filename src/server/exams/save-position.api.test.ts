import { describe, expect, it } from 'vitest';
import { attemptPlayerSchema, savedPositionSchema, type Answer } from '../../contracts/exam-schemas';
import { Browser, GOOD_PASSWORD, signedInAs } from '../testing/auth-helpers';
import { insertExamWithBank, SAMPLE_RIGHT_ANSWERS } from '../testing/exam-factory';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

async function errorCode(res: Response): Promise<string> {
  return ((await res.json()) as { error: { code: string } }).error.code;
}

const ANSWERS: Answer[] = [...SAMPLE_RIGHT_ANSWERS, { kind: 'written', text: 'The entity will go on trading.' }];

describe.each(testDatabaseKinds())('the place an attempt reopens at (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });

  async function studentWithAttempt() {
    const { exam } = await insertExamWithBank(t.db, t.services.exams);
    const signedIn = await signedInAs(t.request, t.services.auth, 'student');
    const res = await signedIn.browser.call(`/api/exams/${exam.slug}/attempts`, { method: 'POST' });
    expect(res.status).toBe(201);
    const { attemptId } = (await res.json()) as { attemptId: string };
    return { ...signedIn, attemptId };
  }
  const move = (browser: Browser, attemptId: string, position: unknown) => browser.call(`/api/attempts/${attemptId}/position`, { method: 'PUT', body: { position } });
  const placeOf = async (browser: Browser, attemptId: string) => {
    const res = await browser.call(`/api/attempts/${attemptId}`);
    expect(res.status).toBe(200);
    return attemptPlayerSchema.parse(await res.json()).currentPosition;
  };
  const storedPlace = async (attemptId: string) => (await t.db.selectFrom('exam_attempts').select('current_position').where('id', '=', attemptId).executeTakeFirstOrThrow()).current_position;
  const moveDeadline = (id: string, msFromNow: number) =>
    t.db
      .updateTable('exam_attempts')
      .set({ deadline_at: new Date(Date.now() + msFromNow).toISOString() })
      .where('id', '=', id)
      .execute();

  it('starts at the first question, keeps the question moved to, and another device of the student opens there', async () => {
    const { browser, email, attemptId } = await studentWithAttempt();
    expect(await placeOf(browser, attemptId)).toBe(1);

    const moved = await move(browser, attemptId, 4);
    expect(moved.status).toBe(200);
    expect(moved.headers.get('cache-control')).toBe('private, no-store');
    expect(savedPositionSchema.parse(await moved.json())).toEqual({ position: 4, recorded: true });
    expect(await placeOf(browser, attemptId)).toBe(4);

    // A second device: its own session, the same student.
    const phone = new Browser(t.request);
    expect((await phone.call('/api/auth/sign-in/email', { body: { email, password: GOOD_PASSWORD } })).status).toBe(200);
    expect(await placeOf(phone, attemptId)).toBe(4);
    expect((await move(phone, attemptId, 6)).status).toBe(200);
    expect(await placeOf(browser, attemptId)).toBe(6);
  });

  it('refuses a place that is no question of the paper with a stable code, and answers for the owner only', async () => {
    const { browser, attemptId } = await studentWithAttempt();
    for (const bad of [0, -1, 1.5, '3', null, 501]) {
      const res = await move(browser, attemptId, bad);
      expect(res.status, String(bad)).toBe(400);
      expect(await errorCode(res)).toBe('validation_failed');
    }
    const missing = await browser.call(`/api/attempts/${attemptId}/position`, { method: 'PUT', body: {} });
    expect(missing.status).toBe(400);
    // The paper has six questions: seven is in the schema's range but not in this attempt's.
    const beyond = await move(browser, attemptId, 7);
    expect(beyond.status).toBe(400);
    expect(await errorCode(beyond)).toBe('position_out_of_range');
    expect(await storedPlace(attemptId)).toBe(1);

    const other = await signedInAs(t.request, t.services.auth, 'student', 'Another Student');
    const theirs = await move(other.browser, attemptId, 3);
    expect(theirs.status).toBe(404);
    expect(await errorCode(theirs)).toBe('attempt_not_found');
    expect((await move(browser, 'no-such-attempt', 2)).status).toBe(404);
    const visitor = await move(new Browser(t.request), attemptId, 2);
    expect(visitor.status).toBe(401);
    expect(await storedPlace(attemptId)).toBe(1);
  });

  it('is ignored once the attempt has ended: submitted, or past its deadline and the grace', async () => {
    const submitted = await studentWithAttempt();
    await move(submitted.browser, submitted.attemptId, 3);
    expect((await submitted.browser.call(`/api/attempts/${submitted.attemptId}/submit`, { method: 'POST' })).status).toBe(200);
    const late = await move(submitted.browser, submitted.attemptId, 5);
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({ position: 3, recorded: false });
    expect(await storedPlace(submitted.attemptId)).toBe(3);

    const timed = await studentWithAttempt();
    // Inside the grace the place is still kept, as answers are.
    await moveDeadline(timed.attemptId, -30_000);
    expect(await (await move(timed.browser, timed.attemptId, 2)).json()).toEqual({ position: 2, recorded: true });
    await moveDeadline(timed.attemptId, -61_000);
    expect(await (await move(timed.browser, timed.attemptId, 5)).json()).toEqual({ position: 2, recorded: false });
    expect(await storedPlace(timed.attemptId)).toBe(2);
  });

  it('twenty concurrent moves beside the answer saves and a submit lose no answer, double none, and leave the ended attempt as it was', async () => {
    const { browser, attemptId } = await studentWithAttempt();
    const moves = Array.from({ length: 20 }, (_, i) => move(browser, attemptId, (i % 6) + 1));
    const saves = ANSWERS.map((answer, i) => browser.call(`/api/attempts/${attemptId}/answers/${i + 1}`, { method: 'PUT', body: { answer, revision: 1, flagged: false } }));
    const replies = await Promise.all([...moves, ...saves]);
    expect(replies.map((r) => r.status)).toEqual(Array(26).fill(200));
    const rows = await t.db.selectFrom('exam_answers').select(['position', 'revision', 'answer']).where('attempt_id', '=', attemptId).orderBy('position').execute();
    expect(rows.map((r) => [r.position, r.revision, JSON.parse(r.answer!)])).toEqual(ANSWERS.map((answer, i) => [i + 1, 1, answer]));
    expect(await storedPlace(attemptId)).toBeGreaterThanOrEqual(1);

    // Moves racing the submit: each either lands before the attempt closes or changes nothing after.
    const racing = await Promise.all([
      ...Array.from({ length: 10 }, () => move(browser, attemptId, 2)),
      browser.call(`/api/attempts/${attemptId}/submit`, { method: 'POST' }),
      ...Array.from({ length: 10 }, () => move(browser, attemptId, 5)),
    ]);
    expect(racing.map((r) => r.status)).toEqual(Array(21).fill(200));
    const ended = await storedPlace(attemptId);
    const after = await Promise.all(Array.from({ length: 20 }, (_, i) => move(browser, attemptId, (i % 6) + 1)));
    for (const res of after) expect(await res.json()).toEqual({ position: ended, recorded: false });
    expect(await storedPlace(attemptId)).toBe(ended);
    const attempt = await t.db.selectFrom('exam_attempts').select(['status', 'score_hundredths']).where('id', '=', attemptId).executeTakeFirstOrThrow();
    expect(attempt.status).toBe('submitted');
    expect(await t.db.selectFrom('exam_answers').select('position').where('attempt_id', '=', attemptId).execute()).toHaveLength(6);
  });
});

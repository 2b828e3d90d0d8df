import { describe, expect, it } from 'vitest';
import { signedInAs, type Browser } from '../testing/auth-helpers';
import { countStatements } from '../testing/count-statements';
import { SAMPLE_RIGHT_ANSWERS, insertExamWithBank } from '../testing/exam-factory';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

const HOUR = 60 * 60 * 1000;

/**
 * The exact number of statements each request of a sitting sends once the
 * exam is loaded in the process, so that one more fails here and has to be
 * argued for (BEGIN and COMMIT count). On exam day these run thousands of
 * times a second. Sessions are kept for an hour here, as in
 * cart/hot-path-statements.api.test.ts, and each student makes one request
 * first, so the counts are the operation's own. PostgreSQL adds the
 * student's row lock inside the submit's transaction (db/lock-user.ts).
 */
describe.each(testDatabaseKinds())('statements per exam-day request on %s', (kind) => {
  const lock = kind === 'postgres' ? 1 : 0;
  // The session and exam caches re-check their shared versions once an hour here, not once a second:
  // on a busy machine a second passes between requests and the count would include a re-check.
  const t = useTestApp(kind, { countStatements: true, sessions: { ttlMs: HOUR, checkEveryMs: HOUR }, examStore: { checkEveryMs: HOUR } });

  /** The statements one request sends, its answer read to the end. */
  const statementsOf = async (browser: Browser, path: string, init: { method?: string; body?: unknown } = {}) => {
    let status = 0;
    let body: Record<string, unknown> = {};
    const sent = await countStatements(t.db, async () => {
      const res = await browser.call(path, init);
      status = res.status;
      body = (await res.json()) as Record<string, unknown>;
    });
    return { status, body, sent };
  };
  const expectStatements = (sent: string[], count: number) => expect(sent, `statements sent:\n${sent.join('\n')}\n`).toHaveLength(count);
  const warmStudent = async () => {
    const { browser } = await signedInAs(t.request, t.services.auth, 'student');
    expect((await browser.call('/api/cart/count')).status).toBe(200);
    return browser;
  };

  it('starts in two statements, loads the paper in two, saves in one, submits in seven (eight on PostgreSQL) and reads the result in two', async () => {
    const { exam } = await insertExamWithBank(t.db, t.services.exams);
    // The process's first start loads the exam, its paper's pool and the questions (exam-store.ts).
    expect((await (await warmStudent()).call(`/api/exams/${exam.slug}/attempts`, { method: 'POST', body: {} })).status).toBe(201);

    const browser = await warmStudent();
    const started = await statementsOf(browser, `/api/exams/${exam.slug}/attempts`, { method: 'POST', body: {} });
    expect(started.status).toBe(201);
    // The student's earlier attempts of the exam; the insert.
    expectStatements(started.sent, 2);
    const id = started.body.attemptId as string;

    // The attempt; its answers.
    const paper = await statementsOf(browser, `/api/attempts/${id}`);
    expect(paper.status).toBe(200);
    expectStatements(paper.sent, 2);

    // One conditional upsert that checks ownership, the open attempt and the revision.
    for (const revision of [1, 2]) {
      const saved = await statementsOf(browser, `/api/attempts/${id}/answers/1`, { method: 'PUT', body: { answer: SAMPLE_RIGHT_ANSWERS[0], revision, flagged: false } });
      expect(saved.status).toBe(200);
      expectStatements(saved.sent, 1);
    }

    // The attempt (its paper passed on to marking, not read again); BEGIN, (the
    // student's lock,) the closing update, the answers, the marks, the kept area sums, COMMIT.
    const submitted = await statementsOf(browser, `/api/attempts/${id}/submit`, { method: 'POST', body: {} });
    expect(submitted.status).toBe(200);
    expectStatements(submitted.sent, 7 + lock);

    // The attempt; its answers.
    const result = await statementsOf(browser, `/api/attempts/${id}/result`);
    expect(result.status).toBe(200);
    expect(result.body.id).toBe(id);
    expectStatements(result.sent, 2);
  });
});

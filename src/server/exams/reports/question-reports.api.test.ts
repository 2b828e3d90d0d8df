import { describe, expect, it } from 'vitest';
import { adminReportSchema, questionReportsSchema, reportQueueSchema, studentReportSchema, studentReportsSchema } from '../../../contracts/question-report-schemas';
import { signedInAs, type Browser } from '../../testing/auth-helpers';
import { insertExamWithBank, SAMPLE_RIGHT_ANSWERS } from '../../testing/exam-factory';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { saveAnswer } from '../save-answer';
import { startAttempt } from '../start-attempt';
import { submitAttempt } from '../submit-attempt';

type ErrorBody = { error: { code: string; details?: unknown } };

describe.each(testDatabaseKinds())('question reports (%s)', (kind) => {
  // The longer tests below have a minute: each signs in several students, which on a loaded machine passed the default 20 seconds.
  const t = useTestApp(kind, { seed: false });

  /** A student who sat the exam (the first question answered) and submitted, unless `submit` is false. */
  async function sitter(slug: string, { submit = true } = {}) {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const { attemptId } = await startAttempt(t.db, t.services.exams, { userId: student.id, slug });
    await saveAnswer(t.db, t.services.exams, { userId: student.id, attemptId, position: 1, input: { answer: SAMPLE_RIGHT_ANSWERS[0]!, revision: 1, flagged: false } });
    if (submit) await submitAttempt(t.db, t.services.exams, { userId: student.id, attemptId });
    return { ...student, attemptId };
  }

  const report = (browser: Browser, attemptId: string, position: number, body: unknown) => browser.call(`/api/attempts/${attemptId}/reports/${position}`, { method: 'PUT', body });
  const mine = async (browser: Browser, attemptId: string) => studentReportsSchema.parse(await (await browser.call(`/api/attempts/${attemptId}/reports`)).json()).reports;
  const code = async (res: Response) => ((await res.json()) as ErrorBody).error.code;

  it('lets a student report a question of their reviewed attempt, edits the open report on a second report, and checks the words', async () => {
    const { exam } = await insertExamWithBank(t.db, t.services.exams);
    const student = await sitter(exam.slug);

    const first = await report(student.browser, student.attemptId, 3, { reason: 'wrong_key', details: '  The answer should be 1,000: the residual value was missed.  ' });
    expect(first.status).toBe(200);
    const made = studentReportSchema.parse(await first.json());
    expect(made).toMatchObject({ position: 3, reason: 'wrong_key', details: 'The answer should be 1,000: the residual value was missed.', status: 'open', reply: '', closedAt: null });
    expect(first.headers.get('cache-control')).toBe('private, no-store');

    // A second report of the same question edits the first.
    const again = await report(student.browser, student.attemptId, 3, { reason: 'typo' });
    expect(again.status).toBe(200);
    const edited = studentReportSchema.parse(await again.json());
    expect(edited).toMatchObject({ id: made.id, reason: 'typo', details: '', status: 'open' });
    expect(edited.createdAt).toBe(made.createdAt);
    expect(await mine(student.browser, student.attemptId)).toEqual([edited]);
    const rows = await t.db.selectFrom('question_reports').selectAll().where('user_id', '=', student.id).execute();
    expect(rows).toHaveLength(1);
    const paper = JSON.parse((await t.db.selectFrom('exam_attempts').select('paper').where('id', '=', student.attemptId).executeTakeFirstOrThrow()).paper) as {
      questionId: number;
      versionId: number;
    }[];
    expect(rows[0]).toMatchObject({ question_id: paper[2]!.questionId, version_id: paper[2]!.versionId, attempt_id: student.attemptId, position: 3 });

    // "Something else" needs words; words have a limit; the reason is one of four.
    const bare = await report(student.browser, student.attemptId, 2, { reason: 'other', details: '   ' });
    expect(bare.status).toBe(400);
    const bareBody = (await bare.json()) as ErrorBody;
    expect(bareBody.error.code).toBe('validation_failed');
    expect(bareBody.error.details).toEqual([expect.objectContaining({ path: 'details', message: 'Say what is wrong: “Something else” needs a few words.' })]);
    expect((await report(student.browser, student.attemptId, 2, { reason: 'wrong_key', details: 'x'.repeat(601) })).status).toBe(400);
    expect((await report(student.browser, student.attemptId, 2, { reason: 'rude' })).status).toBe(400);
    expect((await report(student.browser, student.attemptId, 2, { reason: 'other', details: 'The table’s second line has no label.' })).status).toBe(200);
    expect((await mine(student.browser, student.attemptId)).map((r) => [r.position, r.reason])).toEqual([
      [2, 'other'],
      [3, 'typo'],
    ]);

    // A position the paper does not have.
    const beyond = await report(student.browser, student.attemptId, 7, { reason: 'typo' });
    expect(beyond.status).toBe(404);
    expect(await code(beyond)).toBe('question_not_found');
  });

  it('refuses another student’s attempt, one in progress, and one whose review is not shown', { timeout: 60_000 }, async () => {
    const { exam } = await insertExamWithBank(t.db, t.services.exams);
    const owner = await sitter(exam.slug);
    const other = await signedInAs(t.request, t.services.auth, 'student');
    expect((await report(owner.browser, owner.attemptId, 1, { reason: 'unclear' })).status).toBe(200);

    // Another student learns nothing of the attempt or its reports.
    const foreign = await report(other.browser, owner.attemptId, 1, { reason: 'unclear' });
    expect(foreign.status).toBe(404);
    expect(await code(foreign)).toBe('attempt_not_found');
    const peek = await other.browser.call(`/api/attempts/${owner.attemptId}/reports`);
    expect(peek.status).toBe(404);
    expect(await code(peek)).toBe('attempt_not_found');

    // Sitting the same exam, the other student sees only their own reports.
    const theirs = await sitter(exam.slug);
    expect(await mine(theirs.browser, theirs.attemptId)).toEqual([]);

    // Still in progress: nothing to review yet.
    const running = await sitter(exam.slug, { submit: false });
    const early = await report(running.browser, running.attemptId, 1, { reason: 'typo' });
    expect(early.status).toBe(409);
    expect(await code(early)).toBe('attempt_in_progress');

    // Reviews withheld: never, and until the window closes.
    for (const [policy, closesAt] of [
      ['never', null],
      ['after_close', new Date(Date.now() + 86_400_000).toISOString()],
    ] as const) {
      const { exam: withheld } = await insertExamWithBank(t.db, t.services.exams, { overrides: { review_policy: policy, closes_at: closesAt } });
      const sat = await sitter(withheld.slug);
      const refused = await report(sat.browser, sat.attemptId, 1, { reason: 'wrong_key' });
      expect(refused.status).toBe(409);
      expect(await code(refused)).toBe('review_not_available');
      expect(await code(await sat.browser.call(`/api/attempts/${sat.attemptId}/reports`))).toBe('review_not_available');
    }
    expect(await t.db.selectFrom('question_reports').select('id').where('user_id', 'in', [other.id, running.id]).execute()).toEqual([]);

    // A visitor is asked to sign in.
    expect((await t.request(`/api/attempts/${owner.attemptId}/reports`)).status).toBe(401);
  });

  it('keeps one open report per student and question when twenty arrive at once', { timeout: 60_000 }, async () => {
    const { exam } = await insertExamWithBank(t.db, t.services.exams);
    const student = await sitter(exam.slug);
    // A second attempt of the same exam: reports from either attempt are of the same question.
    const { attemptId: second } = await startAttempt(t.db, t.services.exams, { userId: student.id, slug: exam.slug });
    await submitAttempt(t.db, t.services.exams, { userId: student.id, attemptId: second });
    const reasons = ['wrong_key', 'unclear', 'typo', 'other'] as const;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => report(student.browser, i % 2 === 0 ? student.attemptId : second, 1, { reason: reasons[i % 4], details: `Report number ${i}` })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const ids = new Set((await Promise.all(answers.map(async (a) => studentReportSchema.parse(await a.json())))).map((r) => r.id));
    expect(ids.size).toBe(1);
    const rows = await t.db.selectFrom('question_reports').selectAll().where('user_id', '=', student.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('open');
    expect(rows[0]!.details).toMatch(/^Report number \d+$/);
  });

  it('gives admins a queue by question, the question’s reports, and resolving with a reply the student reads or dismissing', { timeout: 60_000 }, async () => {
    // The queue is the whole installation's: the earlier tests' reports are cleared away.
    await t.db.deleteFrom('question_reports').execute();
    const { exam } = await insertExamWithBank(t.db, t.services.exams, { overrides: { title: 'Reported mock' } });
    const { browser: admin, id: adminId } = await signedInAs(t.request, t.services.auth, 'admin', 'Nadia Admin');
    const [a, b, c] = [await sitter(exam.slug), await sitter(exam.slug), await sitter(exam.slug)];
    const paper = JSON.parse((await t.db.selectFrom('exam_attempts').select('paper').where('id', '=', a.attemptId).executeTakeFirstOrThrow()).paper) as { questionId: number }[];
    const [singleId, , numberId] = paper.map((p) => p.questionId);
    await report(a.browser, a.attemptId, 3, { reason: 'wrong_key', details: 'The residual value was missed.' });
    await report(b.browser, b.attemptId, 3, { reason: 'wrong_key' });
    await report(c.browser, c.attemptId, 3, { reason: 'unclear', details: 'Straight line or reducing balance?' });
    // Made a minute ago, so the report that follows is the newest by more than the clock's grain.
    await t.db
      .updateTable('question_reports')
      .set({ updated_at: new Date(Date.now() - 60_000).toISOString() })
      .execute();
    // The newest report is of the single choice: it comes first.
    const newest = studentReportSchema.parse(await (await report(c.browser, c.attemptId, 1, { reason: 'typo', details: 'Debit is spelt Debbit.' })).json());

    const queue = reportQueueSchema.parse(await (await admin.call('/api/admin/studio/question-reports')).json());
    expect(queue).toMatchObject({ total: 2, page: 1, pageSize: 20, counts: { open: 4, closed: 0 } });
    expect(queue.groups.map((g) => [g.question.id, g.reports])).toEqual([
      [singleId, 1],
      [numberId, 3],
    ]);
    expect(queue.groups[1]).toMatchObject({
      question: { ref: 'n1', kind: 'number', stem: 'Cost Tk 12,000, life 10 years, no residual value. Annual depreciation?' },
      reasons: [
        { reason: 'wrong_key', count: 2 },
        { reason: 'unclear', count: 1 },
      ],
    });
    expect(queue.groups[0]!.latestAt).toBe(newest.updatedAt);

    const onPage = questionReportsSchema.parse(await (await admin.call(`/api/admin/studio/questions/${numberId}/reports`)).json());
    expect(onPage.open).toHaveLength(3);
    expect(onPage).toMatchObject({ closed: [], closedTotal: 0 });
    const fromA = onPage.open.find((r) => r.student.id === a.id)!;
    expect(fromA).toMatchObject({
      reason: 'wrong_key',
      details: 'The residual value was missed.',
      exam: { id: exam.id, title: 'Reported mock' },
      attemptNumber: 1,
      position: 3,
      revision: 1,
      status: 'open',
      closedBy: null,
    });

    // Resolve with a reply; a reply is required.
    expect((await admin.call(`/api/admin/studio/question-reports/${fromA.id}/resolve`, { body: { reply: '   ' } })).status).toBe(400);
    const resolved = await admin.call(`/api/admin/studio/question-reports/${fromA.id}/resolve`, {
      body: { reply: ' You are right: the key now allows for the residual value, and your mark was corrected. ' },
    });
    expect(resolved.status).toBe(200);
    expect(adminReportSchema.parse(await resolved.json())).toMatchObject({
      status: 'resolved',
      reply: 'You are right: the key now allows for the residual value, and your mark was corrected.',
      closedBy: 'Nadia Admin',
    });
    const again = await admin.call(`/api/admin/studio/question-reports/${fromA.id}/dismiss`, { body: {} });
    expect(again.status).toBe(409);
    expect(await code(again)).toBe('question_report_closed');
    const missing = await admin.call('/api/admin/studio/question-reports/999999/resolve', { body: { reply: 'Done.' } });
    expect(missing.status).toBe(404);
    expect(await code(missing)).toBe('question_report_not_found');

    // The student reads the reply on their review, and may report the question again.
    expect((await mine(a.browser, a.attemptId)).find((r) => r.position === 3)).toMatchObject({
      status: 'resolved',
      reply: 'You are right: the key now allows for the residual value, and your mark was corrected.',
    });
    expect((await report(a.browser, a.attemptId, 3, { reason: 'unclear' })).status).toBe(200);
    expect((await mine(a.browser, a.attemptId)).map((r) => r.status)).toEqual(['open', 'resolved']);

    // Dismiss: two admins at once, one closes it.
    const fromB = onPage.open.find((r) => r.student.id === b.id)!;
    const { browser: otherAdmin } = await signedInAs(t.request, t.services.auth, 'admin');
    const both = await Promise.all([
      admin.call(`/api/admin/studio/question-reports/${fromB.id}/dismiss`, { body: {} }),
      otherAdmin.call(`/api/admin/studio/question-reports/${fromB.id}/resolve`, { body: { reply: 'Thanks.' } }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await mine(b.browser, b.attemptId))[0]!.status).toMatch(/^(dismissed|resolved)$/);

    const history = questionReportsSchema.parse(await (await admin.call(`/api/admin/studio/questions/${numberId}/reports`)).json());
    expect(history.open.map((r) => r.student.id).sort()).toEqual([a.id, c.id].sort());
    expect(history.closed.map((r) => r.id)).toEqual([fromB.id, fromA.id]);
    expect(history.closedTotal).toBe(2);
    const closedQueue = reportQueueSchema.parse(await (await admin.call('/api/admin/studio/question-reports?status=closed')).json());
    expect(closedQueue).toMatchObject({ total: 1, counts: { open: 3, closed: 2 } });
    expect(closedQueue.groups[0]).toMatchObject({ question: { id: numberId }, reports: 2 });
    const summary = (await (await admin.call('/api/admin/studio/summary')).json()) as { openReports: number };
    expect(summary.openReports).toBe(3);

    // Each closing is audited against the question.
    const audit = await t.db.selectFrom('audit_log').select(['action', 'actor_id', 'target_type', 'target_id']).where('action', 'like', 'question_report.%').execute();
    expect(audit).toHaveLength(2);
    expect(audit.find((e) => e.action === 'question_report.resolved')).toMatchObject({ actor_id: adminId, target_type: 'question', target_id: String(numberId) });
  });

  it('refuses the studio’s report operations to a student and a visitor', async () => {
    const { exam } = await insertExamWithBank(t.db, t.services.exams);
    const student = await sitter(exam.slug);
    const made = studentReportSchema.parse(await (await report(student.browser, student.attemptId, 1, { reason: 'typo' })).json());
    const question = await t.db.selectFrom('question_reports').select('question_id').where('id', '=', made.id).executeTakeFirstOrThrow();
    const calls: [string, { body?: unknown }][] = [
      ['/api/admin/studio/question-reports', {}],
      [`/api/admin/studio/questions/${question.question_id}/reports`, {}],
      [`/api/admin/studio/question-reports/${made.id}/resolve`, { body: { reply: 'Closed by a student.' } }],
      [`/api/admin/studio/question-reports/${made.id}/dismiss`, { body: {} }],
    ];
    for (const [path, init] of calls) {
      expect((await student.browser.call(path, init)).status).toBe(403);
      expect((await t.request(path, init.body ? { method: 'POST', body: JSON.stringify(init.body), headers: { 'Content-Type': 'application/json' } } : {})).status).toBe(401);
    }
    expect((await t.db.selectFrom('question_reports').select('status').where('id', '=', made.id).executeTakeFirstOrThrow()).status).toBe('open');
    const { browser: admin } = await signedInAs(t.request, t.services.auth, 'admin');
    expect(await code(await admin.call('/api/admin/studio/questions/999999/reports'))).toBe('bank_question_not_found');
  });
});

import { describe, expect, it } from 'vitest';
import type { Answer } from '../../../contracts/exam-schemas';
import { regradeResultSchema, type RegradeResult } from '../../../contracts/regrade-schemas';
import { type Browser, signedInAs } from '../../testing/auth-helpers';
import { insertExamWithBank, SAMPLE_RIGHT_ANSWERS } from '../../testing/exam-factory';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { reviseQuestion } from '../revise-question';

describe.each(testDatabaseKinds())('regrading a question after its key is fixed (%s)', (kind) => {
  // The exam store re-reads the shared version on every use: a store read inside a transaction would
  // then wait on SQLite for the transaction's own connection, and these tests would hang instead of pass.
  const t = useTestApp(kind, { seed: false, examStore: { checkEveryMs: 0 } });

  async function sit(browser: Browser, slug: string, answers: (Answer | null)[]): Promise<string> {
    const { attemptId } = (await (await browser.call(`/api/exams/${slug}/attempts`, { method: 'POST' })).json()) as { attemptId: string };
    for (const [i, answer] of answers.entries()) if (answer) await browser.call(`/api/attempts/${attemptId}/answers/${i + 1}`, { method: 'PUT', body: { answer, revision: 1, flagged: false } });
    expect((await browser.call(`/api/attempts/${attemptId}/submit`, { method: 'POST' })).status).toBe(200);
    return attemptId;
  }
  /** The single-choice question's key moved from option a to option b (a new version), as an editor fixing a wrong key does. */
  async function fixKey(subjectId: number, ref = 's1', change: (key: Record<string, unknown>) => Record<string, unknown> = (key) => ({ ...key, correct: 'b' }), marks?: number) {
    const question = await t.db.selectFrom('questions').select(['id', 'current_version_id']).where('subject_id', '=', subjectId).where('ref', '=', ref).executeTakeFirstOrThrow();
    const version = (await t.services.exams.questionVersions([question.current_version_id!])).get(question.current_version_id!)!;
    await reviseQuestion(t.db, t.services.exams, {
      questionId: question.id,
      revision: {
        marks: marks ?? version.marks,
        stem: version.stem,
        content: version.content,
        key: change(version.key as unknown as Record<string, unknown>) as never,
        explanation: version.explanation,
      },
    });
    return question.id;
  }
  const regrade = async (browser: Browser, questionId: number, dryRun: boolean): Promise<RegradeResult> => {
    const res = await browser.call(`/api/admin/studio/questions/${questionId}/regrade`, { method: 'POST', body: { dryRun } });
    expect(res.status).toBe(200);
    return regradeResultSchema.parse(await res.json());
  };
  /** The five keyed answers with the single-choice one replaced. */
  const answering = (choice: string): Answer[] => [{ kind: 'single', choice }, ...SAMPLE_RIGHT_ANSWERS.slice(1)];

  it('lists in a dry run exactly what committing changes, keeps the old marks in the history, emails each student once, and changes nothing the second time', async () => {
    // Pass mark 80 %: 10 marks of 14 (71 %) is a fail, 12 (86 %) a pass, so a 2-mark question turns verdicts.
    const { exam, subject } = await insertExamWithBank(t.db, t.services.exams, { overrides: { pass_percent: 80 } });
    const wasRight = await signedInAs(t.request, t.services.auth, 'student', 'Ayesha Siddiqua');
    const nowRight = await signedInAs(t.request, t.services.auth, 'student', 'Babul Mia');
    const neither = await signedInAs(t.request, t.services.auth, 'student', 'Chandni Roy');
    const written = { kind: 'written', text: 'Going concern.' } as const;
    const a = await sit(wasRight.browser, exam.slug, [...answering('a'), written]);
    const b = await sit(nowRight.browser, exam.slug, [...answering('b'), written]);
    const c = await sit(neither.browser, exam.slug, [...answering('c'), written]);
    for (const [who, id] of [
      [wasRight, a],
      [nowRight, b],
    ] as const)
      expect((await who.browser.call(`/api/attempts/${id}/self-marks/6`, { method: 'PUT', body: { points: ['p1'] } })).status).toBe(200);
    const questionId = await fixKey(subject.id);
    const admin = await signedInAs(t.request, t.services.auth, 'admin');

    const dry = await regrade(admin.browser, questionId, true);
    expect(dry).toMatchObject({ question: { id: questionId, ref: 's1', currentVersion: 2 }, dryRun: true, attemptsChecked: 3, skipped: [] });
    expect(dry.changes.map((l) => [l.attemptId, l.student.name, l.position, l.fromVersion, l.marks, l.score, l.passed])).toEqual(
      expect.arrayContaining([
        [a, 'Ayesha Siddiqua', 1, 1, { from: 2, to: 0 }, { from: 12, to: 10, max: 14 }, { from: true, to: false }],
        [b, 'Babul Mia', 1, 1, { from: 0, to: 2 }, { from: 10, to: 12, max: 14 }, { from: false, to: true }],
      ]),
    );
    expect(dry.changes).toHaveLength(2);
    // Nothing moved yet.
    expect(await t.db.selectFrom('mark_changes').select('id').where('attempt_id', 'in', [a, b, c]).execute()).toEqual([]);
    expect((await t.db.selectFrom('exam_attempts').select('score_hundredths').where('id', '=', a).executeTakeFirstOrThrow()).score_hundredths).toBe(1200);

    const done = await regrade(admin.browser, questionId, false);
    expect(done.changes).toEqual(dry.changes);
    const scores = await t.db.selectFrom('exam_attempts').select(['id', 'score_hundredths']).where('id', 'in', [a, b, c]).execute();
    expect(Object.fromEntries(scores.map((s) => [s.id, s.score_hundredths]))).toEqual({ [a]: 1000, [b]: 1200, [c]: 800 });
    const history = await t.db
      .selectFrom('mark_changes')
      .select(['attempt_id', 'position', 'cause', 'from_hundredths', 'to_hundredths', 'changed_by', 'reason'])
      .where('attempt_id', 'in', [a, b, c])
      .orderBy('attempt_id')
      .execute();
    expect(history).toEqual(
      expect.arrayContaining([
        { attempt_id: a, position: 1, cause: 'regrade', from_hundredths: 200, to_hundredths: 0, changed_by: admin.id, reason: 'The key was corrected (version 2).' },
        { attempt_id: b, position: 1, cause: 'regrade', from_hundredths: 0, to_hundredths: 200, changed_by: admin.id, reason: 'The key was corrected (version 2).' },
      ]),
    );
    expect(history).toHaveLength(2);
    // The students see it: their results and kept area sums moved, and each was emailed once.
    const result = (await (await wasRight.browser.call(`/api/attempts/${a}/result`)).json()) as { score: number; passed: boolean; questions: { outcome: string; key: { correct?: string } }[] };
    expect(result).toMatchObject({ score: 10, passed: false });
    expect(result.questions[0]).toMatchObject({ outcome: 'wrong', key: { correct: 'b' } });
    const area = await t.db
      .selectFrom('exam_area_totals')
      .select((eb) => eb.fn.sum<number>('marks_hundredths').as('marks'))
      .where('user_id', '=', wasRight.id)
      .executeTakeFirstOrThrow();
    expect(Number(area.marks)).toBe(1000);
    for (const who of [wasRight, nowRight]) expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', who.email).where('kind', '=', 'marks_changed').execute()).toHaveLength(1);
    expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', neither.email).where('kind', '=', 'marks_changed').execute()).toHaveLength(0);

    // Twice: nothing to change, nothing written, nobody emailed again.
    expect((await regrade(admin.browser, questionId, true)).changes).toEqual([]);
    expect((await regrade(admin.browser, questionId, false)).changes).toEqual([]);
    expect(await t.db.selectFrom('mark_changes').select('id').where('attempt_id', 'in', [a, b, c]).execute()).toHaveLength(2);
    expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', wasRight.email).where('kind', '=', 'marks_changed').execute()).toHaveLength(1);
    expect(await t.db.selectFrom('audit_log').select('details').where('action', '=', 'question.regraded').execute()).toHaveLength(1);
  });

  it('of twenty concurrent commits, each attempt is regraded once', async () => {
    const { exam, subject } = await insertExamWithBank(t.db, t.services.exams);
    const students = await Promise.all([0, 1, 2].map(() => signedInAs(t.request, t.services.auth, 'student')));
    const ids = [];
    for (const s of students) ids.push(await sit(s.browser, exam.slug, answering('a')));
    const questionId = await fixKey(subject.id);
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const results = await Promise.all(Array.from({ length: 20 }, () => admin.browser.call(`/api/admin/studio/questions/${questionId}/regrade`, { method: 'POST', body: { dryRun: false } })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const lines = (await Promise.all(results.map(async (r) => regradeResultSchema.parse(await r.json()).changes))).flat();
    expect(lines.map((l) => l.attemptId).sort()).toEqual([...ids].sort());
    expect(await t.db.selectFrom('mark_changes').select('attempt_id').where('attempt_id', 'in', ids).execute()).toHaveLength(3);
    const scores = await t.db.selectFrom('exam_attempts').select('score_hundredths').where('id', 'in', ids).execute();
    expect(scores.map((s) => s.score_hundredths)).toEqual([800, 800, 800]);
    for (const s of students) expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', s.email).where('kind', '=', 'marks_changed').execute()).toHaveLength(1);
  });

  it('skips, with why, a version that cannot stand in for the old one, and refuses a written question', async () => {
    const { exam, subject } = await insertExamWithBank(t.db, t.services.exams);
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const id = await sit(student.browser, exam.slug, answering('b'));
    // The fix also made the question worth 3 marks: the paper's total would change, so it is not regraded.
    const questionId = await fixKey(subject.id, 's1', (key) => ({ ...key, correct: 'b' }), 3);
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const dry = await regrade(admin.browser, questionId, true);
    expect(dry.changes).toEqual([]);
    expect(dry.skipped).toEqual([{ attemptId: id, fromVersion: 1, reason: 'The version given was worth 2 marks; the current one is worth 3.' }]);

    const written = await t.db.selectFrom('questions').select('id').where('subject_id', '=', subject.id).where('ref', '=', 'w1').executeTakeFirstOrThrow();
    const res = await admin.browser.call(`/api/admin/studio/questions/${written.id}/regrade`, { method: 'POST', body: { dryRun: true } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('regrade_not_applicable');
    const student2 = await signedInAs(t.request, t.services.auth, 'student');
    expect((await student2.browser.call(`/api/admin/studio/questions/${questionId}/regrade`, { method: 'POST', body: { dryRun: true } })).status).toBe(403);
  });
});

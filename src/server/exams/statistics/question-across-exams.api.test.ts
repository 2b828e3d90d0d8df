import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../../contracts/exam-schemas';
import { examStatisticsSchema } from '../../../contracts/exam-statistics-schemas';
import { questionAcrossExamsSchema } from '../../../contracts/question-statistics-schemas';
import type { Browser } from '../../testing/auth-helpers';
import { signedInAs, uniqueEmail } from '../../testing/auth-helpers';
import { createVerifiedUser } from '../../auth/create-user';
import { insertExamWithBank, SAMPLE_RIGHT_ANSWERS } from '../../testing/exam-factory';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { reviseQuestion } from '../revise-question';
import { saveAnswer } from '../save-answer';
import { startAttempt } from '../start-attempt';
import { KEPT_MINUTES, keptExamFigures } from './exam-figure-snapshots';
import { submitAttempt } from '../submit-attempt';

const WRITTEN: Answer = { kind: 'written', text: 'The business will carry on trading for the foreseeable future.' };

describe.each(testDatabaseKinds())("a question's figures across exams (%s)", (kind) => {
  const t = useTestApp(kind, { seed: false });

  /** Sits an exam: `answers` by position (null leaves one unanswered), then submits. */
  async function sit(slug: string, userId: string, answers: (Answer | null)[]) {
    const store = t.services.exams;
    const { attemptId } = await startAttempt(t.db, store, { userId, slug });
    for (const [i, answer] of answers.entries()) if (answer) await saveAnswer(t.db, store, { userId, attemptId, position: i + 1, input: { answer, revision: 1, flagged: false } });
    await submitAttempt(t.db, store, { userId, attemptId });
    return attemptId;
  }

  /** Another exam of the same paper, a fixed list of the questions given, in that order. */
  async function otherExam(subjectId: number, title: string, questionIds: number[], marks: number) {
    const exam = await t.db
      .insertInto('exams')
      .values({
        slug: `other-${crypto.randomBytes(4).toString('hex')}`,
        subject_id: subjectId,
        title,
        summary: 'Another exam of the same paper.',
        kind: 'practice',
        duration_minutes: null,
        attempts_allowed: null,
        shuffle_options: 0,
        review_policy: 'after_submit',
        access: 'everyone',
        selection: 'fixed',
        question_count: questionIds.length,
        total_marks: marks,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('exam_questions')
      .values(questionIds.map((question_id, i) => ({ exam_id: exam.id, position: i + 1, question_id })))
      .execute();
    await t.services.exams.invalidate();
    return exam;
  }

  /** Students who only sit exams here: made directly, never signed in (a sign-in checks the password, the dearest step). */
  const students = (count: number, prefix: string) =>
    Promise.all(
      Array.from({ length: count }, (_, i) =>
        createVerifiedUser(t.services.auth, { name: `${prefix} ${i}`, email: uniqueEmail(prefix.toLowerCase()), role: 'student', password: 'not used here', passwordHash: 'not used here' }),
      ),
    );

  async function statsRow(admin: Browser, examId: number, questionId: number, attempts: 'first' | 'all' = 'first') {
    const res = await admin.call(`/api/admin/studio/exams/${examId}/statistics?attempts=${attempts}`);
    expect(res.status).toBe(200);
    const stats = examStatisticsSchema.parse(await res.json());
    return { stats, row: stats.questions.find((q) => q.questionId === questionId) ?? null };
  }

  async function across(admin: Browser, questionId: number, attempts: 'first' | 'all' = 'first', recalculate = false) {
    const res = await admin.call(`/api/admin/studio/questions/${questionId}/statistics?attempts=${attempts}${recalculate ? '&recalculate=1' : ''}`);
    expect(res.status).toBe(200);
    return questionAcrossExamsSchema.parse(await res.json());
  }

  /**
   * The sample paper (six questions, in order) sat by twelve students, half
   * strong and half weak, and by two more who write an answer and do not mark
   * it. A second exam of the paper gives the number question, then the single
   * choice: six students sit it, the single choice is edited, six more sit
   * it. A third gives only the multiple choice.
   */
  async function setting() {
    const { exam: first, subject } = await insertExamWithBank(t.db, t.services.exams);
    const slots = await t.db.selectFrom('exam_questions').select(['position', 'question_id']).where('exam_id', '=', first.id).orderBy('position').execute();
    const [single, multi, number] = slots.map((s) => s.question_id);
    const strong: (Answer | null)[] = [SAMPLE_RIGHT_ANSWERS[0]!, SAMPLE_RIGHT_ANSWERS[1]!, { kind: 'number', text: '99' }, SAMPLE_RIGHT_ANSWERS[3]!, SAMPLE_RIGHT_ANSWERS[4]!];
    const weak: (Answer | null)[] = [{ kind: 'single', choice: 'b' }, { kind: 'multi', choices: ['b'] }, SAMPLE_RIGHT_ANSWERS[2]!, null, null];
    const sitters = await students(14, 'First');
    for (const [i, s] of sitters.entries()) await sit(first.slug, s.id, i < 12 ? (i < 6 ? strong : weak) : [...weak, WRITTEN]);

    const second = await otherExam(subject.id, 'Second mock', [number!, single!], 4);
    const seconds = await students(12, 'Second');
    const sitSecond = (i: number) =>
      sit(
        second.slug,
        seconds[i]!.id,
        i % 2 === 0
          ? [
              { kind: 'number', text: '5' },
              { kind: 'single', choice: 'a' },
            ]
          : [SAMPLE_RIGHT_ANSWERS[2]!, { kind: 'single', choice: 'c' }],
      );
    for (let i = 0; i < 6; i++) await sitSecond(i);
    await reviseQuestion(t.db, t.services.exams, {
      questionId: single!,
      revision: {
        marks: 2,
        stem: 'Which side of an account records an increase in an asset?',
        content: {
          kind: 'single',
          options: [
            { id: 'a', text: 'The debit side' },
            { id: 'b', text: 'The credit side' },
            { id: 'c', text: 'Either side' },
          ],
        },
        key: { kind: 'single', correct: 'a' },
        explanation: 'Worked answer: assets increase on the debit side.',
      },
    });
    for (let i = 6; i < 12; i++) await sitSecond(i);

    const third = await otherExam(subject.id, 'Third quiz', [multi!], 2);
    for (const s of await students(3, 'Third')) await sit(third.slug, s.id, [SAMPLE_RIGHT_ANSWERS[1]!]);
    return { first, second, third, single: single!, multi: multi!, sitters };
  }

  // Thirty sittings and a dozen reads: a minute, as on a loaded machine the default 20 seconds ran out.
  it("lists every exam that gave the question with that exam's own row, and the figures per version where an edit came between attempts", { timeout: 60_000 }, async () => {
    const { first, second, third, single, multi, sitters } = await setting();
    const { browser: admin } = await signedInAs(t.request, t.services.auth, 'admin');

    const figures = await across(admin, single);
    expect(figures.question).toMatchObject({ id: single, ref: 's1' });
    expect(figures.attemptsUsed).toBe('first');
    expect(figures).toMatchObject({ minAttemptsForFlags: 10, keptMinutes: 15 });
    // The third exam never gave it.
    expect(figures.exams.map((e) => e.exam.id).sort()).toEqual([first.id, second.id].sort());

    for (const exam of [first, second]) {
      const { stats, row } = await statsRow(admin, exam.id, single);
      const listed = figures.exams.find((e) => e.exam.id === exam.id)!;
      expect(listed.figures).toEqual(row);
      expect(listed.exam).toEqual({ id: exam.id, title: exam.title, slug: exam.slug, published: true, deleted: false });
      expect(listed.examAttempts).toBe(stats.test.attempts);
      expect(listed.awaitingMarking).toBe(stats.awaitingMarking);
    }
    const inFirst = figures.exams.find((e) => e.exam.id === first.id)!;
    // Two attempts wait for a written answer to be marked: not counted.
    expect(inFirst).toMatchObject({ examAttempts: 12, awaitingMarking: 2, versions: [] });
    expect(inFirst.figures!.attempts).toBe(12);
    expect(inFirst.figures!.facility).toBeCloseTo(0.5, 10);

    // The second exam's attempts had two versions: six each, each with its own options and the exam's thirds.
    const inSecond = figures.exams.find((e) => e.exam.id === second.id)!;
    expect(inSecond.figures!.attempts).toBe(12);
    expect(inSecond.versions.map((v) => [v.revision, v.attempts])).toEqual([
      [1, 6],
      [2, 6],
    ]);
    const [older, newer] = inSecond.versions;
    // Half of each six picked the key.
    expect(older!.facility).toBeCloseTo(0.5, 10);
    expect(newer!.facility).toBeCloseTo(0.5, 10);
    expect(older!.options!.map((o) => [o.id, o.text, o.correct, o.all])).toEqual([
      ['a', 'Debit', true, 3],
      ['b', 'Credit', false, 0],
      ['c', 'Either', false, 3],
      ['d', 'Neither', false, 0],
    ]);
    expect(newer!.options!.map((o) => [o.text, o.all])).toEqual([
      ['The debit side', 3],
      ['The credit side', 0],
      ['Either side', 3],
    ]);
    expect(older!.shown!.all + newer!.shown!.all).toBe(12);
    // Those who picked the key got the number wrong and the others right: against the rest of the test, the key goes the wrong way.
    expect(older!.discriminationIndex).toBeLessThan(0);
    expect(inSecond.figures!.flags).toContain('negative_discrimination');
    // The question's row reads as the exam's: the newest version's options (nobody picked the older one's fourth).
    expect(inSecond.figures!.options!.map((o) => [o.text, o.all])).toEqual([
      ['The debit side', 6],
      ['The credit side', 0],
      ['Either side', 6],
    ]);

    // The multiple choice is in the first exam and the third.
    expect((await across(admin, multi)).exams.map((e) => e.exam.id).sort()).toEqual([first.id, third.id].sort());

    // All attempts: a second sitting of the first exam counts there.
    await sit(first.slug, sitters[0]!.id, [{ kind: 'single', choice: 'c' }]);
    const all = await across(admin, single, 'all');
    const firstAll = (await statsRow(admin, first.id, single, 'all')).row;
    expect(all.exams.find((e) => e.exam.id === first.id)!.figures).toEqual(firstAll);
    expect(firstAll!.attempts).toBe(13);

    // Figures are kept: a new attempt is counted as finished since, until they are recalculated.
    const [newcomer] = await students(1, 'Newcomer');
    await sit(first.slug, newcomer!.id, [SAMPLE_RIGHT_ANSWERS[0]!]);
    const kept = (await across(admin, single)).exams.find((e) => e.exam.id === first.id)!;
    expect(kept).toMatchObject({ computedAt: inFirst.computedAt, finishedSince: 2, figures: inFirst.figures });
    const fresh = (await across(admin, single, 'first', true)).exams.find((e) => e.exam.id === first.id)!;
    expect(fresh.figures).toEqual((await statsRow(admin, first.id, single)).row);
    expect(fresh).toMatchObject({ finishedSince: 0, figures: { attempts: 13 } });
    expect(fresh.computedAt > inFirst.computedAt).toBe(true);

    // An admin's change (any exam or question write) moves the exams' shared version: a renamed exam is named afresh.
    await t.db.updateTable('exams').set({ title: 'Ledger mock' }).where('id', '=', first.id).execute();
    await t.services.exams.invalidate();
    expect((await across(admin, single)).exams.find((e) => e.exam.id === first.id)!.exam.title).toBe('Ledger mock');

    // Kept figures a quarter of an hour old are computed afresh; every process reads the same kept row.
    const later = new Date(Date.now() + (KEPT_MINUTES + 1) * 60_000);
    const expired = await keptExamFigures(t.db, t.services.exams, { examIds: [first.id], used: 'first', now: later });
    expect(expired.get(first.id)!.computedAt).toBe(later.toISOString());
    const rows = await t.db.selectFrom('exam_figure_snapshots').select(['exam_id', 'attempts_used', 'computed_at']).where('exam_id', '=', first.id).execute();
    expect(rows.map((r) => r.attempts_used).sort()).toEqual(['all', 'first']);
  });

  it('answers an unused question with no exams, a missing one with 404, and only admins', async () => {
    const { subject } = await insertExamWithBank(t.db, t.services.exams);
    const unused = await t.db.selectFrom('questions').select('id').where('subject_id', '=', subject.id).orderBy('id').executeTakeFirstOrThrow();
    const { browser: admin } = await signedInAs(t.request, t.services.auth, 'admin');
    expect((await across(admin, unused.id)).exams).toEqual([]);

    const missing = await admin.call('/api/admin/studio/questions/999999/statistics');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('bank_question_not_found');
    expect((await admin.call(`/api/admin/studio/questions/${unused.id}/statistics?attempts=some`)).status).toBe(400);

    const { browser: student } = await signedInAs(t.request, t.services.auth, 'student');
    expect((await student.call(`/api/admin/studio/questions/${unused.id}/statistics`)).status).toBe(403);
    expect((await t.request(`/api/admin/studio/questions/${unused.id}/statistics`)).status).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import type { Answer } from '../../../contracts/exam-schemas';
import { examStatisticsSchema } from '../../../contracts/exam-statistics-schemas';
import { signedInAs } from '../../testing/auth-helpers';
import { insertExamWithBank, SAMPLE_RIGHT_ANSWERS } from '../../testing/exam-factory';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { reviseQuestion } from '../revise-question';
import { saveAnswer } from '../save-answer';
import { selfMark } from '../self-mark';
import { startAttempt } from '../start-attempt';
import { submitAttempt } from '../submit-attempt';

const WRITTEN: Answer = { kind: 'written', text: 'The entity will continue in operation for the foreseeable future; losses are one sign of doubt.' };

describe.each(testDatabaseKinds())('exam statistics API (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });

  /**
   * Fifteen students sit the sample paper (single, multi, number, table,
   * journal, written; 14 marks). The six strong ones answer every keyed
   * question right, except the number question, which only the nine weak
   * ones get right (an item that goes against the rest: a wrong key, as it
   * would look). Three strong students write an answer and tick both of its
   * points; three write one and do not mark it (yet); the weak ones write
   * nothing.
   * The first strong student then sits a second time and gets everything
   * wrong.
   */
  async function markWritten(attemptId: string, points: number) {
    const row = await t.db.selectFrom('exam_attempts').select(['paper', 'user_id']).where('id', '=', attemptId).executeTakeFirstOrThrow();
    const paper = JSON.parse(row.paper) as { versionId: number }[];
    const key = (await t.services.exams.questionVersions([paper[5]!.versionId])).get(paper[5]!.versionId)!.key;
    if (key.kind !== 'written') throw new Error('position 6 is the written question');
    await selfMark(t.db, t.services.exams, { userId: row.user_id, attemptId, position: 6, points: key.points.slice(0, points).map((p) => p.id) });
  }

  async function sitting() {
    const { exam } = await insertExamWithBank(t.db, t.services.exams);
    const store = t.services.exams;
    const sit = async (userId: string, strong: boolean, written: 'marked' | 'unmarked' | 'none') => {
      const started = await startAttempt(t.db, store, { userId, slug: exam.slug });
      const attemptId = started.attemptId;
      const answers: (Answer | null)[] = strong
        ? [SAMPLE_RIGHT_ANSWERS[0]!, SAMPLE_RIGHT_ANSWERS[1]!, { kind: 'number', text: '99' }, SAMPLE_RIGHT_ANSWERS[3]!, SAMPLE_RIGHT_ANSWERS[4]!]
        : [{ kind: 'single', choice: 'b' }, { kind: 'multi', choices: ['b'] }, SAMPLE_RIGHT_ANSWERS[2]!, null, null];
      for (const [i, answer] of answers.entries()) if (answer) await saveAnswer(t.db, store, { userId, attemptId, position: i + 1, input: { answer, revision: 1, flagged: false } });
      if (written !== 'none') await saveAnswer(t.db, store, { userId, attemptId, position: 6, input: { answer: WRITTEN, revision: 1, flagged: false } });
      await submitAttempt(t.db, store, { userId, attemptId });
      if (written === 'marked') await markWritten(attemptId, 2);
      return attemptId;
    };
    const students = await Promise.all(Array.from({ length: 15 }, (_, i) => signedInAs(t.request, t.services.auth, 'student', `Student ${i}`)));
    const unmarked: string[] = [];
    for (const [i, s] of students.entries()) {
      const id = await sit(s.id, i < 6, i < 3 ? 'marked' : i < 6 ? 'unmarked' : 'none');
      if (i >= 3 && i < 6) unmarked.push(id);
    }
    await sit(students[0]!.id, false, 'none');
    return { exam, unmarked };
  }

  it("computes an exam's figures from each student's first attempt, or all, with flags and option picks by thirds", async () => {
    const { exam, unmarked } = await sitting();
    const { browser } = await signedInAs(t.request, t.services.auth, 'admin');
    const res = await browser.call(`/api/admin/studio/exams/${exam.id}/statistics`);
    expect(res.status).toBe(200);
    const stats = examStatisticsSchema.parse(await res.json());
    expect(stats.exam).toMatchObject({ id: exam.id, title: exam.title });
    expect(stats.attemptsUsed).toBe('first');
    // The three attempts whose written answer nobody marked are counted apart, not in the figures.
    expect(stats.awaitingMarking).toBe(3);
    expect(stats.test).toMatchObject({ attempts: 12, positions: 6, maxTotal: 14 });

    const [single, multi, number, , , written] = stats.positions;
    // Three of the twelve counted got the single choice (2 marks) right: the strong ones.
    expect(single).toMatchObject({ attempts: 12, maxMark: 2, flags: [] });
    expect(single!.facility).toBeCloseTo(3 / 12, 10);
    expect(single!.discriminationIndex).toBeGreaterThan(50);
    expect(multi!.facility).toBeCloseTo(3 / 12, 10);
    // Only the weak ones got the number right: it goes against the rest of the paper.
    expect(number!.discriminationIndex).toBeLessThan(0);
    expect(number!.flags).toContain('negative_discrimination');
    expect(number!.effectiveWeight).toBeNull();
    // Three written answers marked in full, nine not written at all.
    expect(written).toMatchObject({ attempts: 12 });
    expect(written!.facility).toBeCloseTo(12 / 48, 10);
    // The strong students' totals: 2 + 2 + 0 + 2 + 2 + 4 = 12; the weak ones' 2.
    expect(stats.test.meanTotal).toBeCloseTo((3 * 12 + 9 * 2) / 12, 10);
    expect(stats.test.cic).not.toBeNull();

    const question = stats.questions.find((q) => q.kind === 'single')!;
    expect(question).toMatchObject({ attempts: 12, stem: 'Which side records an increase in an asset?', area: 'Recording transactions', shown: { top: 4, middle: 4, bottom: 4, all: 12 } });
    expect(question.options!.map((o) => [o.text, o.correct, o.top, o.middle, o.bottom, o.all])).toEqual([
      ['Debit', true, 3, 0, 0, 3],
      ['Credit', false, 1, 4, 4, 9],
      ['Either', false, 0, 0, 0, 0],
      ['Neither', false, 0, 0, 0, 0],
    ]);
    expect(stats.questions.find((q) => q.kind === 'written')!.options).toBeNull();

    // Once the three mark their answers (one point of two each), they count.
    for (const id of unmarked) await markWritten(id, 1);
    const marked = examStatisticsSchema.parse(await (await browser.call(`/api/admin/studio/exams/${exam.id}/statistics`)).json());
    expect(marked.awaitingMarking).toBe(0);
    expect(marked.test.attempts).toBe(15);
    expect(marked.positions[5]!.facility).toBeCloseTo((3 * 4 + 3 * 2) / (15 * 4), 10);

    // Attempts finished before the marking kept the picks: the same counts, read from their answers.
    const attempts = await t.db.selectFrom('exam_attempts').select(['id', 'marking']).where('exam_id', '=', exam.id).execute();
    expect(attempts.every((a) => (JSON.parse(a.marking!) as { picked?: string[] }[])[0]!.picked !== undefined)).toBe(true);
    for (const a of attempts) {
      const older = (JSON.parse(a.marking!) as { picked?: string[] }[]).map(({ picked: _picked, ...rest }) => rest);
      await t.db
        .updateTable('exam_attempts')
        .set({ marking: JSON.stringify(older) })
        .where('id', '=', a.id)
        .execute();
    }
    const before = examStatisticsSchema.parse(await (await browser.call(`/api/admin/studio/exams/${exam.id}/statistics`)).json());
    expect(before.questions).toEqual(marked.questions);

    // All attempts: the second sitting, all wrong, comes in.
    const all = examStatisticsSchema.parse(await (await browser.call(`/api/admin/studio/exams/${exam.id}/statistics?attempts=all`)).json());
    expect(all.attemptsUsed).toBe('all');
    expect(all.test.attempts).toBe(16);
    expect(all.positions[0]!.facility).toBeCloseTo(6 / 16, 10);
    // The single choice is edited and loses an option; a new student sits the new version. The old picks still show, after its options.
    const slot = await t.db.selectFrom('exam_questions').select('question_id').where('exam_id', '=', exam.id).where('position', '=', 1).executeTakeFirstOrThrow();
    await reviseQuestion(t.db, t.services.exams, {
      questionId: slot.question_id,
      revision: {
        marks: 2,
        stem: 'Which side records an increase in an asset? (edited)',
        content: {
          kind: 'single',
          options: [
            { id: 'a', text: 'Debit' },
            { id: 'c', text: 'Either' },
          ],
        },
        key: { kind: 'single', correct: 'a' },
        explanation: 'Worked answer: assets increase on the debit side.',
      },
    });
    const late = await signedInAs(t.request, t.services.auth, 'student');
    const lateAttempt = (await startAttempt(t.db, t.services.exams, { userId: late.id, slug: exam.slug })).attemptId;
    await saveAnswer(t.db, t.services.exams, { userId: late.id, attemptId: lateAttempt, position: 1, input: { answer: { kind: 'single', choice: 'c' }, revision: 1, flagged: false } });
    await submitAttempt(t.db, t.services.exams, { userId: late.id, attemptId: lateAttempt });
    const edited = examStatisticsSchema.parse(await (await browser.call(`/api/admin/studio/exams/${exam.id}/statistics`)).json());
    const editedSingle = edited.questions.find((q) => q.kind === 'single')!;
    expect(editedSingle.stem).toBe('Which side records an increase in an asset? (edited)');
    expect(editedSingle.options!.map((o) => [o.id, o.text, o.correct, o.all])).toEqual([
      ['a', 'Debit', true, 6],
      ['c', 'Either', false, 1],
      ['b', 'Option b (no longer in the question)', false, 9],
    ]);
  });

  it('exports the same figures as CSV, and answers only admins', async () => {
    const { exam } = await sitting();
    const { browser } = await signedInAs(t.request, t.services.auth, 'admin');
    const csv = await browser.call(`/api/admin/studio/exams/${exam.id}/statistics.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(new RegExp(`attachment; filename="hisab-statistics-${exam.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    const lines = (await csv.text()).split('\r\n');
    expect(lines).toContain('Attempts,12');
    expect(lines).toContain('Attempts awaiting marking (not counted),3');
    expect(lines).toContain('Position,Attempts,Facility (%),SD (%),Discrimination index,Discriminative efficiency (%),Effective weight (%),Intended weight (%),Flags');
    expect(lines.find((l) => l.startsWith('3,12,75,'))).toMatch(/negative_discrimination/);
    expect(lines.some((l) => /^\d+,,,,,,,,,,Debit,yes,3,0,0,3$/.test(l))).toBe(true);

    const { browser: student } = await signedInAs(t.request, t.services.auth, 'student');
    expect((await student.call(`/api/admin/studio/exams/${exam.id}/statistics`)).status).toBe(403);
    expect((await student.call(`/api/admin/studio/exams/${exam.id}/statistics.csv`)).status).toBe(403);
    const missing = await browser.call('/api/admin/studio/exams/999999/statistics');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('studio_item_not_found');
    expect((await browser.call(`/api/admin/studio/exams/${exam.id}/statistics?attempts=some`)).status).toBe(400);
  });
});

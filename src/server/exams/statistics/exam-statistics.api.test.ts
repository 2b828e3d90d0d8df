import { describe, expect, it } from 'vitest';
import type { Answer } from '../../../contracts/exam-schemas';
import { examStatisticsSchema } from '../../../contracts/exam-statistics-schemas';
import { signedInAs } from '../../testing/auth-helpers';
import { insertExamWithBank, SAMPLE_RIGHT_ANSWERS } from '../../testing/exam-factory';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { saveAnswer } from '../save-answer';
import { selfMark } from '../self-mark';
import { startAttempt } from '../start-attempt';
import { submitAttempt } from '../submit-attempt';

const WRITTEN: Answer = { kind: 'written', text: 'The entity will continue in operation for the foreseeable future; losses are one sign of doubt.' };

describe.each(testDatabaseKinds())('exam statistics API (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });

  /**
   * Twelve students sit the sample paper (single, multi, number, table,
   * journal, written; 14 marks). The six strong ones answer every keyed
   * question right, except the number question, which only the six weak
   * ones get right (an item that goes against the rest: a wrong key, as it
   * would look). Three strong students write an answer and tick both of its
   * points; three write one and never mark it; the weak ones write nothing.
   * The first strong student then sits a second time and gets everything
   * wrong.
   */
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
      if (written === 'marked') {
        const paper = JSON.parse((await t.db.selectFrom('exam_attempts').select('paper').where('id', '=', attemptId).executeTakeFirstOrThrow()).paper) as { versionId: number }[];
        const key = (await store.questionVersions([paper[5]!.versionId])).get(paper[5]!.versionId)!.key;
        if (key.kind !== 'written') throw new Error('position 6 is the written question');
        await selfMark(t.db, store, { userId, attemptId, position: 6, points: key.points.map((p) => p.id) });
      }
      return attemptId;
    };
    const students = await Promise.all(Array.from({ length: 12 }, (_, i) => signedInAs(t.request, t.services.auth, 'student', `Student ${i}`)));
    for (const [i, s] of students.entries()) await sit(s.id, i < 6, i < 3 ? 'marked' : i < 6 ? 'unmarked' : 'none');
    await sit(students[0]!.id, false, 'none');
    return exam;
  }

  it("computes an exam's figures from each student's first attempt, or all, with flags and option picks by thirds", async () => {
    const exam = await sitting();
    const { browser } = await signedInAs(t.request, t.services.auth, 'admin');
    const res = await browser.call(`/api/admin/studio/exams/${exam.id}/statistics`);
    expect(res.status).toBe(200);
    const stats = examStatisticsSchema.parse(await res.json());
    expect(stats.exam).toMatchObject({ id: exam.id, title: exam.title });
    expect(stats.attemptsUsed).toBe('first');
    expect(stats.test).toMatchObject({ attempts: 12, positions: 6 });

    const [single, multi, number, , , written] = stats.positions;
    // Half got the single choice (2 marks) right: the strong half.
    expect(single).toMatchObject({ attempts: 12, facility: 0.5, maxMark: 2, flags: [] });
    expect(single!.discriminationIndex).toBeGreaterThan(50);
    expect(multi!.facility).toBe(0.5);
    // Only the weak half got the number right: it goes against the rest of the paper.
    expect(number!.discriminationIndex).toBeLessThan(0);
    expect(number!.flags).toContain('negative_discrimination');
    expect(number!.effectiveWeight).toBeNull();
    // Three written answers still unmarked are left out; three marked in full and six not written at all count.
    expect(written).toMatchObject({ attempts: 9, facility: 3 / 9 });
    // The strong students' totals: 2 + 2 + 0 + 2 + 2 = 8, plus 4 for the three who marked their written answer; the weak ones' 2.
    expect(stats.test.meanTotal).toBeCloseTo((3 * 12 + 3 * 8 + 6 * 2) / 12, 10);
    expect(stats.test.cic).not.toBeNull();

    const question = stats.questions.find((q) => q.kind === 'single')!;
    expect(question).toMatchObject({ attempts: 12, stem: 'Which side records an increase in an asset?', area: 'Recording transactions', shown: { top: 4, middle: 4, bottom: 4, all: 12 } });
    expect(question.options!.map((o) => [o.text, o.correct, o.top, o.middle, o.bottom, o.all])).toEqual([
      ['Debit', true, 4, 2, 0, 6],
      ['Credit', false, 0, 2, 4, 6],
      ['Either', false, 0, 0, 0, 0],
      ['Neither', false, 0, 0, 0, 0],
    ]);
    expect(stats.questions.find((q) => q.kind === 'written')!.options).toBeNull();

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
    expect(before.questions).toEqual(stats.questions);

    // All attempts: the second sitting, all wrong, comes in.
    const all = examStatisticsSchema.parse(await (await browser.call(`/api/admin/studio/exams/${exam.id}/statistics?attempts=all`)).json());
    expect(all.attemptsUsed).toBe('all');
    expect(all.test.attempts).toBe(13);
    expect(all.positions[0]!.facility).toBeCloseTo(6 / 13, 10);
  });

  it('exports the same figures as CSV, and answers only admins', async () => {
    const exam = await sitting();
    const { browser } = await signedInAs(t.request, t.services.auth, 'admin');
    const csv = await browser.call(`/api/admin/studio/exams/${exam.id}/statistics.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(new RegExp(`attachment; filename="hisab-statistics-${exam.slug}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
    const lines = (await csv.text()).split('\r\n');
    expect(lines).toContain('Attempts,12');
    expect(lines).toContain('Position,Attempts,Facility (%),SD (%),Discrimination index,Discriminative efficiency (%),Effective weight (%),Intended weight (%),Flags');
    expect(lines.find((l) => l.startsWith('3,12,50,'))).toMatch(/negative_discrimination/);
    expect(lines.some((l) => /^\d+,,,,,,,,,,Debit,yes,4,2,0,6$/.test(l))).toBe(true);

    const { browser: student } = await signedInAs(t.request, t.services.auth, 'student');
    expect((await student.call(`/api/admin/studio/exams/${exam.id}/statistics`)).status).toBe(403);
    expect((await student.call(`/api/admin/studio/exams/${exam.id}/statistics.csv`)).status).toBe(403);
    const missing = await browser.call('/api/admin/studio/exams/999999/statistics');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('studio_item_not_found');
    expect((await browser.call(`/api/admin/studio/exams/${exam.id}/statistics?attempts=some`)).status).toBe(400);
  });
});

import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MY_EXAMS_PAGE_SIZE, myExamsSchema, type Answer, type MyExams } from '../../contracts/exam-schemas';
import type { Db } from '../db/database';
import * as examSumsMigration from '../db/migrations/0028-exam-kept-sums';
import { type Browser, signedInAs } from '../testing/auth-helpers';
import { insertExamWithBank, SAMPLE_RIGHT_ANSWERS } from '../testing/exam-factory';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import type { ExamStore } from './exam-store';
import { finaliseOverdue, type MarkedQuestion } from './finalise-attempt';
import { sweepOverdueAttempts } from './sweep';

const WRITTEN: Answer = { kind: 'written', text: 'The entity will continue in operation for the foreseeable future.' };

/**
 * The kept sums as the weak areas were computed before they were kept: from
 * every finished attempt's marking and self-marks, each question in the area
 * it was marked in, a written answer once self-marked; and each attempt's
 * written answers still to mark.
 */
async function recomputed(db: Db, store: ExamStore, userId: string) {
  const attempts = await db.selectFrom('exam_attempts').select(['id', 'marking']).where('user_id', '=', userId).where('status', '=', 'submitted').execute();
  const areas = new Map<number, { questions: number; hundredths: number; max: number }>();
  const toMark: Record<string, number> = {};
  for (const attempt of attempts) {
    const marking = JSON.parse(attempt.marking!) as MarkedQuestion[];
    const ticks = await db.selectFrom('exam_answers').select(['position', 'self_marks']).where('attempt_id', '=', attempt.id).where('self_marks', 'is not', null).execute();
    const ticked = new Map(ticks.map((t) => [t.position, JSON.parse(t.self_marks!) as string[]]));
    const versions = await store.questionVersions(marking.map((m) => m.versionId));
    toMark[attempt.id] = 0;
    for (const m of marking) {
      let marks = m.marks;
      if (m.outcome === 'self_mark') {
        const ids = ticked.get(m.position);
        const key = versions.get(m.versionId)!.key;
        if (!ids || key.kind !== 'written') {
          toMark[attempt.id]! += 1;
          continue;
        }
        marks = key.points.filter((p) => ids.includes(p.id)).reduce((s, p) => s + p.marks, 0);
      }
      const area = areas.get(m.areaId) ?? { questions: 0, hundredths: 0, max: 0 };
      area.questions += 1;
      area.hundredths += Math.round(marks * 100);
      area.max += m.max;
      areas.set(m.areaId, area);
    }
  }
  return { areas: [...areas.entries()].map(([areaId, a]) => ({ areaId, ...a })).sort((a, b) => a.areaId - b.areaId), toMark };
}

async function kept(db: Db, userId: string) {
  const areas = await db.selectFrom('exam_area_totals').selectAll().where('user_id', '=', userId).orderBy('area_id').execute();
  const attempts = await db.selectFrom('exam_attempts').select(['id', 'to_mark']).where('user_id', '=', userId).where('status', '=', 'submitted').execute();
  return {
    areas: areas.map((a) => ({ areaId: a.area_id, questions: a.questions, hundredths: a.marks_hundredths, max: a.max_marks })),
    toMark: Object.fromEntries(attempts.map((a) => [a.id, a.to_mark])),
  };
}

describe.each(testDatabaseKinds())("a student's kept exam sums (%s)", (kind) => {
  const t = useTestApp(kind, { seed: false });
  const store = () => t.services.exams;

  async function start(browser: Browser, slug: string): Promise<string> {
    const res = await browser.call(`/api/exams/${slug}/attempts`, { method: 'POST' });
    expect([200, 201]).toContain(res.status);
    return ((await res.json()) as { attemptId: string }).attemptId;
  }
  async function answer(browser: Browser, id: string, answers: (Answer | null)[]) {
    for (const [i, a] of answers.entries())
      if (a) expect((await browser.call(`/api/attempts/${id}/answers/${i + 1}`, { method: 'PUT', body: { answer: a, revision: 1, flagged: false } })).status).toBe(200);
  }
  const submit = async (browser: Browser, id: string) => expect((await browser.call(`/api/attempts/${id}/submit`, { method: 'POST' })).status).toBe(200);
  const selfMark = (browser: Browser, id: string, points: string[]) => browser.call(`/api/attempts/${id}/self-marks/6`, { method: 'PUT', body: { points } });
  const pastDeadline = (id: string) =>
    t.db
      .updateTable('exam_attempts')
      .set({ deadline_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where('id', '=', id)
      .execute();
  const myExams = async (browser: Browser, before?: string): Promise<MyExams> => {
    const res = await browser.call(`/api/my/exams${before ? `?before=${encodeURIComponent(before)}` : ''}`);
    expect(res.status).toBe(200);
    return myExamsSchema.parse(await res.json());
  };

  /** Exams beside `slug`'s over the same questions (so the same syllabus areas): a student may have one attempt open per exam. */
  async function copiesOf(examId: number, count: number): Promise<string[]> {
    const source = await t.db.selectFrom('exams').selectAll().where('id', '=', examId).executeTakeFirstOrThrow();
    const questions = await t.db.selectFrom('exam_questions').selectAll().where('exam_id', '=', examId).execute();
    const slugs: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const { id: _id, slug: _slug, ...rest } = source;
      const copy = await t.db
        .insertInto('exams')
        .values({ ...rest, slug: `copy-${crypto.randomBytes(4).toString('hex')}` })
        .returning(['id', 'slug'])
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('exam_questions')
        .values(questions.map((q) => ({ ...q, exam_id: copy.id })))
        .execute();
      slugs.push(copy.slug);
    }
    await store().invalidate();
    return slugs;
  }

  /** Finalising by submit, the sweep, finaliseOverdue and a new start; self-marks first given, changed and taken to nothing. */
  async function aMixOfFinalisesAndSelfMarks() {
    const { exam } = await insertExamWithBank(t.db, store());
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const other = await signedInAs(t.request, t.services.auth, 'student', 'Other Student');

    const submitted = await start(student.browser, exam.slug);
    await answer(student.browser, submitted, [...SAMPLE_RIGHT_ANSWERS, WRITTEN]);
    await submit(student.browser, submitted);
    for (const points of [['p1'], ['p1', 'p2'], ['p2'], []]) expect((await selfMark(student.browser, submitted, points)).status).toBe(200);

    const swept = await start(student.browser, exam.slug);
    await answer(student.browser, swept, [{ kind: 'single', choice: 'b' }, { kind: 'multi', choices: ['a'] }, null, { kind: 'table', blanks: { r1c0: 'a' } }, null, WRITTEN]);
    await pastDeadline(swept);
    expect(await sweepOverdueAttempts(t.db, store())).toBe(1);
    expect((await selfMark(student.browser, swept, ['p2'])).status).toBe(200);

    const overdue = await start(student.browser, exam.slug);
    await answer(student.browser, overdue, [null, null, { kind: 'number', text: '1200' }, null, null, WRITTEN]);
    await pastDeadline(overdue);
    const deadline = await t.db.selectFrom('exam_attempts').select('deadline_at').where('id', '=', overdue).executeTakeFirstOrThrow();
    expect(await finaliseOverdue(t.db, store(), { attemptId: overdue, deadlineAt: deadline.deadline_at! })).toBe(true);

    // Left open past its deadline, then finalised by the student's next start.
    const restarted = await start(student.browser, exam.slug);
    await answer(student.browser, restarted, SAMPLE_RIGHT_ANSWERS.slice(0, 2));
    await pastDeadline(restarted);
    await start(student.browser, exam.slug);

    const theirs = await start(other.browser, exam.slug);
    await answer(other.browser, theirs, [...SAMPLE_RIGHT_ANSWERS, WRITTEN]);
    await submit(other.browser, theirs);
    expect((await selfMark(other.browser, theirs, ['p1', 'p2'])).status).toBe(200);
    return { student, other, overdue };
  }

  it('equal a recomputation from the attempts after a mix of finalises and self-marks, and My exams shows them', async () => {
    const { student, other, overdue } = await aMixOfFinalisesAndSelfMarks();
    for (const who of [student, other]) expect(await kept(t.db, who.id)).toEqual(await recomputed(t.db, store(), who.id));
    const mine = await kept(t.db, student.id);
    // Four finished attempts of three questions per area; the overdue one's written answer is still to mark, so it counts 2 there.
    expect(mine.toMark[overdue]).toBe(1);
    expect(mine.areas.map((a) => a.questions)).toEqual([3 + 3 + 2 + 3, 3 * 4]);

    const shown = await myExams(student.browser);
    const recount = await recomputed(t.db, store(), student.id);
    expect(shown.areas.map((a) => [a.questions, a.marks, a.max]).sort()).toEqual(recount.areas.map((a) => [a.questions, a.hundredths / 100, a.max]).sort());
    expect(shown.attempts.find((a) => a.id === overdue)).toMatchObject({ toMark: 1, passed: null });
  });

  it('stay exact when twenty finalises and self-marks of one student’s attempts run at once', async () => {
    const { exam } = await insertExamWithBank(t.db, store());
    const slugs = [exam.slug, ...(await copiesOf(exam.id, 11))];
    const student = await signedInAs(t.request, t.services.auth, 'student');
    // Eight finished attempts with a written answer to self-mark…
    const finished: string[] = [];
    for (const slug of slugs.slice(0, 8)) {
      const id = await start(student.browser, slug);
      await answer(student.browser, id, [...SAMPLE_RIGHT_ANSWERS.slice(0, 3), null, null, WRITTEN]);
      await submit(student.browser, id);
      finished.push(id);
    }
    // …and twelve open ones, one per exam, to finalise: by submit, or past their deadline.
    const open: string[] = [];
    for (const [i, slug] of slugs.entries()) {
      const id = await start(student.browser, slug);
      const answers: (Answer | null)[] = [null, null, SAMPLE_RIGHT_ANSWERS[2]!, null, null, i % 2 ? WRITTEN : null];
      answers[i % 5] = SAMPLE_RIGHT_ANSWERS[i % 5]!;
      await answer(student.browser, id, answers);
      if (i % 3 === 2) await pastDeadline(id);
      open.push(id);
    }
    const deadlines = new Map((await t.db.selectFrom('exam_attempts').select(['id', 'deadline_at']).where('id', 'in', open).execute()).map((r) => [r.id, r.deadline_at!]));
    const results = await Promise.all([
      ...open.map((id, i) =>
        i % 3 === 2
          ? finaliseOverdue(t.db, store(), { attemptId: id, deadlineAt: deadlines.get(id)! }).then((done) => (done ? 200 : 0))
          : student.browser.call(`/api/attempts/${id}/submit`, { method: 'POST' }).then((r) => r.status),
      ),
      ...finished.map((id, i) => selfMark(student.browser, id, i % 2 ? ['p1'] : ['p1', 'p2']).then((r) => r.status)),
    ]);
    expect(results).toEqual(Array(20).fill(200));
    const now = await kept(t.db, student.id);
    expect(now).toEqual(await recomputed(t.db, store(), student.id));
    expect(Object.keys(now.toMark)).toHaveLength(20);
    // Six questions an attempt, but the six written answers of the newly finalised ones wait to be self-marked.
    expect(now.areas.reduce((s, a) => s + a.questions, 0)).toBe(20 * 6 - 6);
  });

  it('are filled by the migration from the finished attempts as they stand', async () => {
    const { student, other } = await aMixOfFinalisesAndSelfMarks();
    const before = await myExams(student.browser);
    const migrating = t.db as unknown as Kysely<unknown>;
    await examSumsMigration.down(migrating);
    await examSumsMigration.up(migrating);
    for (const who of [student, other]) {
      const now = await kept(t.db, who.id);
      expect(now.areas.length).toBeGreaterThan(0);
      expect(now).toEqual(await recomputed(t.db, store(), who.id));
    }
    expect(await myExams(student.browser)).toEqual(before);
  });

  it('gives the attempts a page at a time, with those in progress and the attempts used of limited exams', async () => {
    const { exam } = await insertExamWithBank(t.db, store());
    const { exam: limited } = await insertExamWithBank(t.db, store(), { overrides: { attempts_allowed: 3 } });
    const student = await signedInAs(t.request, t.services.auth, 'student');
    // Opened long ago and still open (no deadline), then many finished attempts after it.
    const stillOpen = await start(student.browser, limited.slug);
    await t.db.updateTable('exam_attempts').set({ started_at: '2020-01-01T00:00:00.000Z', deadline_at: null }).where('id', '=', stillOpen).execute();
    const count = MY_EXAMS_PAGE_SIZE * 2 + 5;
    const at = Date.now() - 86_400_000;
    await t.db
      .insertInto('exam_attempts')
      .values(
        Array.from({ length: count }, (_, i) => ({
          id: `paged-${String(i).padStart(3, '0')}`,
          exam_id: exam.id,
          user_id: student.id,
          number: i + 1,
          status: 'submitted' as const,
          // Pairs started at the same moment: the id orders them.
          started_at: new Date(at + Math.floor(i / 2) * 60_000).toISOString(),
          finished_at: new Date(at + Math.floor(i / 2) * 60_000 + 30_000).toISOString(),
          finished_by: 'student' as const,
          paper: '[]',
          total_marks: 14,
          score_hundredths: 700,
          marking: '[]',
        })),
      )
      .execute();

    const seen: string[] = [];
    let page = await myExams(student.browser);
    expect(page.open.map((a) => a.id)).toEqual([stillOpen]);
    expect(page.attemptsUsed).toEqual([{ exam: limited.slug, count: 1 }]);
    for (;;) {
      expect(page.attempts.length).toBeLessThanOrEqual(MY_EXAMS_PAGE_SIZE);
      seen.push(...page.attempts.map((a) => a.id));
      if (!page.next) break;
      page = await myExams(student.browser, page.next);
    }
    const expected = Array.from({ length: count }, (_, i) => `paged-${String(i).padStart(3, '0')}`)
      .sort((a, b) => Math.floor(Number(b.slice(6)) / 2) - Math.floor(Number(a.slice(6)) / 2) || b.localeCompare(a))
      .concat(stillOpen);
    expect(seen).toEqual(expected);
    expect((await student.browser.call('/api/my/exams?before=not-a-page')).status).toBe(400);
  });
});

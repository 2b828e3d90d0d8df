import { describe, expect, it } from 'vitest';
import { attemptResultSchema, type Answer, type AttemptResult } from '../../contracts/exam-schemas';
import { markingQueueSchema, markingScriptSchema, scriptListSchema, type MarkingScript, type SaveScript } from '../../contracts/marking-schemas';
import type { SeedQuestion } from '../db/seed/exam-bank/bank-types';
import { type Browser, signedInAs } from '../testing/auth-helpers';
import { insertExamWithBank, SAMPLE_QUESTIONS, SAMPLE_RIGHT_ANSWERS } from '../testing/exam-factory';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

/** Right answers to the five keyed questions (10 marks) and a written answer to the sixth (4 marks, two points of 2). */
const WRITTEN_ANSWER = 'A going concern will continue in operation for the foreseeable future; recurring losses cast doubt on it.';
const ANSWERS: Answer[] = [...SAMPLE_RIGHT_ANSWERS, { kind: 'written', text: WRITTEN_ANSWER }];

/** A second written question, so a script has two answers to mark. */
const TWO_WRITTEN: SeedQuestion[] = [
  ...SAMPLE_QUESTIONS,
  {
    ref: 'w2',
    area: 2,
    difficulty: 'standard',
    kind: 'written',
    stem: 'Explain the accruals basis.',
    points: [
      { text: 'Matches income and expenses to the period', marks: 2 },
      { text: 'Gives an example', marks: 1 },
    ],
    explanation: 'Worked answer.',
  },
];

describe.each(testDatabaseKinds())('tutor marking (%s)', (kind) => {
  // The exam store re-reads the shared version on every use: a store read inside a transaction would
  // then wait on SQLite for the transaction's own connection, and these tests would hang instead of pass.
  const t = useTestApp(kind, { seed: false, examStore: { checkEveryMs: 0 } });

  async function tutorExam(questions: SeedQuestion[] = SAMPLE_QUESTIONS) {
    const total = questions === SAMPLE_QUESTIONS ? 14 : 17;
    return insertExamWithBank(t.db, t.services.exams, { questions, overrides: { written_marking: 'tutor', total_marks: total } });
  }
  async function tutorOf(subjectId: number, { lead = false, name = 'Tahmina Tutor' } = {}) {
    const tutor = await signedInAs(t.request, t.services.auth, 'tutor', name);
    await t.db
      .insertInto('tutor_papers')
      .values({ user_id: tutor.id, subject_id: subjectId, lead: lead ? 1 : 0 })
      .execute();
    return tutor;
  }
  async function sit(browser: Browser, slug: string, answers: (Answer | null)[]): Promise<string> {
    const started = await browser.call(`/api/exams/${slug}/attempts`, { method: 'POST' });
    const { attemptId } = (await started.json()) as { attemptId: string };
    for (const [i, answer] of answers.entries()) {
      if (answer) expect((await browser.call(`/api/attempts/${attemptId}/answers/${i + 1}`, { method: 'PUT', body: { answer, revision: 1, flagged: false } })).status).toBe(200);
    }
    expect((await browser.call(`/api/attempts/${attemptId}/submit`, { method: 'POST' })).status).toBe(200);
    return attemptId;
  }
  async function result(browser: Browser, id: string): Promise<AttemptResult> {
    const res = await browser.call(`/api/attempts/${id}/result`);
    expect(res.status).toBe(200);
    return attemptResultSchema.parse(await res.json());
  }
  async function scriptNumber(attemptId: string): Promise<number> {
    return (await t.db.selectFrom('marking_scripts').select('id').where('attempt_id', '=', attemptId).executeTakeFirstOrThrow()).id;
  }
  async function open(browser: Browser, number: number): Promise<{ script: MarkingScript; text: string }> {
    const res = await browser.call(`/api/marking/scripts/${number}/open`, { method: 'POST' });
    expect(res.status).toBe(200);
    const text = await res.text();
    return { script: markingScriptSchema.parse(JSON.parse(text)), text };
  }
  const save = (browser: Browser, number: number, body: SaveScript) => browser.call(`/api/marking/scripts/${number}/marks`, { method: 'PUT', body });
  const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
  /** One sitting of the sample tutor-marked exam: the student, the attempt and its script's number. */
  async function sitting(name = 'Nusrat Jahan') {
    const { exam, subject } = await tutorExam();
    const student = await signedInAs(t.request, t.services.auth, 'student', name);
    const attemptId = await sit(student.browser, exam.slug, ANSWERS);
    return { exam, subject, student, attemptId, number: await scriptNumber(attemptId) };
  }

  it('holds the pass while a tutor marks, keeps the student’s name from every marking answer, and releases marks, comments and one email', async () => {
    const { exam, subject, student, attemptId, number } = await sitting();
    const before = await result(student.browser, attemptId);
    expect(before).toMatchObject({ score: 10, toMark: 1, awaitingTutor: 1, passed: null, tutorComment: null });
    expect(before.questions[5]).toMatchObject({ outcome: 'tutor_mark', marks: 0, tutor: null, selfMarks: null });
    // The student cannot mark it themself.
    expect(await codeOf(await student.browser.call(`/api/attempts/${attemptId}/self-marks/6`, { method: 'PUT', body: { points: ['p1', 'p2'] } }))).toBe('answer_invalid');

    const tutor = await tutorOf(subject.id);
    const secrets = [student.email, 'Nusrat', attemptId, student.id];
    const queueText = await (await tutor.browser.call('/api/marking/queue')).text();
    const queue = markingQueueSchema.parse(JSON.parse(queueText));
    expect(queue.exams).toEqual([
      expect.objectContaining({
        examId: exam.id,
        awaiting: 1,
        drafts: 0,
        released: 0,
        oldestSubmittedAt: expect.any(String),
        questions: [expect.objectContaining({ stem: 'Explain the going concern basis.', answers: 1 })],
      }),
    ]);
    const listText = await (await tutor.browser.call(`/api/marking/exams/${exam.id}/scripts`)).text();
    expect(scriptListSchema.parse(JSON.parse(listText)).scripts).toEqual([expect.objectContaining({ number, state: 'awaiting', answers: 1, marks: null, max: 4 })]);
    const { script, text: scriptText } = await open(tutor.browser, number);
    expect(script).toMatchObject({ number, state: 'awaiting', revision: 0, alsoOpenBy: null, autoMarked: { questions: 5, marks: 10, max: 10 }, totalMarks: 14 });
    expect(script.answers).toEqual([expect.objectContaining({ position: 6, max: 4, answer: { kind: 'written', text: WRITTEN_ANSWER }, awards: null, marks: null })]);
    expect(script.answers[0]!.guide.map((p) => [p.id, p.marks, p.partial])).toEqual([
      ['p1', 2, false],
      ['p2', 2, false],
    ]);

    const draft = await save(tutor.browser, number, {
      revision: 0,
      comment: 'Clear and short.',
      answers: [{ position: 6, awards: [{ pointId: 'p1', marks: 2 }], comment: 'Define it first, then the indicator.' }],
      release: false,
    });
    expect(draft.status).toBe(200);
    expect(await draft.json()).toEqual({ revision: 1, state: 'draft' });
    // A draft is the tutor's own: the student still waits.
    expect(await result(student.browser, attemptId)).toMatchObject({ awaitingTutor: 1, passed: null, score: 10 });

    const released = await save(tutor.browser, number, {
      revision: 1,
      comment: 'Clear and short.',
      answers: [{ position: 6, awards: [{ pointId: 'p1', marks: 2 }], comment: 'Define it first, then the indicator.' }],
      release: true,
    });
    expect(released.status).toBe(200);
    for (const text of [queueText, listText, scriptText, JSON.stringify(await open(tutor.browser, number))]) for (const secret of secrets) expect(text).not.toContain(secret);

    const after = await result(student.browser, attemptId);
    expect(after).toMatchObject({ score: 12, toMark: 0, awaitingTutor: 0, percent: 85.71, passed: true, tutorComment: 'Clear and short.' });
    expect(after.questions[5]).toMatchObject({ outcome: 'partial', marks: 2, tutor: { comment: 'Define it first, then the indicator.', awards: [{ pointId: 'p1', marks: 2 }] } });
    const mails = await t.db.selectFrom('mail_outbox').select(['subject', 'text_body']).where('to_address', '=', student.email).where('kind', '=', 'marks_released').execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain(`/examcl/${attemptId}`);
    // My exams and the kept sums count the released mark.
    const mine = (await (await student.browser.call('/api/my/exams')).json()) as { attempts?: { passed: boolean | null }[] };
    expect(JSON.stringify(mine)).not.toContain('"passed":null');
    const area = await t.db
      .selectFrom('exam_area_totals as x')
      .innerJoin('syllabus_areas as a', 'a.id', 'x.area_id')
      .select(['a.position', 'x.questions', 'x.marks_hundredths', 'x.max_marks'])
      .where('x.user_id', '=', student.id)
      .orderBy('a.position')
      .execute();
    expect(area.map((a) => [a.position, a.questions, a.marks_hundredths, a.max_marks])).toEqual([
      [1, 3, 600, 8],
      [2, 3, 600, 6],
    ]);
    const history = await t.db.selectFrom('mark_changes').select(['position', 'cause', 'changed_by', 'from_hundredths', 'to_hundredths']).where('attempt_id', '=', attemptId).execute();
    expect(history).toEqual([{ position: 6, cause: 'release', changed_by: tutor.id, from_hundredths: null, to_hundredths: 200 }]);
    // Released: the tutor can no longer save over it.
    expect(await codeOf(await save(tutor.browser, number, { revision: 2, comment: '', answers: [], release: false }))).toBe('script_released');
  });

  it('bounds marks by the guide: whole points, half marks only where the guide allows, never above the question, every answer before release', async () => {
    const { exam, subject } = await tutorExam(TWO_WRITTEN);
    // The second question's first point allows part marks.
    const version = await t.db
      .selectFrom('question_versions as v')
      .innerJoin('questions as q', 'q.id', 'v.question_id')
      .select(['v.id', 'v.answer_key'])
      .where('q.subject_id', '=', subject.id)
      .where('q.ref', '=', 'w2')
      .executeTakeFirstOrThrow();
    const key = JSON.parse(version.answer_key) as { points: { partial?: boolean }[] };
    key.points[0]!.partial = true;
    await t.db
      .updateTable('question_versions')
      .set({ answer_key: JSON.stringify(key) })
      .where('id', '=', version.id)
      .execute();
    await t.services.exams.invalidate();

    const student = await signedInAs(t.request, t.services.auth, 'student');
    const attemptId = await sit(student.browser, exam.slug, [...ANSWERS, { kind: 'written', text: 'Income and expenses belong to the period they arise in.' }]);
    const number = await scriptNumber(attemptId);
    const tutor = await tutorOf(subject.id);
    await open(tutor.browser, number);
    const attempt = (awards: { pointId: string; marks: number }[], position = 7) =>
      save(tutor.browser, number, { revision: 0, comment: '', answers: [{ position, awards, comment: '' }], release: false });

    expect(await codeOf(await attempt([{ pointId: 'p1', marks: 1 }], 6))).toBe('mark_out_of_range');
    expect(await codeOf(await attempt([{ pointId: 'p1', marks: 3 }]))).toBe('mark_out_of_range');
    expect(await codeOf(await attempt([{ pointId: 'p1', marks: 1.25 }]))).toBe('mark_out_of_range');
    expect(await codeOf(await attempt([{ pointId: 'p2', marks: 0.5 }]))).toBe('mark_out_of_range');
    expect(await codeOf(await attempt([{ pointId: 'p9', marks: 1 }]))).toBe('answer_invalid');
    expect(await codeOf(await attempt([{ pointId: 'p1', marks: 1 }], 3))).toBe('answer_invalid');
    expect(
      await codeOf(
        await attempt([
          { pointId: 'p1', marks: 1 },
          { pointId: 'p1', marks: 1 },
        ]),
      ),
    ).toBe('answer_invalid');
    // Nothing refused was written.
    expect(await t.db.selectFrom('script_marks').select('position').where('script_id', '=', number).execute()).toEqual([]);

    expect(
      (
        await attempt([
          { pointId: 'p1', marks: 1.5 },
          { pointId: 'p2', marks: 1 },
        ])
      ).status,
    ).toBe(200);
    // Question 6 is not marked yet: the release is refused and changes nothing.
    expect(await codeOf(await save(tutor.browser, number, { revision: 1, comment: '', answers: [], release: true }))).toBe('script_incomplete');
    expect(await t.db.selectFrom('marking_scripts').select(['state', 'revision']).where('id', '=', number).executeTakeFirstOrThrow()).toEqual({ state: 'draft', revision: 1 });
    const done = await save(tutor.browser, number, { revision: 1, comment: '', answers: [{ position: 6, awards: [], comment: 'No point made.' }], release: true });
    expect(done.status).toBe(200);
    const after = await result(student.browser, attemptId);
    expect(after.questions.slice(5).map((q) => [q.outcome, q.marks])).toEqual([
      ['wrong', 0],
      ['partial', 2.5],
    ]);
    expect(after).toMatchObject({ score: 12.5, totalMarks: 17, awaitingTutor: 0 });
  });

  it('refuses a save made from an older revision and keeps the newer marks; warns a second tutor who opens a script another has open', async () => {
    const { subject, number } = await sitting();
    const first = await tutorOf(subject.id, { name: 'Arif Hossain' });
    const second = await tutorOf(subject.id, { name: 'Sadia Rahman' });
    expect((await open(first.browser, number)).script.alsoOpenBy).toBeNull();
    const seen = await open(second.browser, number);
    expect(seen.script.alsoOpenBy).toEqual({ name: 'Arif Hossain', at: expect.any(String) });
    // The first tutor's reopening is not a warning to them.
    expect((await open(first.browser, number)).script.alsoOpenBy).toBeNull();

    const mine = { position: 6, awards: [{ pointId: 'p1', marks: 2 }], comment: 'First tutor.' };
    expect((await save(first.browser, number, { revision: 0, comment: '', answers: [mine], release: false })).status).toBe(200);
    const stale = await save(second.browser, number, { revision: 0, comment: 'Overwrite?', answers: [{ position: 6, awards: [], comment: 'Second tutor.' }], release: true });
    expect(stale.status).toBe(409);
    expect(await codeOf(stale)).toBe('script_changed');
    const now = (await open(first.browser, number)).script;
    expect(now).toMatchObject({ state: 'draft', revision: 1, comment: '' });
    expect(now.answers[0]).toMatchObject({ marks: 2, comment: 'First tutor.' });
  });

  it('of twenty concurrent releases of one script, one releases: one email, one history row, the sums moved once', async () => {
    const { subject, student, attemptId, number } = await sitting();
    const tutor = await tutorOf(subject.id);
    await open(tutor.browser, number);
    const body: SaveScript = { revision: 0, comment: 'Good.', answers: [{ position: 6, awards: [{ pointId: 'p2', marks: 2 }], comment: '' }], release: true };
    const answers = await Promise.all(Array.from({ length: 20 }, () => save(tutor.browser, number, body)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', student.email).where('kind', '=', 'marks_released').execute()).toHaveLength(1);
    expect(await t.db.selectFrom('mark_changes').select('id').where('attempt_id', '=', attemptId).execute()).toHaveLength(1);
    const attempt = await t.db.selectFrom('exam_attempts').select(['score_hundredths', 'to_mark']).where('id', '=', attemptId).executeTakeFirstOrThrow();
    expect(attempt).toEqual({ score_hundredths: 1200, to_mark: 0 });
    const sums = await t.db
      .selectFrom('exam_area_totals')
      .select((eb) => [eb.fn.sum<number>('questions').as('questions'), eb.fn.sum<number>('marks_hundredths').as('marks')])
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect([Number(sums.questions), Number(sums.marks)]).toEqual([6, 1200]);
  });

  it('reaches only the tutor’s papers: another paper’s script is missing, a student is refused, the admin area refuses a tutor', async () => {
    const { exam, number } = await sitting();
    const other = await insertExamWithBank(t.db, t.services.exams);
    const outsider = await tutorOf(other.subject.id);
    expect(markingQueueSchema.parse(await (await outsider.browser.call('/api/marking/queue')).json()).exams).toEqual([]);
    expect(await codeOf(await outsider.browser.call(`/api/marking/scripts/${number}/open`, { method: 'POST' }))).toBe('script_not_found');
    expect(await codeOf(await save(outsider.browser, number, { revision: 0, comment: '', answers: [], release: false }))).toBe('script_not_found');
    expect(await codeOf(await outsider.browser.call(`/api/marking/exams/${exam.id}/scripts`))).toBe('marking_exam_not_found');
    expect(await codeOf(await outsider.browser.call('/api/admin/users'))).toBe('forbidden');

    const student = await signedInAs(t.request, t.services.auth, 'student');
    for (const res of [await student.browser.call('/api/marking/queue'), await student.browser.call(`/api/marking/scripts/${number}/open`, { method: 'POST' })]) {
      expect(res.status).toBe(403);
      expect(await codeOf(res)).toBe('forbidden');
    }
    // An admin marks every paper.
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    expect((await open(admin.browser, number)).script.number).toBe(number);
  });

  it('moderation: the lead tutor or an admin changes a released mark with a reason, the score moves and the history keeps who, when, from and to', async () => {
    const { subject, student, attemptId, number } = await sitting();
    const marker = await tutorOf(subject.id, { name: 'Arif Hossain' });
    await open(marker.browser, number);
    expect((await save(marker.browser, number, { revision: 0, comment: '', answers: [{ position: 6, awards: [{ pointId: 'p1', marks: 2 }], comment: '' }], release: true })).status).toBe(200);
    const change = {
      position: 6,
      awards: [
        { pointId: 'p1', marks: 2 },
        { pointId: 'p2', marks: 2 },
      ],
      comment: 'The indicator is there too.',
      reason: 'Recurring losses is an indicator of doubt.',
    };
    const moderate = (browser: Browser, body: typeof change) => browser.call(`/api/marking/scripts/${number}/moderation`, { method: 'PUT', body });

    expect(await codeOf(await moderate(marker.browser, change))).toBe('moderation_not_allowed');
    const lead = await tutorOf(subject.id, { lead: true, name: 'Kamal Uddin' });
    expect(await codeOf(await moderate(lead.browser, { ...change, reason: '  ' }))).toBe('moderation_reason_required');
    const res = await moderate(lead.browser, change);
    expect(res.status).toBe(200);
    const script = markingScriptSchema.parse(await res.json());
    expect(script.answers[0]).toMatchObject({ marks: 4, comment: 'The indicator is there too.' });
    expect(script.answers[0]!.history).toEqual([
      { cause: 'release', by: 'Arif Hossain', at: expect.any(String), from: null, to: 2, reason: '' },
      { cause: 'moderation', by: 'Kamal Uddin', at: expect.any(String), from: 2, to: 4, reason: 'Recurring losses is an indicator of doubt.' },
    ]);
    expect(await result(student.browser, attemptId)).toMatchObject({ score: 14, percent: 100, passed: true });
    expect(scriptListSchema.parse(await (await lead.browser.call(`/api/marking/exams/${script.exam.id}/scripts?state=released`)).json()).scripts).toEqual([
      expect.objectContaining({ number, marks: 4, moderated: true }),
    ]);
    const sums = await t.db
      .selectFrom('exam_area_totals')
      .select((eb) => eb.fn.sum<number>('marks_hundredths').as('marks'))
      .where('user_id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(Number(sums.marks)).toBe(1400);
  });

  it('says so in My exams while the tutor marks, and keeps the exam’s marker once it has attempts', async () => {
    const { exam, student } = await sitting();
    const mine = (await (await student.browser.call('/api/my/exams')).json()) as { attempts: { awaitingTutor: boolean; toMark: number; passed: boolean | null }[] };
    expect(mine.attempts).toEqual([expect.objectContaining({ awaitingTutor: true, toMark: 1, passed: null })]);
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const studio = (await (await admin.browser.call(`/api/admin/studio/exams/${exam.id}`)).json()) as Record<string, unknown>;
    const res = await admin.browser.call(`/api/admin/studio/exams/${exam.id}`, { method: 'PUT', body: { ...studio, writtenMarking: 'self' } });
    expect(res.status).toBe(409);
    expect(await codeOf(res)).toBe('exam_marking_locked');
  });

  it('a self-marked exam makes no script, and an unanswered written question on a tutor-marked one needs no tutor', async () => {
    const self = await insertExamWithBank(t.db, t.services.exams);
    const student = await signedInAs(t.request, t.services.auth, 'student');
    await sit(student.browser, self.exam.slug, ANSWERS);
    const { exam } = await tutorExam();
    const attemptId = await sit(student.browser, exam.slug, SAMPLE_RIGHT_ANSWERS);
    expect(await t.db.selectFrom('marking_scripts').select('id').where('exam_id', 'in', [self.exam.id, exam.id]).execute()).toEqual([]);
    expect(await result(student.browser, attemptId)).toMatchObject({ score: 10, toMark: 0, awaitingTutor: 0, passed: true });
  });
});

import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { turnaroundSchema, type Turnaround } from '../../contracts/tutor-admin-schemas';
import type { MarkingScriptsTable } from '../db/schema';
import { Browser, signedInAs } from '../testing/auth-helpers';
import { insertExamWithBank } from '../testing/exam-factory';
import { insertBuyer } from '../testing/order-factory';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

const HOUR = 3600;
const DAY = 24 * HOUR;

describe.each(testDatabaseKinds())('marking turnaround on %s', (kind) => {
  const t = useTestApp(kind, { seed: false });

  /** A point in time `seconds` before the test's start, as the database keeps it. */
  const start = Date.now();
  const ago = (seconds: number) => new Date(start - seconds * 1000).toISOString();

  /** A finished attempt of the exam by a student of its own, and its script as given: times in seconds before now. */
  async function script(examId: number, subjectId: number, s: { state: MarkingScriptsTable['state']; submitted: number; releasedAfter?: number; by?: string }) {
    const { id: student } = await insertBuyer(t.db, 'Script Writer');
    const attemptId = crypto.randomUUID();
    await t.db
      .insertInto('exam_attempts')
      .values({
        id: attemptId,
        exam_id: examId,
        user_id: student,
        number: 1,
        status: 'submitted',
        started_at: ago(s.submitted + HOUR),
        deadline_at: null,
        finished_at: ago(s.submitted),
        finished_by: 'student',
        paper: '[]',
        total_marks: 14,
        score_hundredths: null,
        marking: '[]',
        sections: null,
      })
      .execute();
    const released = s.releasedAfter === undefined ? null : new Date(Date.parse(ago(s.submitted)) + s.releasedAfter * 1000).toISOString();
    await t.db
      .insertInto('marking_scripts')
      .values({
        attempt_id: attemptId,
        exam_id: examId,
        subject_id: subjectId,
        state: s.state,
        submitted_at: ago(s.submitted),
        marked_by: s.by ?? null,
        released_at: released,
      })
      .execute();
  }

  it('counts what waits and what was released per tutor and per exam, with the median time to release over the last 30 days', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin', 'Farhana Admin');
    const lead = await signedInAs(t.request, t.services.auth, 'tutor', 'Anika Lead');
    const both = await signedInAs(t.request, t.services.auth, 'tutor', 'Bashir Both');
    const idle = await signedInAs(t.request, t.services.auth, 'tutor', 'Chaity Idle');
    const former = await signedInAs(t.request, t.services.auth, 'tutor', 'Dipu Former');
    const read = async () => turnaroundSchema.parse(await (await admin.browser.call('/api/admin/marking/turnaround')).json());

    // Before any exam is tutor-marked: tutors with nothing waiting, no exams, no median.
    const empty = await read();
    expect(empty.exams).toEqual([]);
    expect(empty.overall).toEqual({ backlog: { awaiting: 0, drafts: 0, oldestWaitingAt: null }, releases: { released: 0, medianSeconds: null } });
    expect(empty.tutors.find((line) => line.userId === lead.id)).toMatchObject({ backlog: { awaiting: 0, drafts: 0, oldestWaitingAt: null }, releases: { released: 0, medianSeconds: null } });

    const one = await insertExamWithBank(t.db, t.services.exams, { overrides: { written_marking: 'tutor', title: 'Paper one mock' } });
    const two = await insertExamWithBank(t.db, t.services.exams, { overrides: { written_marking: 'tutor', title: 'Paper two mock' } });
    // An exam of paper one switched back to self-marking keeps the scripts it made.
    const switched = await insertExamWithBank(t.db, t.services.exams, { overrides: { written_marking: 'self', title: 'Switched mock', subject_id: one.subject.id } });
    // A self-marked exam without scripts is no marking's business.
    await insertExamWithBank(t.db, t.services.exams, { overrides: { written_marking: 'self', title: 'Self-marked mock' } });
    const p1 = one.subject.id;
    const p2 = two.subject.id;
    await t.db
      .insertInto('tutor_papers')
      .values([
        { user_id: lead.id, subject_id: p1, lead: 1 },
        { user_id: both.id, subject_id: p1, lead: 0 },
        { user_id: both.id, subject_id: p2, lead: 0 },
      ])
      .execute();

    // Paper one's mock: two awaiting and one in draft; four releases in the window and one before it.
    await script(one.exam.id, p1, { state: 'awaiting', submitted: 5 * DAY });
    await script(one.exam.id, p1, { state: 'awaiting', submitted: 1 * DAY });
    await script(one.exam.id, p1, { state: 'draft', submitted: 3 * DAY });
    await script(one.exam.id, p1, { state: 'released', submitted: 10 * DAY, releasedAfter: 2 * HOUR, by: lead.id });
    await script(one.exam.id, p1, { state: 'released', submitted: 9 * DAY, releasedAfter: 4 * HOUR, by: lead.id });
    await script(one.exam.id, p1, { state: 'released', submitted: 8 * DAY, releasedAfter: 30 * HOUR, by: lead.id });
    await script(one.exam.id, p1, { state: 'released', submitted: 6 * DAY, releasedAfter: 1 * HOUR, by: both.id });
    await script(one.exam.id, p1, { state: 'released', submitted: 45 * DAY, releasedAfter: 1 * DAY, by: lead.id });
    // Paper two's mock: one in draft; released by a tutor, an admin and a tutor since made a student.
    await script(two.exam.id, p2, { state: 'draft', submitted: 2 * DAY });
    await script(two.exam.id, p2, { state: 'released', submitted: 4 * DAY, releasedAfter: 10 * HOUR, by: both.id });
    await script(two.exam.id, p2, { state: 'released', submitted: 3 * DAY, releasedAfter: 20 * HOUR, by: admin.id });
    await script(two.exam.id, p2, { state: 'released', submitted: 5 * DAY, releasedAfter: 6 * HOUR, by: former.id });
    // The switched exam: the oldest waiting script of all.
    await script(switched.exam.id, p1, { state: 'awaiting', submitted: 7 * DAY });
    expect((await admin.browser.call(`/api/admin/users/${former.id}/role`, { body: { role: 'student' } })).status).toBe(200);

    const res = await admin.browser.call('/api/admin/marking/turnaround');
    expect(res.status).toBe(200);
    const figures: Turnaround = turnaroundSchema.parse(await res.json());
    expect(figures.windowDays).toBe(30);
    expect(Math.abs(Date.parse(figures.asOf) - Date.now())).toBeLessThan(60_000);

    // Per exam, longest waiting first; medians of the window's releases only.
    expect(figures.exams.map((e) => e.title)).toEqual(['Switched mock', 'Paper one mock', 'Paper two mock']);
    const [third, first, second] = figures.exams;
    expect(first).toEqual({
      examId: one.exam.id,
      title: 'Paper one mock',
      paper: { id: p1, name: one.subject.name },
      tutorMarked: true,
      backlog: { awaiting: 2, drafts: 1, oldestWaitingAt: ago(5 * DAY) },
      // 1 h, 2 h, 4 h and 30 h: the mean of the middle two, 3 h.
      releases: { released: 4, medianSeconds: 3 * HOUR },
    });
    // 6 h, 10 h and 20 h.
    expect(second).toMatchObject({ tutorMarked: true, backlog: { awaiting: 0, drafts: 1, oldestWaitingAt: ago(2 * DAY) }, releases: { released: 3, medianSeconds: 10 * HOUR } });
    expect(third).toMatchObject({ tutorMarked: false, backlog: { awaiting: 1, drafts: 0, oldestWaitingAt: ago(7 * DAY) }, releases: { released: 0, medianSeconds: null } });

    // Per tutor: the backlog of their papers, and the releases they made.
    const byName = new Map(figures.tutors.map((line) => [line.name, line]));
    expect(byName.get('Anika Lead')).toEqual({
      userId: lead.id,
      name: 'Anika Lead',
      email: lead.email,
      role: 'tutor',
      suspended: false,
      papers: [{ subjectId: p1, name: one.subject.name, lead: true }],
      // Paper one: the mock's two awaiting and the switched exam's one, the mock's draft.
      backlog: { awaiting: 3, drafts: 1, oldestWaitingAt: ago(7 * DAY) },
      // 2 h, 4 h and 30 h; the release before the window is not counted.
      releases: { released: 3, medianSeconds: 4 * HOUR },
    });
    // Both papers; 1 h and 10 h.
    expect(byName.get('Bashir Both')).toMatchObject({ role: 'tutor', backlog: { awaiting: 3, drafts: 2, oldestWaitingAt: ago(7 * DAY) }, releases: { released: 2, medianSeconds: 5.5 * HOUR } });
    expect(byName.get('Chaity Idle')).toMatchObject({
      userId: idle.id,
      role: 'tutor',
      papers: [],
      backlog: { awaiting: 0, drafts: 0, oldestWaitingAt: null },
      releases: { released: 0, medianSeconds: null },
    });
    // Not tutors now: listed for the scripts they released, with no backlog of their own.
    expect(byName.get('Farhana Admin')).toMatchObject({ role: 'admin', papers: [], backlog: null, releases: { released: 1, medianSeconds: 20 * HOUR } });
    expect(byName.get('Dipu Former')).toMatchObject({ role: 'student', papers: [], backlog: null, releases: { released: 1, medianSeconds: 6 * HOUR } });
    // Longest waiting first, by name among equals; those with nothing waiting after.
    const order = figures.tutors.map((line) => line.name).filter((name) => byName.has(name));
    expect(order.slice(0, 2)).toEqual(['Anika Lead', 'Bashir Both']);

    // Everything: 1, 2, 4, 6, 10, 20 and 30 hours.
    expect(figures.overall).toEqual({ backlog: { awaiting: 3, drafts: 2, oldestWaitingAt: ago(7 * DAY) }, releases: { released: 7, medianSeconds: 6 * HOUR } });
  });

  it('is the admins’ alone: a tutor, a student and a visitor are refused', async () => {
    const tutor = await signedInAs(t.request, t.services.auth, 'tutor');
    const student = await signedInAs(t.request, t.services.auth, 'student');
    for (const [browser, status] of [
      [tutor.browser, 403],
      [student.browser, 403],
      [new Browser(t.request), 401],
    ] as const) {
      expect((await browser.call('/api/admin/marking/turnaround')).status).toBe(status);
    }
  });
});

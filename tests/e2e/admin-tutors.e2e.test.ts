import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import type { MarkingScriptsTable } from '../../src/server/db/schema';
import { useAppInBrowser } from './support/app';
import { AXE, violationsAtPhoneAndDesktop } from './support/axe';
import { focused, tabTo } from './support/keyboard';
import { appReady, openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'every script gets its marks';
/** Where the journey's screenshots go, to be looked at by whoever runs it. */
const SHOTS = process.env.TUTOR_SHOTS_DIR ?? os.tmpdir();
const HOUR = 3600_000;

describe('tutors in the admin area', () => {
  const app = useAppInBrowser();

  /** A finished attempt of the exam and its script, handed in `hoursAgo` and, if given, released after `releasedAfter` hours. */
  async function script(examId: number, subjectId: number, studentId: string, s: { state: MarkingScriptsTable['state']; hoursAgo: number; releasedAfter?: number; by?: string }) {
    const { db } = app.server;
    const submitted = new Date(Date.now() - s.hoursAgo * HOUR);
    const attemptId = crypto.randomUUID();
    const number = (await db.selectFrom('exam_attempts').select('id').where('user_id', '=', studentId).execute()).length + 1;
    await db
      .insertInto('exam_attempts')
      .values({
        id: attemptId,
        exam_id: examId,
        user_id: studentId,
        number,
        status: 'submitted',
        started_at: new Date(submitted.getTime() - HOUR).toISOString(),
        deadline_at: null,
        finished_at: submitted.toISOString(),
        finished_by: 'student',
        paper: '[]',
        total_marks: 100,
        score_hundredths: null,
        marking: '[]',
        sections: null,
      })
      .execute();
    await db
      .insertInto('marking_scripts')
      .values({
        attempt_id: attemptId,
        exam_id: examId,
        subject_id: subjectId,
        state: s.state,
        submitted_at: submitted.toISOString(),
        marked_by: s.by ?? null,
        released_at: s.releasedAfter === undefined ? null : new Date(submitted.getTime() + s.releasedAfter * HOUR).toISOString(),
      })
      .execute();
  }

  const shoot = async (page: Page, name: string) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    }
  };

  it('an admin makes a student a tutor, gives them two papers leading one by keyboard, and reads the marking turnaround', { timeout: 180_000 }, async () => {
    const { db, services } = app.server;
    await createVerifiedUser(services.auth, { name: 'Nadia Sultana', email: 'tutors.admin@example.com', role: 'admin', password: PASSWORD });
    const future = await createVerifiedUser(services.auth, { name: 'Rumana Chowdhury', email: 'rumana@example.com', role: 'student', password: PASSWORD });
    const student = await createVerifiedUser(services.auth, { name: 'Tanvir Ahmed', email: 'tanvir@example.com', role: 'student', password: PASSWORD });

    // The demo's tutor-marked mock of Audit & Assurance, marked by the demo tutor: three waiting, one in draft, three released.
    const mock = await db
      .selectFrom('exams')
      .innerJoin('subjects', 'subjects.id', 'exams.subject_id')
      .select(['exams.id', 'exams.title', 'exams.subject_id'])
      .where('exams.slug', '=', 'audit-assurance-full-mock')
      .executeTakeFirstOrThrow();
    const demoTutor = await db.selectFrom('users').select('id').where('email', '=', 'tutor@hisab.local').executeTakeFirstOrThrow();
    for (const hoursAgo of [50, 20, 5]) await script(mock.id, mock.subject_id, student.id, { state: 'awaiting', hoursAgo });
    await script(mock.id, mock.subject_id, student.id, { state: 'draft', hoursAgo: 30 });
    for (const releasedAfter of [2, 3, 10]) await script(mock.id, mock.subject_id, student.id, { state: 'released', hoursAgo: 100, releasedAfter, by: demoTutor.id });

    const { page, errors, close } = await openWatchedPage(app.browser, { width: 1280, height: 800 }, AXE);
    try {
      await signInThroughApi(page, app.server.url, 'tutors.admin@example.com', PASSWORD);
      await page.goto(`${app.server.url}/admin/users/${future.id}`);
      await appReady(page);
      await page.getByRole('heading', { level: 1, name: 'Rumana Chowdhury' }).waitFor();
      expect(await page.getByRole('heading', { name: 'Papers to mark' }).count()).toBe(0);

      // The role, by keyboard: into the choices, down to Tutor, on to Save.
      await tabTo(page, /^Student/);
      await page.keyboard.press('ArrowDown');
      expect((await focused(page)).name).toMatch(/^Tutor/);
      await page.getByText('Marks the written answers of the papers you choose, in the marking area. No admin access.').waitFor();
      await page.keyboard.press('Tab');
      expect((await focused(page)).name).toBe('Save role');
      await page.keyboard.press('Enter');
      await page.getByText('Rumana Chowdhury is now a tutor. Choose the papers they mark.').waitFor();
      const panel = page.getByRole('form', { name: 'Papers to mark' });
      await panel.waitFor();
      expect(await panel.getByRole('checkbox', { name: 'Lead tutor of Audit & Assurance' }).isDisabled()).toBe(true);

      // Two papers, the first as lead: the panel sits above the role, so back up to it.
      await tabTo(page, 'Audit & Assurance', { back: true });
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      expect((await focused(page)).name).toBe('Lead tutor of Audit & Assurance');
      await page.keyboard.press('Space');
      await tabTo(page, 'Financial Management');
      await page.keyboard.press('Space');
      await panel.getByText('2 papers chosen, leading 1.').waitFor();
      await tabTo(page, 'Save papers');
      await page.keyboard.press('Enter');
      await page.getByText('Rumana Chowdhury marks 2 papers now.').waitFor();
      expect((await focused(page)).name).toBe('Save papers');

      const rows = await db
        .selectFrom('tutor_papers')
        .innerJoin('subjects', 'subjects.id', 'tutor_papers.subject_id')
        .select(['subjects.name', 'tutor_papers.lead'])
        .where('tutor_papers.user_id', '=', future.id)
        .orderBy('subjects.position')
        .execute();
      expect(rows).toEqual([
        { name: 'Audit & Assurance', lead: 1 },
        { name: 'Financial Management', lead: 0 },
      ]);
      // Both changes are in the account's admin activity, in words.
      const activity = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Admin activity on this account' }) });
      await activity.getByText('Marks Audit & Assurance (lead), Financial Management').waitFor();
      await activity.getByText('student → tutor').waitFor();

      expect(await violationsAtPhoneAndDesktop(page, 'a tutor’s page')).toEqual([]);
      await shoot(page, 'admin-tutor-papers');
      await page.setViewportSize({ width: 1280, height: 800 });

      // The user list finds tutors by their role.
      await page.goto(`${app.server.url}/admin/users?role=tutor`);
      await appReady(page);
      const accounts = page.getByRole('table', { name: 'Accounts' });
      await accounts.getByText('Rumana Chowdhury').waitFor();
      await accounts.getByText('Demo Tutor').waitFor();
      expect(await accounts.getByText('Tanvir Ahmed').count()).toBe(0);

      // The turnaround, from the admin navigation by keyboard.
      await tabTo(page, 'Marking turnaround', { back: true });
      await page.keyboard.press('Enter');
      await page.waitForURL(`${app.server.url}/admin/marking`);
      await page.getByRole('heading', { level: 1, name: 'Marking turnaround' }).waitFor();
      await expect.poll(() => page.locator('[data-stat="Awaiting a tutor"]').innerText()).toBe('3');
      expect(await page.locator('[data-stat="In draft"]').innerText()).toBe('1');
      expect(await page.locator('[data-stat="Oldest waiting"]').innerText()).toBe('2 d 2 h');
      // 2, 3 and 10 hours from hand-in to release.
      expect(await page.locator('[data-stat="Median time to release"]').innerText()).toBe('3 h');

      const byTutor = page.getByRole('table', { name: /^Marking by tutor/ });
      const rumana = byTutor.getByRole('row').filter({ hasText: 'Rumana Chowdhury' });
      await rumana.getByText('Audit & Assurance (lead) · Financial Management').waitFor();
      expect(await rumana.getByRole('cell').allInnerTexts()).toEqual([expect.stringContaining('Rumana Chowdhury'), '3', '1', '2 d 2 h', '0', '—']);
      const demo = byTutor.getByRole('row').filter({ hasText: 'Demo Tutor' });
      expect((await demo.getByRole('cell').allInnerTexts()).slice(1)).toEqual(['3', '1', '2 d 2 h', '3', '3 h']);
      const byExam = page.getByRole('table', { name: /^Marking by exam/ });
      const mockRow = byExam.getByRole('row').filter({ hasText: mock.title });
      expect((await mockRow.getByRole('cell').allInnerTexts()).slice(1)).toEqual(['3', '1', '2 d 2 h', '3', '3 h']);

      expect(await violationsAtPhoneAndDesktop(page, 'the marking turnaround')).toEqual([]);
      await shoot(page, 'admin-marking-turnaround');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

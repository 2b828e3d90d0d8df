import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { type ExamOverrides, insertExamWithBank } from '../../src/server/testing/exam-factory';
import { useAppInBrowser } from './support/app';
import { openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'debits on the left side';

const signIn = (page: Page, base: string, email: string) => signInThroughApi(page, base, email, PASSWORD);

const timeLeftSeconds = async (page: Page) => {
  const [m, s] = (await page.getByRole('timer').innerText()).split(':').map(Number);
  return m! * 60 + s!;
};

describe('sitting a mock exam in the browser', () => {
  const app = useAppInBrowser();
  let accounts = 0;

  async function studentWithExam(overrides: ExamOverrides = {}) {
    accounts += 1;
    const email = `candidate${accounts}@example.com`;
    const user = await createVerifiedUser(app.server.services.auth, { name: 'Nusrat Jahan', email, role: 'student', password: PASSWORD });
    const { exam } = await insertExamWithBank(app.server.db, app.server.services.exams, { overrides });
    return { email, user, exam };
  }
  /** Signs in, opens the exam's page and presses Start; gives the attempt's id from the player's address. */
  async function signInAndStart(page: Page, email: string, slug: string): Promise<string> {
    await signIn(page, app.server.url, email);
    await page.goto(`${app.server.url}/exam/${slug}`);
    await page.getByRole('button', { name: 'Start exam' }).click();
    await page.waitForURL(/\/exampl\//);
    return page.url().split('/').pop()!;
  }
  const question = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Question ${n},`) });
  const saved = (page: Page) =>
    page
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor();
  /** The accessible name of what has focus, once it is a heading (focus moves after the question renders). */
  const focusedHeading = (page: Page) => page.evaluate(() => (document.activeElement?.matches('h1, h2, h3') ? document.activeElement.textContent : null));
  const storedPlace = async (attemptId: string) => (await app.server.db.selectFrom('exam_attempts').select('current_position').where('id', '=', attemptId).executeTakeFirstOrThrow()).current_position;
  const answerRow = (attemptId: string, position: number) =>
    app.server.db.selectFrom('exam_answers').select(['answer', 'revision', 'flagged']).where('attempt_id', '=', attemptId).where('position', '=', position).executeTakeFirst();

  it('a student answers every kind on a phone, reloads, loses the connection, comes back, reviews, submits and reads the worked review', async () => {
    const { email, exam } = await studentWithExam();
    const watched = await openWatchedPage(app.browser, { width: 390, height: 844 });
    const { errors, close } = watched;
    let page = watched.page;
    try {
      const attemptId = await signInAndStart(page, email, exam.slug);

      await page.getByRole('heading', { name: /Question 1/ }).waitFor();
      await page.getByLabel(/Debit/).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Cash').check();
      await page.getByText('1 of 2 selected').waitFor();
      await page.getByLabel('Inventory').check();
      await page.getByText('2 of 2 selected').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Your answer').fill('1,20');
      await page.getByText(/comma is in the wrong place/).waitFor();
      await page.getByLabel('Your answer').fill('1,200');
      await page.getByText('You entered 1,200').waitFor();
      await page.getByRole('button', { name: 'Flag for review', exact: true }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('combobox', { name: 'Row 2, Line' }).selectOption({ label: 'Cost of sales' });
      await page.getByLabel('Gross profit, Tk').fill('40,000');
      await saved(page);

      // A reload resumes the same attempt at the question the student was on: answers, flag and the server's clock intact.
      const before = await timeLeftSeconds(page);
      await page.reload();
      await page.getByRole('heading', { name: /^Question 4/ }).waitFor();
      expect(await page.getByLabel('Gross profit, Tk').inputValue()).toBe('40,000');
      expect(await timeLeftSeconds(page)).toBeLessThanOrEqual(before);
      expect(await timeLeftSeconds(page)).toBeGreaterThan(before - 30);
      await question(page, 1).click();
      expect(await page.getByLabel(/Debit/).isChecked()).toBe(true);
      await question(page, 3).click();
      expect(await page.getByLabel('Your answer').inputValue()).toBe('1,200');
      expect(await page.getByRole('button', { name: 'Flagged for review', exact: true }).getAttribute('aria-pressed')).toBe('true');

      // Offline: two more answers wait in the browser, shown as waiting.
      await page.context().setOffline(true);
      await question(page, 5).click();
      await page.getByLabel('Line 1 account').selectOption({ label: 'Depreciation expense' });
      await page.getByLabel('Line 1 amount').fill('20,000');
      await page.getByLabel('Line 2 account').selectOption({ label: 'Accumulated depreciation' });
      await page.getByLabel('Line 2 debit or credit').selectOption('credit');
      await page.getByLabel('Line 2 amount').fill('20,000');
      await page.getByText('Dr 20,000 · Cr 20,000').waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Your answer').fill('The business will continue trading for the foreseeable future.');
      await page.getByRole('button', { name: 'Review and submit' }).click();
      await page.getByRole('status').filter({ hasText: 'Offline: 2 answers waiting' }).waitFor();
      expect(await answerRow(attemptId, 5)).toBeUndefined();

      // The tab dies while offline; the connection returns and the student opens the exam again:
      // the answers kept in the browser are sent in order and acknowledged.
      const context = page.context();
      await page.close();
      await context.setOffline(false);
      page = await context.newPage();
      page.setDefaultTimeout(10_000);
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${app.server.url}/exampl/${attemptId}`);
      await saved(page);
      expect(JSON.parse((await answerRow(attemptId, 5))!.answer!)).toMatchObject({ kind: 'journal' });
      expect(JSON.parse((await answerRow(attemptId, 6))!.answer!)).toMatchObject({ kind: 'written' });

      await page.getByRole('button', { name: 'Review and submit' }).click();
      await page.getByRole('heading', { name: 'Review before you submit' }).waitFor();
      await page.getByText('6 of 6 questions answered.').waitFor();
      await page.getByRole('heading', { name: /Flagged for review/ }).waitFor();
      await page.getByRole('button', { name: 'Submit exam' }).click();
      await page.getByRole('dialog', { name: 'Submit your exam?' }).getByRole('button', { name: 'Submit now' }).click();
      await page.waitForURL(`${app.server.url}/examcl/${attemptId}`);
      await page.getByRole('heading', { name: 'By syllabus area' }).waitFor();
      await page.getByText('10 of 14 marks').waitFor();
      await page.getByText('Recording transactions').first().waitFor();
      await page.getByText('Worked answer').first().waitFor();

      // Self-marking the written answer counts, labelled as such.
      await page.getByLabel(/Defines going concern/).check();
      await page.getByRole('button', { name: 'Save my marks' }).click();
      await page.getByText(/Includes 2 self-marked marks/).waitFor();
      // The browser reports the saves tried while offline; nothing else may fail.
      expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('finalises an attempt whose time runs out and shows its result', async () => {
    const { email, exam } = await studentWithExam();
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      const attemptId = await signInAndStart(page, email, exam.slug);
      await page.getByLabel(/Debit/).check();
      await saved(page);
      // The server's deadline moves to a few seconds from now; the player follows the server.
      await app.server.db
        .updateTable('exam_attempts')
        .set({ deadline_at: new Date(Date.now() + 4000).toISOString() })
        .where('id', '=', attemptId)
        .execute();
      // The attempt's request waits a second before it reaches the server, as it can
      // behind a page's other requests on a busy connection: the player must still
      // not hand in before the server's deadline, or the server counts it as the student's.
      await page.route(`**/api/attempts/${attemptId}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.reload();
      await page.getByRole('timer').waitFor();
      expect(await timeLeftSeconds(page)).toBeLessThanOrEqual(4);
      await page.waitForURL(`${app.server.url}/examcl/${attemptId}`, { timeout: 15_000 });
      await page.getByText(/ended when time ran out/).waitFor();
      await page.getByText('2 of 14 marks').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a timed exam whose time runs out offline is handed in once its waiting answer is saved inside the grace, and shows the result', async () => {
    const { email, exam } = await studentWithExam();
    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 });
    try {
      const attemptId = await signInAndStart(page, email, exam.slug);
      await page.getByLabel(/Debit/).check();
      await saved(page);
      await app.server.db
        .updateTable('exam_attempts')
        .set({ deadline_at: new Date(Date.now() + 10_000).toISOString() })
        .where('id', '=', attemptId)
        .execute();
      await page.reload();
      await page.getByRole('timer').waitFor();

      // The connection drops; the next answer waits in the browser while time runs out.
      await page.context().setOffline(true);
      await question(page, 2).click();
      await page.getByLabel('Cash').check();
      await page.getByLabel('Inventory').check();
      await page.getByRole('status').filter({ hasText: 'Offline: 1 answer waiting' }).waitFor();
      await page
        .getByRole('alert')
        .filter({ hasText: /1 answer is still waiting to be saved/ })
        .waitFor({ timeout: 20_000 });
      expect(await page.getByRole('timer').innerText()).toBe('00:00');
      expect(await answerRow(attemptId, 2)).toBeUndefined();

      // Back inside the minute of grace: the answer is saved, and then the attempt is handed in and its result shown.
      await page.context().setOffline(false);
      await page.waitForURL(`${app.server.url}/examcl/${attemptId}`, { timeout: 15_000 });
      await page.getByText(/ended when time ran out/).waitFor();
      await page.getByText('4 of 14 marks').waitFor();
      expect(JSON.parse((await answerRow(attemptId, 2))!.answer!)).toEqual({ kind: 'multi', choices: ['a', 'c'] });
      expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a Submit made while an answer waits offline keeps focus on its button and hands in once the answer is saved', async () => {
    const { email, exam } = await studentWithExam();
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      const attemptId = await signInAndStart(page, email, exam.slug);
      await page.getByLabel(/Debit/).check();
      await saved(page);
      await page.context().setOffline(true);
      await question(page, 2).click();
      await page.getByLabel('Cash').check();
      await page.getByRole('status').filter({ hasText: 'Offline: 1 answer waiting' }).waitFor();
      await page.getByRole('button', { name: 'Review and submit' }).click();
      await page.getByRole('button', { name: 'Submit exam' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Submit your exam?' });
      await dialog.getByText('1 answer is still being saved first.').waitFor();
      await dialog.getByRole('button', { name: 'Submit now' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /1 answer is still waiting to be saved/ })
        .waitFor();
      // The dialog gave focus back to the button, which waits with the hand-in instead of dropping focus.
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Submit exam');
      expect(await page.getByRole('button', { name: 'Submit exam' }).getAttribute('aria-disabled')).toBe('true');

      await page.context().setOffline(false);
      await page.waitForURL(`${app.server.url}/examcl/${attemptId}`, { timeout: 15_000 });
      await page.getByText('2 of 14 marks').waitFor();
      expect(JSON.parse((await answerRow(attemptId, 2))!.answer!)).toEqual({ kind: 'multi', choices: ['a'] });
      expect(errors.filter((e) => !e.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('rides out a busy server: saves and the submit refused with 503 and Retry-After are sent again after it, shown as saving, nothing lost', { timeout: 90_000 }, async () => {
    const { email, exam } = await studentWithExam();
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      const attemptId = await signInAndStart(page, email, exam.slug);
      // The server's refusal as shed-load.ts answers it: at once, before the request does anything.
      const busy = { status: 503, headers: { 'Retry-After': '1', 'Content-Type': 'application/json' }, body: JSON.stringify({ error: { code: 'server_busy', message: 'Busy' } }) };
      let refusedSaves = 0;
      await page.route(`**/api/attempts/${attemptId}/answers/*`, async (route) => {
        if (route.request().method() === 'PUT' && refusedSaves < 2) {
          refusedSaves += 1;
          return route.fulfill(busy);
        }
        return route.continue();
      });
      let refusedSubmits = 0;
      await page.route(`**/api/attempts/${attemptId}/submit`, async (route) => {
        if (refusedSubmits < 1) {
          refusedSubmits += 1;
          return route.fulfill(busy);
        }
        return route.continue();
      });

      await page.getByLabel(/Debit/).check();
      // Refused as busy, the answer waits as "Saving…", never as offline, and is taken on a later try.
      await page.getByRole('status').filter({ hasText: 'Saving…' }).waitFor();
      // Two refusals: tried again after 3-4.5 s, then 6-9 s (retry-delay.ts), after the outbox's own 2 s.
      await page
        .getByRole('status')
        .filter({ hasText: /^Saved$/ })
        .waitFor({ timeout: 30_000 });
      expect(refusedSaves).toBe(2);
      expect(JSON.parse((await answerRow(attemptId, 1))!.answer!)).toEqual({ kind: 'single', choice: 'a' });

      await page.getByRole('button', { name: 'Review and submit' }).click();
      await page.getByRole('button', { name: 'Submit exam' }).click();
      await page.getByRole('dialog', { name: 'Submit your exam?' }).getByRole('button', { name: 'Submit now' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /Many students are handing in at this moment/ })
        .waitFor();
      await page.waitForURL(`${app.server.url}/examcl/${attemptId}`, { timeout: 30_000 });
      expect(refusedSubmits).toBe(1);
      expect(errors.filter((e) => !/status of 503/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('opens at the question the student was on, after Start, after a reload and on another device, with focus on its heading', async () => {
    const { email, exam } = await studentWithExam();
    const first = await openWatchedPage(app.browser, { width: 390, height: 844 });
    const second = await openWatchedPage(app.browser);
    try {
      const { page } = first;
      const attemptReads: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'GET' && /\/api\/attempts\/[^/]+$/.test(new URL(request.url()).pathname)) attemptReads.push(request.url());
      });
      const attemptId = await signInAndStart(page, email, exam.slug);
      // After Start, focus is on the first question's heading.
      await expect.poll(() => focusedHeading(page)).toBe('Question 1 of 6');
      // Start's answer carried the paper: the player opened without reading the attempt again.
      expect(attemptReads).toEqual([]);

      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => focusedHeading(page)).toBe('Question 3 of 6');
      // The place is kept with the attempt on the server.
      await expect.poll(() => storedPlace(attemptId)).toBe(3);
      await page.reload();
      await page.getByRole('heading', { name: /^Question 3/ }).waitFor();
      await expect.poll(() => focusedHeading(page)).toBe('Question 3 of 6');
      // A reload reads the attempt from the server.
      expect(attemptReads).toHaveLength(1);
      expect(await page.getByRole('button', { name: /^Question 3,/ }).getAttribute('aria-current')).toBe('step');

      // Another device (its own browser, signed in on its own) opens the attempt at the same place.
      await signIn(second.page, app.server.url, email);
      await second.page.goto(`${app.server.url}/exampl/${attemptId}`);
      await second.page.getByRole('heading', { name: /^Question 3/ }).waitFor();
      await expect.poll(() => focusedHeading(second.page)).toBe('Question 3 of 6');
      // It moves on; the first device, reloaded, follows.
      await question(second.page, 5).click();
      await expect.poll(() => storedPlace(attemptId)).toBe(5);
      await page.reload();
      await page.getByRole('heading', { name: /^Question 5/ }).waitFor();
      await expect.poll(() => focusedHeading(page)).toBe('Question 5 of 6');
      // The review screen is not a question: the place stays the last question seen.
      await page.getByRole('button', { name: 'Review and submit' }).click();
      await page.getByRole('heading', { name: 'Review before you submit' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: /^Question 5/ }).waitFor();
      expect(first.errors).toEqual([]);
      expect(second.errors).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('works by keyboard alone: answer, move on, flag, review and the submit dialog', async () => {
    const { email, exam } = await studentWithExam();
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await signInAndStart(page, email, exam.slug);
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '');
      await page.getByLabel(/Debit/).focus();
      await page.keyboard.press('ArrowDown');
      expect(
        await page
          .getByLabel(/Credit/)
          .first()
          .isChecked(),
      ).toBe(true);
      await page.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
      // Moving to a question puts focus on its heading, so the next Tab starts at its flag.
      await page.getByRole('heading', { name: /Question 2/ }).waitFor();
      expect(await focused()).toMatch(/^Question 2/);
      await page.keyboard.press('Tab');
      expect(await focused()).toBe('Flag for review');
      await page.keyboard.press('Space');
      await page.getByRole('button', { name: 'Flagged for review', exact: true }).waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await page.getByText('1 of 2 selected').waitFor();
      await page.getByRole('button', { name: 'Review and submit' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Review before you submit' }).waitFor();
      expect(await focused()).toBe('Review before you submit');
      await page.getByRole('button', { name: 'Submit exam' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Submit your exam?' });
      await dialog.waitFor();
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a topic quiz checks each answer at once and closes it', async () => {
    const { email, exam } = await studentWithExam({ kind: 'quiz', duration_minutes: null });
    const { page, errors, close } = await openWatchedPage(app.browser);
    try {
      await signInAndStart(page, email, exam.slug);
      expect(await page.getByRole('timer').count()).toBe(0);
      await page
        .getByLabel(/Credit/)
        .first()
        .check();
      await page.getByRole('button', { name: 'Check answer' }).click();
      await page.getByRole('region', { name: 'Feedback' }).getByText('Not correct · 0 of 2 marks').waitFor();
      await page.getByRole('region', { name: 'Feedback' }).getByRole('heading', { name: 'Worked answer' }).waitFor();
      expect(await page.getByLabel(/Debit/).isDisabled()).toBe(true);
      await page.reload();
      await page.getByRole('region', { name: 'Feedback' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a second tab with an older copy cannot overwrite a newer answer', async () => {
    const { email, exam } = await studentWithExam();
    const first = await openWatchedPage(app.browser);
    try {
      const attemptId = await signInAndStart(first.page, email, exam.slug);
      const url = first.page.url();
      // The second tab shares the session and opens the same attempt before any answer exists.
      const second = await first.page.context().newPage();
      await second.goto(url);
      await second.getByRole('heading', { name: /Question 1/ }).waitFor();

      await first.page.getByLabel(/Debit/).check();
      await saved(first.page);
      // Its save is refused as stale and the newer answer is put back, so the click does not stick.
      await second
        .getByLabel(/Credit/)
        .first()
        .click();
      await second
        .getByRole('alert')
        .filter({ hasText: /answered more recently in another tab/ })
        .waitFor();
      expect(await second.getByLabel(/Debit/).isChecked()).toBe(true);
      expect(JSON.parse((await answerRow(attemptId, 1))!.answer!)).toEqual({ kind: 'single', choice: 'a' });
      expect(first.errors).toEqual([]);
    } finally {
      await first.close();
    }
  });
});

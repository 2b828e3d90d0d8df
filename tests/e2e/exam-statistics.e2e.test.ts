import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../src/contracts/exam-schemas';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { saveAnswer } from '../../src/server/exams/save-answer';
import { startAttempt } from '../../src/server/exams/start-attempt';
import { submitAttempt } from '../../src/server/exams/submit-attempt';
import { insertExamWithBank, SAMPLE_RIGHT_ANSWERS } from '../../src/server/testing/exam-factory';
import { useAppInBrowser } from './support/app';
import { AXE, violationsAtEachWidth } from './support/axe';
import { focused, tabTo } from './support/keyboard';
import { overflowOnPhones } from './support/overflow';
import { appReady, openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'the trial balance agrees';
/** Where the journey's screenshots go, to be looked at by whoever runs it. */
const SHOTS = process.env.STUDIO_SHOTS_DIR ?? os.tmpdir();
/** The strong students' answers: every keyed question right but the number, which only the weak ones get right (as a wrong key would look). */
const STRONG: (Answer | null)[] = [SAMPLE_RIGHT_ANSWERS[0]!, SAMPLE_RIGHT_ANSWERS[1]!, { kind: 'number', text: '99' }, SAMPLE_RIGHT_ANSWERS[3]!, SAMPLE_RIGHT_ANSWERS[4]!];
const WEAK: (Answer | null)[] = [{ kind: 'single', choice: 'b' }, { kind: 'multi', choices: ['b'] }, SAMPLE_RIGHT_ANSWERS[2]!, null, null];

describe('the item statistics of an exam in the studio', () => {
  const app = useAppInBrowser();

  async function sit(slug: string, userId: string, answers: (Answer | null)[]) {
    const { db, services } = app.server;
    const { attemptId } = await startAttempt(db, services.exams, { userId, slug });
    for (const [i, answer] of answers.entries()) if (answer) await saveAnswer(db, services.exams, { userId, attemptId, position: i + 1, input: { answer, revision: 1, flagged: false } });
    await submitAttempt(db, services.exams, { userId, attemptId });
  }

  /** An exam sat by `count` students, half strong and half weak; the first strong one sits it again and gets everything wrong. */
  async function examSatBy(title: string, count: number, prefix: string) {
    const { db, services } = app.server;
    const { exam } = await insertExamWithBank(db, services.exams, { overrides: { title } });
    const students = [];
    for (let i = 0; i < count; i += 1) students.push(await createVerifiedUser(services.auth, { name: `Student ${i}`, email: `${prefix}.${i}@example.com`, role: 'student', password: PASSWORD }));
    for (const [i, s] of students.entries()) await sit(exam.slug, s.id, i < count / 2 ? STRONG : WEAK);
    if (count > 0)
      await sit(
        exam.slug,
        students[0]!.id,
        WEAK.map(() => null),
      );
    return exam;
  }

  const figure = (page: Page, name: string) => page.locator(`[data-figure="${name}"]`);
  const questionRow = (page: Page, text: string) => page.getByRole('table', { name: 'Questions' }).getByRole('row').filter({ hasText: text });

  it('an admin opens an exam’s statistics from the list by keyboard, finds the flagged question, switches to all attempts and downloads the CSV', async () => {
    const { db, services } = app.server;
    await createVerifiedUser(services.auth, { name: 'Sadia Admin', email: 'stats.admin@example.com', role: 'admin', password: PASSWORD });
    const exam = await examSatBy('Ledger basics mock', 12, 'stats');
    const few = await examSatBy('Few attempts mock', 4, 'few');
    // One more student writes an answer and has not marked it: counted apart, not in the figures.
    const writer = await createVerifiedUser(services.auth, { name: 'Student writer', email: 'few.writer@example.com', role: 'student', password: PASSWORD });
    await sit(few.slug, writer.id, [...WEAK, { kind: 'written', text: 'The business will carry on trading for the foreseeable future.' }]);
    const { exam: untouched } = await insertExamWithBank(db, services.exams, { overrides: { title: 'Untouched mock' } });

    const { page, errors, close } = await openWatchedPage(app.browser, { width: 1280, height: 800 }, AXE);
    try {
      await signInThroughApi(page, app.server.url, 'stats.admin@example.com', PASSWORD);
      await page.goto(`${app.server.url}/admin/studio/exams`);
      await appReady(page);
      // The list holds the demo exams too: start from this exam's title, and Tab to its Statistics link.
      await page.getByRole('link', { name: 'Ledger basics mock', exact: true }).focus();
      await tabTo(page, 'Statistics of Ledger basics mock', { max: 3 });
      await page.keyboard.press('Enter');
      await page.waitForURL(`${app.server.url}/admin/studio/exams/${exam.id}/statistics`);
      await page.getByRole('heading', { level: 1, name: 'Ledger basics mock' }).waitFor();

      // Each student's first attempt by default: twelve, the summary with its reading of the CIC.
      await expect.poll(() => figure(page, 'attempts').innerText()).toBe('12');
      expect(await page.getByRole('tab', { name: 'Each student’s first attempt' }).getAttribute('aria-selected')).toBe('true');
      await page.getByText(/^(Satisfactory|Borderline|Unsatisfactory) \(/).waitFor();
      await tabTo(page, 'What these figures mean');
      await page.keyboard.press('Enter');
      await page.getByText('Below zero, the weaker students did better: check the key.', { exact: false }).waitFor();

      // The number question only the weak half got right is flagged, in words; the single choice is not.
      const number = questionRow(page, 'Annual depreciation?');
      await number.getByText('Check the key: negative discrimination').waitFor();
      expect(
        await questionRow(page, 'Which side records an increase in an asset?')
          .getByText(/negative discrimination/)
          .count(),
      ).toBe(0);
      // Its options: the key marked, picked by the whole top third and none of the bottom.
      const single = questionRow(page, 'Which side records an increase in an asset?');
      await tabTo(page, 'Options and picks by thirds');
      await page.keyboard.press('Enter');
      const debit = single.getByRole('listitem').filter({ hasText: 'Debit' });
      await debit.getByText('Correct').waitFor();
      expect(await debit.innerText()).toMatch(/Top third\s+4 of 4[\s\S]*Bottom third\s+0 of 4/);

      // Flagged only, by keyboard: kept in the address, the unflagged single choice leaves the list.
      await tabTo(page, 'Flagged only');
      await page.keyboard.press('Space');
      await page.waitForURL(/flagged=1/);
      await questionRow(page, 'Annual depreciation?').waitFor();
      // The address changes inside the router's transition, a render before the list does: wait for the row to go.
      await questionRow(page, 'Which side records an increase in an asset?').waitFor({ state: 'detached' });
      await page.keyboard.press('Space');
      await questionRow(page, 'Which side records an increase in an asset?').waitFor();

      // The row came back afresh, its options closed: open them again for the screenshots.
      await single.getByText('Options and picks by thirds').click();
      await debit.getByText('Correct').waitFor();
      await page.screenshot({ path: path.join(SHOTS, 'exam-statistics-1280.png'), fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: path.join(SHOTS, 'exam-statistics-390.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });

      // All attempts: the address says so, the second sitting counts, and the CSV follows the choice.
      await tabTo(page, 'Each student’s first attempt');
      await page.keyboard.press('ArrowRight');
      await page.waitForURL(/[?&]attempts=all/);
      expect((await focused(page)).name).toBe('All attempts');
      await expect.poll(() => figure(page, 'attempts').innerText()).toBe('13');
      const csv = page.getByRole('link', { name: 'Download CSV' });
      expect(await csv.getAttribute('href')).toBe(`/api/admin/studio/exams/${exam.id}/statistics.csv?attempts=all`);
      expect(await page.evaluate((href) => fetch(href).then((r) => [r.status, r.headers.get('content-type')]), (await csv.getAttribute('href'))!)).toEqual([200, expect.stringMatching(/^text\/csv/)]);

      // A reload keeps the choice.
      await page.reload();
      await appReady(page);
      await expect.poll(() => figure(page, 'attempts').innerText()).toBe('13');
      expect(await page.getByRole('tab', { name: 'All attempts' }).getAttribute('aria-selected')).toBe('true');

      expect(await overflowOnPhones(page, 'statistics')).toEqual([]);
      expect(await violationsAtEachWidth(page, 'statistics')).toEqual([]);

      // Too few attempts for flags, said plainly; none at all, an empty state. Both reached from the builder.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${app.server.url}/admin/studio/exams/${few.id}`);
      await page.getByRole('heading', { level: 1, name: 'Few attempts mock' }).waitFor();
      await page.getByRole('link', { name: 'Statistics' }).click();
      await page.getByText('Flags appear from 10 attempts; this view has 4.').waitFor();
      await page.getByText('1 finished attempt not counted: each has a written answer not marked yet.', { exact: false }).waitFor();
      expect(await violationsAtEachWidth(page, 'statistics (few attempts)')).toEqual([]);
      await page.goto(`${app.server.url}/admin/studio/exams/${untouched.id}/statistics`);
      await page.getByText('No finished attempts yet. Statistics appear here once students finish the exam.').waitFor();
      expect(await violationsAtEachWidth(page, 'statistics (no attempts)')).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

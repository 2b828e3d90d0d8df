import type { Insertable } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../src/contracts/exam-schemas';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import type { ExamsTable } from '../../src/server/db/schema';
import { saveAnswer } from '../../src/server/exams/save-answer';
import { startAttempt } from '../../src/server/exams/start-attempt';
import { submitAttempt } from '../../src/server/exams/submit-attempt';
import { insertExamWithBank, SAMPLE_QUESTIONS, SAMPLE_RIGHT_ANSWERS } from '../../src/server/testing/exam-factory';
import { useAppInBrowser } from './support/app';
import { violationsAtEachWidth } from './support/axe';
import { appReady, openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'marks against the guide';

/** The sample bank and a second written question: two written answers to mark. */
const QUESTIONS = [
  ...SAMPLE_QUESTIONS,
  {
    ref: 'w2',
    area: 2,
    difficulty: 'standard' as const,
    kind: 'written' as const,
    stem: 'Explain the accruals basis.',
    points: [
      { text: 'Matches income and expenses to the period', marks: 2 },
      { text: 'Gives an example of an accrual', marks: 2 },
    ],
    explanation: 'Worked answer: the accruals basis.',
  },
];
const ANSWERS: Answer[] = [
  ...SAMPLE_RIGHT_ANSWERS,
  { kind: 'written', text: 'The business continues for the foreseeable future.' },
  { kind: 'written', text: 'Expenses are matched to the period they relate to.' },
];

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? '');
const widerThanViewport = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('exam results with written answers to mark', () => {
  const app = useAppInBrowser();
  let accounts = 0;

  /** A student who has sat and submitted the exam, all seven answered; signed in on the page. */
  async function submitted(page: Page, overrides: Partial<Insertable<ExamsTable>> = {}): Promise<string> {
    accounts += 1;
    const email = `marker${accounts}@example.com`;
    const user = await createVerifiedUser(app.server.services.auth, { name: 'Farzana Karim', email, role: 'student', password: PASSWORD });
    const { exam } = await insertExamWithBank(app.server.db, app.server.services.exams, { overrides: { total_marks: 18, ...overrides }, questions: QUESTIONS });
    const { db, services } = app.server;
    const { attemptId } = await startAttempt(db, services.exams, { userId: user.id, slug: exam.slug });
    for (const [i, answer] of ANSWERS.entries()) await saveAnswer(db, services.exams, { userId: user.id, attemptId, position: i + 1, input: { answer, revision: 1, flagged: false } });
    await submitAttempt(db, services.exams, { userId: user.id, attemptId });
    await signInThroughApi(page, app.server.url, email, PASSWORD);
    return attemptId;
  }

  it('says what is left to mark at the top, takes the student to it, keeps focus on Save, and gives the verdict once all is marked', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 });
    try {
      const id = await submitted(page);
      await page.goto(`${app.server.url}/examcl/${id}`);
      await appReady(page);
      await page.getByRole('heading', { name: '2 written answers to mark' }).waitFor();
      await page.getByText('10 of 18 marks so far').waitFor();
      await page.getByText('Pass or fail once marked · pass mark 50%').waitFor();
      expect(await page.getByText(/^Pass ·/).count()).toBe(0);
      await page.getByText('Not marked yet · out of 4').first().waitFor();
      expect(await widerThanViewport(page)).toBe(false);

      // "Start" takes focus to the first answer's marking form; the keyboard does the rest.
      await page.getByRole('link', { name: 'Start marking: question 6' }).click();
      expect(await focusedName(page)).toBe('Mark your answer to question 6');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      expect(await page.getByLabel(/Defines going concern/).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe('Save my marks');
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Saved. 1 written answer still to mark.' }).waitFor();
      // Focus stays on the button, never dropped to the page.
      expect(await focusedName(page)).toBe('Save my marks');
      await page.getByRole('heading', { name: '1 written answer to mark' }).waitFor();

      await page.getByRole('link', { name: 'Mark question 7 next' }).click();
      expect(await focusedName(page)).toBe('Mark your answer to question 7');
      await page.getByLabel(/Matches income and expenses/).check();
      await page.getByRole('button', { name: 'Save my marks' }).nth(1).click();
      await page.getByRole('status').filter({ hasText: 'Saved. Every answer is marked: a pass, with 77.78%.' }).waitFor();
      expect(await focusedTag(page)).toBe('BUTTON');
      await page.getByText('Pass · pass mark 50%').waitFor();
      await page.getByText('14 of 18 marks', { exact: true }).waitFor();
      expect(await page.getByRole('heading', { name: /written answers? to mark/ }).count()).toBe(0);

      // My exams gives the same verdict.
      await page.goto(`${app.server.url}/exam?view=mine`);
      await page.getByText('77.78% pass').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('while the review is withheld shows the total and areas, says when the review opens, and gives no verdict yet', async () => {
    const closes = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { page, errors, close } = await openWatchedPage(app.browser, { width: 360, height: 780 }, { bypassCSP: true });
    try {
      const id = await submitted(page, { review_policy: 'after_close', closes_at: closes });
      await page.goto(`${app.server.url}/examcl/${id}`);
      await appReady(page);
      await page.getByText(/^The review opens when the exam closes, on /).waitFor();
      await page.getByRole('heading', { name: 'By syllabus area' }).waitFor();
      await page.getByRole('heading', { name: '2 written answers to mark' }).waitFor();
      await page.getByText('Pass or fail once marked · pass mark 50%').waitFor();
      expect(await page.getByRole('heading', { name: /^Question \d/ }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Save my marks' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: /^Start/ }).count()).toBe(0);
      expect(await widerThanViewport(page)).toBe(false);
      expect(await violationsAtEachWidth(page, '/examcl (review withheld)')).toEqual([]);
      await page.setViewportSize({ width: 360, height: 780 });

      await page.goto(`${app.server.url}/exam?view=mine`);
      await page.getByText('55.56% so far · 2 to mark').waitFor();
      expect(await widerThanViewport(page)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

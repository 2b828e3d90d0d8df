import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { useAppInBrowser } from './support/app';
import { AXE, violationsAtEachWidth } from './support/axe';
import { overflowAt, overflowOnPhones, PHONE_WIDTHS } from './support/overflow';
import { openWatchedPage } from './support/pages';
import { cutChoices } from './support/readable-choices';
import { signInThroughApi } from './support/sign-in';
import { insertExamOfQuestions, widestQuestions } from './support/widest-questions';

const PASSWORD = 'trial balance at month end';
const DESKTOP = { width: 1280, height: 800 };

/**
 * The mock exams on a phone, with the bank's hardest questions to fit: no
 * state of the player, nor the hub, the exam's page, review or results, is
 * wider than a 360 or 390 px screen (the page's scroll width, and any
 * element crossing the screen's edge), and every answer chosen in a
 * drop-down stays readable in full at phone and desktop widths.
 */
describe('the mock exams fit a phone', () => {
  const app = useAppInBrowser();
  let accounts = 0;

  async function signedIn(page: Page, role: 'student' | 'admin') {
    accounts += 1;
    const email = `phone${accounts}@example.com`;
    await createVerifiedUser(app.server.services.auth, { name: 'Sadia Islam', email, role, password: PASSWORD });
    await signInThroughApi(page, app.server.url, email, PASSWORD);
  }

  /** Picks the longest choice in every drop-down of the question on show, as a student may. */
  async function chooseLongest(page: Page) {
    for (const select of await page.locator('main select').all()) {
      const options = (await select.locator('option').allInnerTexts()).filter((t) => !t.endsWith('…'));
      const longest = options.reduce((a, b) => (b.length > a.length ? b : a), '');
      if (longest) await select.selectOption({ label: longest });
    }
  }

  /** The screen on show at both phone widths and on a desktop: what is too wide, and which choice is cut. */
  async function check(page: Page, label: string): Promise<string[]> {
    const problems: string[] = [];
    for (const width of PHONE_WIDTHS) {
      problems.push(...(await overflowAt(page, width, label)));
      problems.push(...(await cutChoices(page, label)));
    }
    await page.setViewportSize(DESKTOP);
    problems.push(...(await overflowAt(page, DESKTOP.width, label)));
    problems.push(...(await cutChoices(page, label)));
    await page.setViewportSize({ width: 390, height: 844 });
    return problems;
  }

  it('a student sits the widest questions of every kind, reviews, submits and reads the results, and nothing is wider than the phone', { timeout: 120_000 }, async () => {
    const questions = await widestQuestions(app.server.db);
    const exam = await insertExamOfQuestions(
      app.server.db,
      app.server.services.exams,
      questions.map((q) => q.id),
    );
    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 }, AXE);
    const problems: string[] = [];
    try {
      await signedIn(page, 'student');
      await page.goto(`${app.server.url}/exam/${exam.slug}`);
      await page.getByRole('button', { name: 'Start exam' }).waitFor();
      problems.push(...(await check(page, 'the exam’s page')));
      await page.getByRole('button', { name: 'Start exam' }).click();
      await page.waitForURL(/\/exampl\//);
      for (let n = 1; n <= questions.length; n += 1) {
        await page.getByRole('heading', { name: new RegExp(`^Question ${n}`) }).waitFor();
        problems.push(...(await check(page, `question ${n}, unanswered`)));
        await chooseLongest(page);
        problems.push(...(await check(page, `question ${n}, the longest choices chosen`)));
        // The answer tables, laid out as cards on a phone, keep their table roles and pass axe at both widths.
        const kind = questions[n - 1]!.kind;
        if (kind === 'table' || kind === 'journal') problems.push(...(await violationsAtEachWidth(page, `question ${n} (${kind})`)));
        if (n < questions.length) await page.getByRole('button', { name: 'Next' }).click();
      }

      // The journal's longest account, chosen on a 360 px phone, is on screen in full.
      const journal = questions.findIndex((q) => q.kind === 'journal') + 1;
      await page.getByRole('button', { name: new RegExp(`^Question ${journal},`) }).click();
      await page.setViewportSize({ width: 360, height: 800 });
      const account = page.getByLabel('Line 1 account');
      const name = await account.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.text);
      expect(name.length).toBeGreaterThan(50);
      const line = page.locator('[data-full-choice]').filter({ hasText: name }).first();
      expect(await line.isVisible()).toBe(true);
      const box = (await line.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      await page.setViewportSize({ width: 390, height: 844 });

      await page.getByRole('button', { name: 'Review and submit' }).click();
      await page.getByRole('heading', { name: 'Review before you submit' }).waitFor();
      problems.push(...(await check(page, 'the review')));
      await page.getByRole('button', { name: 'Submit exam' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit your exam?' });
      await dialog.waitFor();
      problems.push(...(await overflowOnPhones(page, 'the submit dialog')));
      await dialog.getByRole('button', { name: 'Submit now' }).click();
      await page.waitForURL(/\/examcl\//);
      await page.getByRole('heading', { level: 1, name: 'Exam results' }).waitFor();
      await page.getByRole('heading', { name: 'Question by question' }).waitFor();
      problems.push(...(await check(page, 'the results')));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  });

  it('a topic quiz’s checked answers and their feedback fit a phone', { timeout: 120_000 }, async () => {
    const questions = await widestQuestions(app.server.db);
    const quiz = await insertExamOfQuestions(
      app.server.db,
      app.server.services.exams,
      questions.map((q) => q.id),
      { kind: 'quiz', duration_minutes: null },
    );
    const { page, close } = await openWatchedPage(app.browser, { width: 390, height: 844 });
    const problems: string[] = [];
    try {
      await signedIn(page, 'student');
      await page.goto(`${app.server.url}/exam/${quiz.slug}`);
      await page.getByRole('button', { name: 'Start exam' }).click();
      await page.waitForURL(/\/exampl\//);
      for (let n = 1; n <= questions.length; n += 1) {
        await page.getByRole('heading', { name: new RegExp(`^Question ${n}`) }).waitFor();
        await chooseLongest(page);
        // Every kind gets an answer, so every kind's feedback is drawn: a choice, a figure, some words.
        const choice = page.locator('article input[type=radio], article input[type=checkbox]').first();
        if ((await choice.count()) > 0) await choice.check();
        const box = page.locator('article input[type=text], article textarea').first();
        if ((await box.count()) > 0) await box.fill('1,200');
        const check = page.getByRole('button', { name: 'Check answer' });
        if (await check.isEnabled()) {
          await check.click();
          await page.getByRole('region', { name: 'Feedback' }).waitFor();
          problems.push(...(await overflowOnPhones(page, `quiz question ${n}, checked`)));
        }
        if (n < questions.length) await page.getByRole('button', { name: 'Next' }).click();
      }
    } finally {
      await close();
    }
    expect(problems).toEqual([]);
  });

  it('the exam hub fits a phone for a visitor, a student and an admin', async () => {
    const problems: string[] = [];
    for (const role of ['visitor', 'student', 'admin'] as const) {
      const { page, close } = await openWatchedPage(app.browser, { width: 390, height: 844 });
      try {
        if (role !== 'visitor') await signedIn(page, role);
        await page.goto(`${app.server.url}/exam`);
        await page.getByRole('heading', { name: 'Accounting', exact: true, level: 3 }).waitFor();
        problems.push(...(await overflowOnPhones(page, `the hub (${role})`)));
        // The longest paper chosen in the filter.
        await page.getByLabel('Paper').selectOption({ label: 'Strategic Business Management and Leadership' });
        await page.getByRole('heading', { name: 'Strategic Business Management and Leadership', exact: true, level: 3 }).waitFor();
        problems.push(...(await overflowOnPhones(page, `the hub filtered (${role})`)));
      } finally {
        await close();
      }
    }
    expect(problems).toEqual([]);
  });
});

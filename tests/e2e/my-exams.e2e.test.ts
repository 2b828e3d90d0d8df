import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MY_EXAMS_PAGE_SIZE } from '../../src/contracts/exam-schemas';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { startAttempt } from '../../src/server/exams/start-attempt';
import { submitAttempt } from '../../src/server/exams/submit-attempt';
import { insertExamWithBank } from '../../src/server/testing/exam-factory';
import { useAppInBrowser } from './support/app';
import { AXE, violationsAtEachWidth } from './support/axe';
import { focused, tabTo } from './support/keyboard';
import { overflowOnPhones } from './support/overflow';
import { appReady, openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'three more than a page';
/** One page and three more: the last page is short. */
const ATTEMPTS = MY_EXAMS_PAGE_SIZE + 3;

/** The attempt numbers listed, read from each row's Results link. */
const listedAttempts = (page: Page) =>
  page.getByRole('link', { name: /^Results of .*, attempt \d+$/ }).evaluateAll((links) => links.map((link) => Number(/attempt (\d+)$/.exec(link.textContent!.trim())![1])));

describe('My exams with more attempts than a page', () => {
  const app = useAppInBrowser();

  it('lists the newest page, loads the rest by keyboard with "Show more attempts", then moves focus to the list', async () => {
    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 }, AXE);
    try {
      const { db, services } = app.server;
      const user = await createVerifiedUser(services.auth, { name: 'Nusrat Jahan', email: 'many.attempts@example.com', role: 'student', password: PASSWORD });
      const { exam } = await insertExamWithBank(db, services.exams);
      for (let i = 0; i < ATTEMPTS; i += 1) {
        // A second apart, so "newest first" has one answer.
        const now = new Date(Date.now() - (ATTEMPTS - i) * 1000);
        const { attemptId } = await startAttempt(db, services.exams, { userId: user.id, slug: exam.slug, now });
        await submitAttempt(db, services.exams, { userId: user.id, attemptId });
      }
      await signInThroughApi(page, app.server.url, 'many.attempts@example.com', PASSWORD);

      await page.goto(`${app.server.url}/exam?view=mine`);
      await appReady(page);
      const more = page.getByRole('button', { name: 'Show more attempts' });
      await more.waitFor();
      const first = await listedAttempts(page);
      expect(first).toHaveLength(MY_EXAMS_PAGE_SIZE);
      // Newest first: the page holds the twenty latest attempts, none of the first three.
      expect(Math.min(...first)).toBe(ATTEMPTS - MY_EXAMS_PAGE_SIZE + 1);
      expect(await overflowOnPhones(page, '/exam?view=mine (one page)')).toEqual([]);

      await tabTo(page, 'Show more attempts');
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: `Results of ${exam.title}, attempt 1`, exact: true }).waitFor();
      expect((await listedAttempts(page)).sort((a, b) => a - b)).toEqual(Array.from({ length: ATTEMPTS }, (_, i) => i + 1));
      // The last page came: the button is gone, and focus went to the list's heading rather than to the page's top.
      expect(await more.count()).toBe(0);
      expect((await focused(page)).name).toBe('Every attempt');

      expect(await overflowOnPhones(page, '/exam?view=mine (every attempt)')).toEqual([]);
      expect(await violationsAtEachWidth(page, '/exam?view=mine (every attempt)')).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

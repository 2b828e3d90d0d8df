import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../src/contracts/exam-schemas';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { saveAnswer } from '../../src/server/exams/save-answer';
import { startAttempt } from '../../src/server/exams/start-attempt';
import { submitAttempt } from '../../src/server/exams/submit-attempt';
import { insertExamWithBank, SAMPLE_RIGHT_ANSWERS } from '../../src/server/testing/exam-factory';
import { useAppInBrowser } from './support/app';
import { AXE, violationsAtPhoneAndDesktop } from './support/axe';
import { focused, tabTo } from './support/keyboard';
import { overflowOnPhones } from './support/overflow';
import { appReady, openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'the trial balance agrees';
const SHOTS = process.env.STUDIO_SHOTS_DIR ?? os.tmpdir();

describe('regrading after a key is fixed', () => {
  const app = useAppInBrowser();

  async function sit(slug: string, userId: string, choice: string) {
    const { db, services } = app.server;
    const answers: Answer[] = [{ kind: 'single', choice }, ...SAMPLE_RIGHT_ANSWERS.slice(1)];
    const { attemptId } = await startAttempt(db, services.exams, { userId, slug });
    for (const [i, answer] of answers.entries()) await saveAnswer(db, services.exams, { userId, attemptId, position: i + 1, input: { answer, revision: 1, flagged: false } });
    await submitAttempt(db, services.exams, { userId, attemptId });
    return attemptId;
  }

  it('an admin fixes a wrong key by keyboard, previews the regrade, applies it, and the students’ results and mail follow', async () => {
    const { db, services } = app.server;
    await createVerifiedUser(services.auth, { name: 'Regrade Admin', email: 'regrade.admin@example.com', role: 'admin', password: PASSWORD });
    const { exam, subject } = await insertExamWithBank(db, services.exams, { overrides: { title: 'Key fix mock', pass_percent: 70 } });
    const ayesha = await createVerifiedUser(services.auth, { name: 'Ayesha Siddiqua', email: 'regrade.ayesha@example.com', role: 'student', password: PASSWORD });
    const babul = await createVerifiedUser(services.auth, { name: 'Babul Mia', email: 'regrade.babul@example.com', role: 'student', password: PASSWORD });
    const ayeshaAttempt = await sit(exam.slug, ayesha.id, 'a');
    await sit(exam.slug, babul.id, 'b');
    const question = await db.selectFrom('questions').select('id').where('subject_id', '=', subject.id).where('ref', '=', 's1').executeTakeFirstOrThrow();

    const { page, errors, close } = await openWatchedPage(app.browser, { width: 1280, height: 900 }, AXE);
    try {
      await signInThroughApi(page, app.server.url, 'regrade.admin@example.com', PASSWORD);
      await page.goto(`${app.server.url}/admin/studio/questions/${question.id}`);
      await appReady(page);
      // The key said option A; B is right. Reach B's "is correct" by keyboard and choose it, then save.
      await page.getByRole('radio', { name: 'Option A is correct' }).focus();
      await page.keyboard.press('ArrowDown');
      expect(await page.getByRole('radio', { name: 'Option B is correct' }).isChecked()).toBe(true);
      await tabTo(page, 'Save changes');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Regrade finished attempts' }).waitFor();

      await tabTo(page, 'Preview regrade', { back: true });
      await page.keyboard.press('Enter');
      const table = page.getByRole('table', { name: 'Attempts a regrade would change' });
      await table.waitFor();
      expect(await table.getByRole('row').filter({ hasText: 'Ayesha Siddiqua' }).innerText()).toMatch(/2 → 0[\s\S]*10 → 8 of 14[\s\S]*pass → fail/);
      expect(await table.getByRole('row').filter({ hasText: 'Babul Mia' }).innerText()).toMatch(/0 → 2[\s\S]*8 → 10 of 14[\s\S]*fail → pass/);
      // Nothing moved on a preview.
      expect((await db.selectFrom('exam_attempts').select('score_hundredths').where('id', '=', ayeshaAttempt).executeTakeFirstOrThrow()).score_hundredths).toBe(1000);
      await page.screenshot({ path: path.join(SHOTS, 'regrade-preview.png'), fullPage: true });
      expect(await violationsAtPhoneAndDesktop(page, 'regrade preview', { width: 1280, height: 900 })).toEqual([]);
      expect(await overflowOnPhones(page, 'regrade preview', { width: 1280, height: 900 })).toEqual([]);

      await tabTo(page, 'Apply to 2 attempts');
      expect((await focused(page)).name).toBe('Apply to 2 attempts');
      await page.keyboard.press('Enter');
      await page.getByRole('table', { name: 'Attempts regraded' }).waitFor();
      await page.getByText(/Regraded 2 attempts against version 2\. The students have been emailed/).waitFor();
      expect((await db.selectFrom('exam_attempts').select('score_hundredths').where('id', '=', ayeshaAttempt).executeTakeFirstOrThrow()).score_hundredths).toBe(800);
      expect(await db.selectFrom('mail_outbox').select('subject').where('to_address', '=', 'regrade.ayesha@example.com').where('kind', '=', 'marks_changed').execute()).toEqual([
        { subject: 'Your marks for Key fix mock have changed' },
      ]);

      // A second preview finds nothing left to do.
      await tabTo(page, 'Preview regrade', { back: true });
      await page.keyboard.press('Enter');
      await page.getByText(/no marks would change/).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

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
import { appReady, openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'the suspense account clears';
/** Where the journey's screenshots go, to be looked at by whoever runs it. */
const SHOTS = process.env.STUDIO_SHOTS_DIR ?? os.tmpdir();
const STEM = 'Cost Tk 12,000, life 10 years, no residual value. Annual depreciation?';
const DETAILS = 'The worked answer divides by 12, not 10: the key looks wrong.';
const REPLY = 'Thank you: the key was right, but the worked answer had a slip. It now divides by 10.';
/** Strong students get every keyed question right but the number, which only the weak get right: the number is flagged, as a wrong key looks. */
const STRONG: (Answer | null)[] = [SAMPLE_RIGHT_ANSWERS[0]!, SAMPLE_RIGHT_ANSWERS[1]!, { kind: 'number', text: '99' }, SAMPLE_RIGHT_ANSWERS[3]!, SAMPLE_RIGHT_ANSWERS[4]!];
const WEAK: (Answer | null)[] = [{ kind: 'single', choice: 'b' }, { kind: 'multi', choices: ['b'] }, SAMPLE_RIGHT_ANSWERS[2]!, null, null];

describe('a student reports a question and an admin answers', () => {
  const app = useAppInBrowser();

  async function sit(slug: string, userId: string, answers: (Answer | null)[]) {
    const { db, services } = app.server;
    const { attemptId } = await startAttempt(db, services.exams, { userId, slug });
    for (const [i, answer] of answers.entries()) if (answer) await saveAnswer(db, services.exams, { userId, attemptId, position: i + 1, input: { answer, revision: 1, flagged: false } });
    await submitAttempt(db, services.exams, { userId, attemptId });
    return attemptId;
  }

  it('reports by keyboard from the review; the admin finds it in the queue, reads it beside the figures across exams and resolves it with a reply the student reads', async () => {
    const { db, services } = app.server;
    await createVerifiedUser(services.auth, { name: 'Sadia Admin', email: 'reports.admin@example.com', role: 'admin', password: PASSWORD });
    const student = await createVerifiedUser(services.auth, { name: 'Rumana Akter', email: 'rumana@example.com', role: 'student', password: PASSWORD });
    const { exam } = await insertExamWithBank(db, services.exams, { overrides: { title: 'Depreciation mock' } });
    for (let i = 0; i < 12; i += 1) {
      // They never sign in: no password worth hashing.
      const sitter = await createVerifiedUser(services.auth, { name: `Sitter ${i}`, email: `sitter.${i}@example.com`, role: 'student', password: PASSWORD, passwordHash: 'not used' });
      await sit(exam.slug, sitter.id, i < 6 ? STRONG : WEAK);
    }
    const attemptId = await sit(exam.slug, student.id, STRONG);
    const questionId = (await db.selectFrom('exam_questions').select('question_id').where('exam_id', '=', exam.id).where('position', '=', 3).executeTakeFirstOrThrow()).question_id;

    const learner = await openWatchedPage(app.browser, { width: 1280, height: 800 }, AXE);
    const admin = await openWatchedPage(app.browser, { width: 1280, height: 800 }, AXE);
    try {
      // The student, on the review of their attempt, reports question 3 with the keyboard alone.
      const { page } = learner;
      await signInThroughApi(page, app.server.url, 'rumana@example.com', PASSWORD);
      await page.goto(`${app.server.url}/examcl/${attemptId}`);
      await appReady(page);
      await page.getByRole('heading', { level: 3, name: /Question 3/ }).waitFor();
      await page.getByRole('heading', { level: 3, name: /Question 3/ }).focus();
      await tabTo(page, 'Report a problem with question 3');
      await page.keyboard.press('Enter');
      expect((await focused(page)).name).toBe('Report a problem with question 3');
      // Sending with no reason says what is missing, in the form.
      await tabTo(page, 'Send report');
      await page.keyboard.press('Enter');
      await page.getByText('Choose what is wrong with the question.').waitFor();
      // Back into the reasons (none chosen, so Shift+Tab lands on the last); the arrow keys choose, wrapping to the first.
      await tabTo(page, 'Something else', { back: true });
      await page.keyboard.press('ArrowDown');
      expect((await focused(page)).name).toBe('I think the key is wrong');
      expect(await page.getByRole('radio', { name: 'I think the key is wrong' }).isChecked()).toBe(true);
      await tabTo(page, /^Tell us more/);
      await page.keyboard.type(DETAILS);
      expect(await violationsAtPhoneAndDesktop(page, 'the report form')).toEqual([]);
      const form = page.getByRole('form', { name: 'Report a problem with question 3' });
      await form.screenshot({ path: path.join(SHOTS, 'question-report-form-1280.png') });
      await page.setViewportSize({ width: 375, height: 812 });
      await form.screenshot({ path: path.join(SHOTS, 'question-report-form-375.png') });
      await page.setViewportSize({ width: 1280, height: 800 });
      await tabTo(page, 'Send report');
      await page.keyboard.press('Enter');
      await page.getByText('Report sent. You reported this question: I think the key is wrong.').waitFor();
      // The focus is on the note that says so, not lost to the page.
      expect((await focused(page)).name).toMatch(/^Report sent\. You reported this question/);
      await page.getByText(`“${DETAILS}”`).waitFor();
      expect(await violationsAtPhoneAndDesktop(page, 'the review with a report')).toEqual([]);
      await page.getByText('Report sent.').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, 'question-report-review-1280.png') });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByText('Report sent.').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, 'question-report-review-375.png') });
      await page.setViewportSize({ width: 1280, height: 800 });

      // The admin opens the queue from the studio's navigation.
      const studio = admin.page;
      await signInThroughApi(studio, app.server.url, 'reports.admin@example.com', PASSWORD);
      await studio.goto(`${app.server.url}/admin/studio`);
      await appReady(studio);
      await studio.getByRole('heading', { level: 1, name: 'Studio' }).waitFor();
      await tabTo(studio, 'Question reports');
      await studio.keyboard.press('Enter');
      await studio.waitForURL(`${app.server.url}/admin/studio/question-reports`);
      const card = studio.getByRole('list', { name: 'Reported questions' }).getByRole('listitem').filter({ hasText: STEM });
      await card.getByText('1 report').waitFor();
      await card.getByText('I think the key is wrong').waitFor();
      expect(await violationsAtPhoneAndDesktop(studio, 'the question reports queue')).toEqual([]);
      await studio.screenshot({ path: path.join(SHOTS, 'question-reports-queue-1280.png'), fullPage: true });
      await studio.setViewportSize({ width: 375, height: 812 });
      await studio.screenshot({ path: path.join(SHOTS, 'question-reports-queue-375.png'), fullPage: true });
      await studio.setViewportSize({ width: 1280, height: 800 });

      // From the queue to the question's page, where the reports' heading takes the focus.
      await tabTo(studio, STEM);
      await studio.keyboard.press('Enter');
      await studio.waitForURL(`${app.server.url}/admin/studio/questions/${questionId}#question-reports`);
      await expect.poll(async () => (await focused(studio)).name).toBe('Reports from students');
      const report = studio.getByRole('list', { name: 'Open reports' }).getByRole('listitem').filter({ hasText: DETAILS });
      await report.getByText('Rumana Akter (rumana@example.com)').waitFor();
      await report.getByText(/Depreciation mock, attempt 1, question 3 · version 1/).waitFor();

      // Beside it, the question's figures in the exam: thirteen attempts, the flag that asks to check the key.
      const inExam = studio.getByRole('list', { name: 'Exams that gave this question' }).getByRole('listitem').filter({ hasText: 'Depreciation mock' }).first();
      await expect.poll(() => inExam.locator('[data-figure="attempts"]').first().innerText()).toBe('13');
      await inExam.getByText('Check the key: negative discrimination').first().waitFor();
      expect(await violationsAtPhoneAndDesktop(studio, 'the question’s figures and reports')).toEqual([]);
      await studio.getByRole('heading', { level: 2, name: 'After the exams' }).scrollIntoViewIfNeeded();
      await studio.screenshot({ path: path.join(SHOTS, 'question-insights-1280.png') });
      await studio.setViewportSize({ width: 375, height: 812 });
      await studio.getByRole('heading', { level: 2, name: 'After the exams' }).scrollIntoViewIfNeeded();
      await studio.screenshot({ path: path.join(SHOTS, 'question-insights-375.png') });
      await studio.setViewportSize({ width: 1280, height: 800 });

      // Resolve with a reply, by keyboard: an empty reply is refused in the form first.
      await studio.getByRole('heading', { name: 'Reports from students' }).focus();
      await tabTo(studio, 'Resolve with a reply to Rumana Akter');
      await studio.keyboard.press('Enter');
      expect((await focused(studio)).name).toBe('Reply to Rumana Akter');
      await tabTo(studio, 'Resolve and reply');
      await studio.keyboard.press('Enter');
      await studio.getByText('Write the reply the student will read.').waitFor();
      await tabTo(studio, 'Reply to Rumana Akter', { back: true });
      await studio.keyboard.type(REPLY);
      await studio.getByRole('form', { name: 'Resolve the report from Rumana Akter' }).screenshot({ path: path.join(SHOTS, 'question-report-resolve-1280.png') });
      await tabTo(studio, 'Resolve and reply');
      await studio.keyboard.press('Enter');
      await studio.getByText('No open reports of this question.').waitFor();
      expect((await focused(studio)).name).toBe('Reports from students');
      await tabTo(studio, 'History: 1 resolved or dismissed');
      await studio.keyboard.press('Enter');
      await studio.getByText(`Reply: ${REPLY}`).waitFor();
      await studio.getByText(/Resolved by Sadia Admin/).waitFor();
      expect(await violationsAtPhoneAndDesktop(studio, 'the question’s reports after resolving')).toEqual([]);

      // The queue is empty now.
      await studio.goto(`${app.server.url}/admin/studio/question-reports`);
      await studio.getByText('No open reports. When a student reports a problem with a question, it waits here.').waitFor();

      // The student reads the reply on their review.
      await page.reload();
      await appReady(page);
      await page.getByText(`Reply to your report: I think the key is wrong`).waitFor();
      await page.getByText(REPLY).waitFor();
      await page.getByRole('button', { name: 'Report another problem with question 3' }).waitFor();
      expect(await violationsAtPhoneAndDesktop(page, 'the review with a reply')).toEqual([]);
      await page.getByText(REPLY).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, 'question-report-reply-1280.png') });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByText(REPLY).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, 'question-report-reply-375.png') });
      await page.setViewportSize({ width: 1280, height: 800 });

      expect(learner.errors).toEqual([]);
      expect(admin.errors).toEqual([]);
    } finally {
      await learner.close();
      await admin.close();
    }
  }, 180_000);
});

import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { insertSubject } from '../../src/server/testing/factories';
import { useAppInBrowser } from './support/app';
import { openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'every debit has a credit';
const EXPLANATION = 'Worked answer: apply the rule to the figures in the question, step by step.';
/** Where the journey's screenshots go, to be looked at by whoever runs it. */
const SHOTS = process.env.STUDIO_SHOTS_DIR ?? os.tmpdir();

describe('writing questions and a blueprint mock in the studio, then sitting it', () => {
  const app = useAppInBrowser();

  async function newQuestion(page: Page, paperName: string, kind: string, stem: string) {
    await page.goto(`${app.server.url}/admin/studio/questions/new`);
    await page.getByRole('heading', { name: 'New question' }).waitFor();
    await page.getByLabel('Paper').selectOption({ label: paperName });
    await page.getByText(kind, { exact: true }).click();
    await page.getByRole('textbox', { name: 'Question (stem)' }).fill(stem);
    await page.getByRole('textbox', { name: 'Worked answer shown in review' }).fill(EXPLANATION);
  }
  async function saveQuestion(page: Page) {
    await page.getByRole('button', { name: 'Save to the bank' }).click();
    await page.waitForURL(/\/admin\/studio\/questions\/\d+$/);
    await page.getByRole('heading', { name: 'Edit question' }).waitFor();
  }
  const preview = (page: Page) => page.getByRole('region', { name: 'Preview as a student sees it' });

  it('an admin writes three kinds of question, checks their keys, builds and publishes a blueprint mock; a student sits it', async () => {
    await createVerifiedUser(app.server.services.auth, { name: 'Sadia Admin', email: 'sadia.admin@example.com', role: 'admin', password: PASSWORD });
    await createVerifiedUser(app.server.services.auth, { name: 'Tanvir Ahmed', email: 'tanvir@example.com', role: 'student', password: PASSWORD });
    const paper = await insertSubject(app.server.db, { name: 'Studio Test Paper' }, [
      { name: 'Recording transactions', summary: 'Double entry.', weighting_percent: 60 },
      { name: 'Year-end adjustments', summary: 'Accruals.', weighting_percent: 40 },
    ]);

    const { page, errors, close } = await openWatchedPage(app.browser, { width: 1280, height: 900 });
    try {
      await signInThroughApi(page, app.server.url, 'sadia.admin@example.com', PASSWORD);

      // 1. Single answer: the preview is the player's own card; the key is checked by the server's marking.
      await newQuestion(page, paper.name, 'Single answer', 'Which side of the ledger records an increase in an asset?');
      for (const [i, text] of ['Debit', 'Credit', 'Either side', 'Neither side'].entries()) await page.getByRole('textbox', { name: `Option ${String.fromCharCode(65 + i)}`, exact: true }).fill(text);
      await preview(page)
        .getByRole('heading', { name: /Question 1/ })
        .waitFor();
      await preview(page).getByText('Which side of the ledger records an increase in an asset?').waitFor();
      await preview(page).getByLabel('Credit').check();
      await page.getByRole('button', { name: 'Check my key' }).click();
      await page.getByText('0 of 2 marks · Wrong').waitFor();
      await preview(page).getByLabel('Debit').check();
      await page.getByRole('button', { name: 'Check my key' }).click();
      await page.getByText('2 of 2 marks · Correct').waitFor();
      await page.screenshot({ path: path.join(SHOTS, 'studio-question-1280.png'), fullPage: true });
      await saveQuestion(page);

      // 2. Number entry: a figure read the way the engine reads students' answers.
      await newQuestion(page, paper.name, 'Number entry', 'A machine cost Tk 12,000 and lasts 10 years with no residual value. What is the annual depreciation?');
      await page.getByRole('textbox', { name: 'The answer' }).fill('1,200');
      await page.getByLabel('Before the box (e.g. Tk)').fill('Tk');
      await preview(page).getByLabel('Your answer').fill('12000');
      await page.getByRole('button', { name: 'Check my key' }).click();
      await page.getByText('0 of 2 marks · Wrong · read as 12,000').waitFor();
      await preview(page).getByLabel('Your answer').fill('1,200');
      await page.getByRole('button', { name: 'Check my key' }).click();
      await page.getByText('2 of 2 marks · Correct · read as 1,200').waitFor();
      await saveQuestion(page);

      // 3. Multiple response with partial credit.
      await newQuestion(page, paper.name, 'Multiple response', 'Which TWO of the following are current assets?');
      for (const [i, text] of ['Inventory', 'Share capital', 'Trade receivables', 'Five-year bank loan'].entries())
        await page.getByRole('textbox', { name: `Option ${String.fromCharCode(65 + i)}`, exact: true }).fill(text);
      await page.getByLabel('Option B is correct').uncheck();
      await page.getByLabel('Option C is correct').check();
      await page.getByLabel(/Partial credit/).check();
      await preview(page).getByText('Select 2.').waitFor();
      await preview(page).getByLabel('Inventory').check();
      await page.getByRole('button', { name: 'Check my key' }).click();
      await page.getByText('1 of 2 marks · Partly right').waitFor();
      await saveQuestion(page);

      // The blueprint mock: the live check says what the bank holds against each row.
      await page.goto(`${app.server.url}/admin/studio/exams/new`);
      await page.getByRole('heading', { name: 'New exam' }).waitFor();
      await page.getByLabel('Title').fill('Studio blueprint mock');
      await page.getByLabel('Paper').selectOption({ label: paper.name });
      await page.getByLabel("Summary (shown on the exam's card and page)").fill('Three questions drawn from the bank for every attempt.');
      await page.getByLabel('Duration in minutes').fill('20');
      await page.getByRole('button', { name: 'Add a row' }).click();
      await page.getByLabel('Row 1 count').fill('4');
      await page.getByTestId('availability-0').getByText('3 available · 1 short').waitFor();
      await page.getByText('the bank cannot fill it yet').waitFor();
      await page.getByLabel('Row 1 count').fill('3');
      await page.getByTestId('availability-0').getByText('3 available · enough').waitFor();
      await page.getByText('the bank can fill it').waitFor();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.waitForURL(/\/admin\/studio\/exams\/\d+$/);
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Published: students can see it and start it now.').waitFor();
      await page.screenshot({ path: path.join(SHOTS, 'studio-exam-1280.png'), fullPage: true });
      const exam = await app.server.db.selectFrom('exams').select(['slug', 'published', 'question_count']).where('title', '=', 'Studio blueprint mock').executeTakeFirstOrThrow();
      expect(exam).toMatchObject({ published: 1, question_count: 3 });

      // The editor and the builder on a phone.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${app.server.url}/admin/studio/questions/new`);
      await page.getByRole('heading', { name: 'New question' }).waitFor();
      await page.screenshot({ path: path.join(SHOTS, 'studio-question-390.png'), fullPage: true });
      await page.goBack();
      await page.getByRole('heading', { name: 'Studio blueprint mock' }).waitFor();
      await page.screenshot({ path: path.join(SHOTS, 'studio-exam-390.png'), fullPage: true });
      expect(errors).toEqual([]);

      // A student sits it: every question answered right, whatever order the draw gave.
      const student = await openWatchedPage(app.browser, { width: 390, height: 844 });
      try {
        const s = student.page;
        await signInThroughApi(s, app.server.url, 'tanvir@example.com', PASSWORD);
        await s.goto(`${app.server.url}/exam/${exam.slug}`);
        await s.getByRole('heading', { name: 'Studio blueprint mock' }).waitFor();
        await s.getByRole('button', { name: 'Start exam' }).click();
        await s.waitForURL(/\/exampl\//);
        const attemptId = s.url().split('/').pop()!;
        for (let n = 1; n <= 3; n += 1) {
          const card = s.getByRole('article', { name: new RegExp(`Question ${n}`) });
          await card.waitFor();
          const stem = await card.innerText();
          if (stem.includes('increase in an asset')) await card.getByLabel('Debit').check();
          else if (stem.includes('annual depreciation')) await card.getByLabel('Your answer').fill('1,200');
          else {
            await card.getByLabel('Inventory').check();
            await card.getByLabel('Trade receivables').check();
          }
          if (n < 3) await s.getByRole('button', { name: 'Next' }).click();
        }
        await s
          .getByRole('status')
          .filter({ hasText: /^Saved$/ })
          .waitFor();
        await s.getByRole('button', { name: 'Review and submit' }).click();
        await s.getByText('3 of 3 questions answered.').waitFor();
        await s.getByRole('button', { name: 'Submit exam' }).click();
        await s.getByRole('dialog', { name: 'Submit your exam?' }).getByRole('button', { name: 'Submit now' }).click();
        await s.waitForURL(`${app.server.url}/examcl/${attemptId}`);
        await s.getByText('6 of 6 marks').waitFor();
        expect(student.errors).toEqual([]);
      } finally {
        await student.close();
      }
    } finally {
      await close();
    }
  });

  it('imports questions from a file, naming the bad row before anything is saved, and orders a fixed-list quiz by keyboard', async () => {
    await createVerifiedUser(app.server.services.auth, { name: 'Rumana Admin', email: 'rumana.admin@example.com', role: 'admin', password: PASSWORD });
    const paper = await insertSubject(app.server.db, { name: 'Import Test Paper' }, [{ name: 'Ledgers', summary: 'Books of prime entry.', weighting_percent: 100 }]);
    const header = 'paper,area,difficulty,kind,marks,stem,options,correct,answer,tolerance,prefix,suffix,partial_credit,explanation';
    const row = (stem: string, correct: string) => `${paper.slug},Ledgers,standard,single,2,"${stem}",Debit | Credit | Either,${correct},,,,,,"${EXPLANATION}"`;
    const csv = (...rows: string[]) => ({ name: 'questions.csv', mimeType: 'text/csv', buffer: Buffer.from([header, ...rows].join('\r\n')) });
    const count = async () => (await app.server.db.selectFrom('questions').select('id').where('subject_id', '=', paper.id).execute()).length;

    const { page, errors, close } = await openWatchedPage(app.browser, { width: 390, height: 844 });
    try {
      await signInThroughApi(page, app.server.url, 'rumana.admin@example.com', PASSWORD);
      await page.goto(`${app.server.url}/admin/studio/questions/import`);
      await page.getByRole('heading', { name: 'Import questions' }).waitFor();
      await page
        .getByLabel(/The filled template/)
        .setInputFiles(csv(row('Imported first: an asset increases on which side?', 'A'), row('Imported second: a bad key', 'E'), row('Imported third: an expense increases on which side?', 'A')));
      await page.getByRole('button', { name: 'Check the file' }).click();
      await page.getByText('1 problem in 1 row: nothing can be imported yet').waitFor();
      const problem = page.getByRole('row').filter({ hasText: 'correct' });
      await problem.getByRole('cell', { name: '3', exact: true }).waitFor();
      await page.screenshot({ path: path.join(SHOTS, 'studio-import-390.png'), fullPage: true });
      expect(await count()).toBe(0);

      await page
        .getByLabel(/The filled template/)
        .setInputFiles(
          csv(
            row('Imported first: an asset increases on which side?', 'A'),
            row('Imported second: a liability increases on which side?', 'B'),
            row('Imported third: an expense increases on which side?', 'A'),
          ),
        );
      await page.getByRole('button', { name: 'Check the file' }).click();
      await page.getByText(/3 questions read from 3 rows: 3 ready/).waitFor();
      expect(await count()).toBe(0);
      await page.getByRole('button', { name: 'Import 3 questions' }).click();
      await page
        .getByText(/Imported 3 questions\./)
        .first()
        .waitFor();
      expect(await count()).toBe(3);

      // A fixed list built and reordered with the keyboard alone.
      await page.goto(`${app.server.url}/admin/studio/exams/new`);
      await page.getByLabel('Title').fill('Keyboard quiz');
      await page.getByLabel('Paper').selectOption({ label: paper.name });
      await page.getByLabel('Kind').selectOption('quiz');
      await page.getByLabel(/Fixed list/).check();
      for (const word of ['first', 'second', 'third']) {
        const add = page.getByRole('button', { name: new RegExp(`^Add: Imported ${word}`) });
        await add.focus();
        await page.keyboard.press('Enter');
        await add.waitFor({ state: 'detached' });
      }
      await page.getByRole('heading', { name: 'In the exam (3 questions, 6 marks)' }).waitFor();
      await page.getByRole('button', { name: 'Move up question 3' }).focus();
      await page.keyboard.press('Enter');
      await page.getByText('Question moved to position 2 of 3.').waitFor();
      await page.getByRole('button', { name: 'Move up question 2' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.waitForURL(/\/admin\/studio\/exams\/\d+$/);
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText('Published: students can see it and start it now.').waitFor();
      const order = await app.server.db
        .selectFrom('exam_questions as eq')
        .innerJoin('exams as e', 'e.id', 'eq.exam_id')
        .innerJoin('questions as q', 'q.id', 'eq.question_id')
        .innerJoin('question_versions as v', 'v.id', 'q.current_version_id')
        .select('v.stem')
        .where('e.title', '=', 'Keyboard quiz')
        .orderBy('eq.position')
        .execute();
      expect(order.map((o) => o.stem.split(':')[0])).toEqual(['Imported third', 'Imported first', 'Imported second']);

      // Renamed once published: the old address lands on the new one.
      await page.getByLabel('Address').fill('keyboard-quiz-2027');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Saved.').waitFor();
      await page.goto(`${app.server.url}/exam/keyboard-quiz`);
      await page.waitForURL(`${app.server.url}/exam/keyboard-quiz-2027`);
      await page.getByRole('heading', { name: 'Keyboard quiz' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { shapedPaper } from '../../src/server/testing/paper-shape-factory';
import { useAppInBrowser } from './support/app';
import { AXE, violationsAtPhoneAndDesktop } from './support/axe';
import { focused, tabTo } from './support/keyboard';
import { appReady, openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'every debit has a credit';
/** Where the journey's screenshots go, to be looked at by whoever runs it. */
const SHOTS = process.env.STUDIO_SHOTS_DIR ?? os.tmpdir();

/** Types into the field reached with Tab (Shift+Tab with `back`), over what it held. */
async function typeInto(page: Page, name: RegExp | string, text: string, { back = false } = {}) {
  await tabTo(page, name, { back });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Picks a drop-down's choice by keyboard: Tab to it, then the arrow keys until it shows the label. */
async function choose(page: Page, name: RegExp | string, select: Locator, label: string, { back = false } = {}) {
  await tabTo(page, name, { back });
  const shown = () => select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.label ?? '');
  const labels = await select.evaluate((el: HTMLSelectElement) => [...el.options].map((o) => o.label));
  const wanted = labels.indexOf(label);
  expect(wanted, `${label} is one of ${labels.join(', ')}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < labels.length && (await shown()) !== label; i += 1) {
    await page.keyboard.press(labels.indexOf(await shown()) < wanted ? 'ArrowDown' : 'ArrowUp');
  }
  expect(await shown()).toBe(label);
}

describe('exams shaped like the real paper: sections, rows by kind and marks, preview and duplicate', () => {
  const app = useAppInBrowser();

  const attempts = async () => (await app.server.db.selectFrom('exam_attempts').select('id').execute()).length;
  /** The published mock the first journey builds, for the second. */
  let built: { slug: string; attemptsBefore: number } | null = null;

  it('an admin builds a two-section mock by keyboard, previews it without leaving a trace, publishes and duplicates it', { timeout: 180_000 }, async () => {
    await createVerifiedUser(app.server.services.auth, { name: 'Nadia Admin', email: 'nadia.admin@example.com', role: 'admin', password: PASSWORD });
    const { subject } = await shapedPaper(app.server.db, app.server.services.exams);
    const before = await attempts();

    const { page, errors, close } = await openWatchedPage(app.browser, { width: 1280, height: 900 }, AXE);
    try {
      await signInThroughApi(page, app.server.url, 'nadia.admin@example.com', PASSWORD);
      await page.goto(`${app.server.url}/admin/studio/exams/new`);
      await page.getByRole('heading', { name: 'New exam' }).waitFor();
      await appReady(page);

      await typeInto(page, 'Title', 'Sectioned CBE mock');
      await choose(page, 'Paper', page.getByLabel('Paper', { exact: true }), subject.name);
      await typeInto(page, "Summary (shown on the exam's card and page)", 'Section A objective, Section B written, like the real paper.');
      await typeInto(page, 'Duration in minutes', '30');

      // Two sections: Add a section puts the focus in the new one's heading.
      await tabTo(page, 'Add a section');
      await page.keyboard.press('Enter');
      expect((await focused(page)).id).toBe('section-title-0');
      await typeInto(page, 'Suggested minutes', '20');
      await typeInto(page, /^Instructions/, 'Answer every objective question.');
      await tabTo(page, 'Add a section');
      await page.keyboard.press('Enter');
      expect((await focused(page)).id).toBe('section-title-1');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('Section B: written');
      await tabTo(page, 'Suggested minutes');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Answer in full sentences, with workings.');
      // 20 + the 10 left for Section B make the 30: then Section A is given 5 more, and the builder warns.
      await page.getByText('Suggested times: 30 minutes of 30.').waitFor();
      // Back to Section A's time: past Section B's own.
      await tabTo(page, 'Suggested minutes', { back: true });
      await page.keyboard.press('Shift+Tab');
      await typeInto(page, 'Suggested minutes', '25', { back: true });
      await page.getByText('The suggested times add up to 35 minutes, more than the exam’s 30.').waitFor();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('18');
      await page.getByText('Suggested times: 28 minutes of 30.').waitFor();

      // The blueprint: 15 marks of written answers in Section B, 5 and 4 objective marks in Section A.
      for (let n = 0; n < 3; n += 1) {
        await tabTo(page, 'Add a row');
        await page.keyboard.press('Enter');
      }
      // The rows are above the button: back to the first, then on through each row's controls.
      await tabTo(page, 'Row 1 syllabus area', { back: true });
      const rows = [
        { area: null, kind: 'Written answer', count: '15', section: 'Section B: written' },
        { area: null, kind: 'Objective (marked by key)', count: '5', section: 'Section A' },
        { area: 'Year-end adjustments', kind: 'Objective (marked by key)', count: '4', section: 'Section A' },
      ];
      for (const [i, row] of rows.entries()) {
        const n = i + 1;
        if (row.area) await choose(page, `Row ${n} syllabus area`, page.getByLabel(`Row ${n} syllabus area`), row.area);
        await choose(page, `Row ${n} kind`, page.getByLabel(`Row ${n} kind`), row.kind);
        await typeInto(page, `Row ${n} count`, row.count);
        await choose(page, `Row ${n} in questions or marks`, page.getByLabel(`Row ${n} in questions or marks`), 'marks exactly');
        await choose(page, `Row ${n} section`, page.getByLabel(`Row ${n} section`), row.section);
      }
      await page.getByTestId('availability-0').getByText('44 marks in 6 questions · makes 15 exactly').waitFor();
      await page.getByTestId('availability-1').getByText('8 marks in 6 questions · makes 5 exactly').waitFor();
      await page.getByTestId('availability-2').getByText('6 marks in 3 questions · makes 4 exactly').waitFor();
      await page.getByText('24 marks exactly per attempt').waitFor();
      await page.getByText('the bank can fill it').waitFor();
      // 13 written marks cannot be made from essays of 4, 10 and 5: said at once, beside the row.
      await typeInto(page, 'Row 1 count', '13', { back: true });
      await page.getByTestId('availability-0').getByText('44 marks in 6 questions · no set adds up to 13').waitFor();
      await page.getByText('the bank cannot fill it yet').waitFor();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('15');
      await page.getByText('the bank can fill it').waitFor();

      await tabTo(page, 'Save draft');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/admin\/studio\/exams\/\d+$/);
      await page.getByRole('heading', { name: 'Sectioned CBE mock' }).waitFor();
      const examId = Number(page.url().split('/').pop());
      await page.screenshot({ path: path.join(SHOTS, 'exam-sections-builder-1280.png'), fullPage: true });
      const builderProblems = await violationsAtPhoneAndDesktop(page, 'exam builder with sections', { width: 375, height: 900 });
      await page.screenshot({ path: path.join(SHOTS, 'exam-sections-builder-375.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });

      // Preview, as a student sees it, in a tab of its own: the draft needs no publishing.
      await tabTo(page, /^Preview/);
      const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
      const tabErrors: string[] = [];
      tab.on('pageerror', (error) => tabErrors.push(error.message));
      tab.on('console', (msg) => {
        if (msg.type() === 'error') tabErrors.push(msg.text());
      });
      await tab.setViewportSize({ width: 375, height: 800 });
      await tab.getByText('A preview of this exam as a student sees it.').waitFor();
      const nav = tab.getByRole('navigation', { name: 'Questions' });
      await nav.getByRole('heading', { name: 'Section A' }).waitFor();
      await nav.getByRole('heading', { name: 'Section B: written' }).waitFor();
      await nav.getByText('Suggested 18 minutes').waitFor();
      await tab.getByText(/Question 1 of \d+ in this section/).waitFor();
      await tab.getByText('Answer every objective question.').first().waitFor();
      const previewProblems = await violationsAtPhoneAndDesktop(tab, 'preview player', { width: 375, height: 800 });
      await tab.screenshot({ path: path.join(SHOTS, 'exam-sections-preview-375.png'), fullPage: true });
      await tabTo(tab, 'Review and submit');
      await tab.keyboard.press('Enter');
      await tabTo(tab, 'Submit exam');
      await tab.keyboard.press('Enter');
      await tab.getByRole('dialog', { name: 'Submit your exam?' }).waitFor();
      await tabTo(tab, 'Submit now');
      await tab.keyboard.press('Enter');
      await tab.waitForURL(`${app.server.url}/examcl?preview=${examId}`);
      await tab.getByRole('heading', { name: 'Preview result' }).waitFor();
      await tab.getByText('0 of 24 marks').waitFor();
      await tab.getByRole('heading', { name: 'Section B: written' }).waitFor();
      const resultProblems = await violationsAtPhoneAndDesktop(tab, 'preview result', { width: 1280, height: 900 });
      await tab.screenshot({ path: path.join(SHOTS, 'exam-sections-preview-result-1280.png'), fullPage: true });
      await tab.close();
      expect(await attempts()).toBe(before);

      await tabTo(page, 'Publish');
      await page.keyboard.press('Enter');
      await page.getByText('Published: students can see it and start it now.').waitFor();

      // Duplicate: the copy opens in the builder, an unpublished draft with the same sections and rows.
      await tabTo(page, 'Duplicate', { back: true });
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => /\/admin\/studio\/exams\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${examId}`));
      await page.getByRole('heading', { name: 'Copy of Sectioned CBE mock' }).waitFor();
      await page.getByText('This is the copy: an unpublished draft with everything of the original. Rename it and save.').waitFor();
      await page.getByText('Draft', { exact: true }).waitFor();
      expect((await focused(page)).id).toBe('exam-title');
      expect(await page.locator('#section-title-1').inputValue()).toBe('Section B: written');
      expect(await page.getByLabel('Row 3 syllabus area').evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.label)).toBe('Year-end adjustments');
      expect(builderProblems, builderProblems.join('\n')).toEqual([]);
      expect(previewProblems, previewProblems.join('\n')).toEqual([]);
      expect(resultProblems, resultProblems.join('\n')).toEqual([]);
      expect([...errors, ...tabErrors]).toEqual([]);
    } finally {
      await close();
    }
    built = { slug: (await app.server.db.selectFrom('exams').select('slug').where('title', '=', 'Sectioned CBE mock').executeTakeFirstOrThrow()).slug, attemptsBefore: before };
  });

  it('a student sits it: the navigator groups the questions under the section headings with their suggested times', { timeout: 120_000 }, async () => {
    expect(built, 'the first journey published the mock').not.toBeNull();
    const { slug, attemptsBefore } = built!;
    await createVerifiedUser(app.server.services.auth, { name: 'Imran Hossain', email: 'imran@example.com', role: 'student', password: PASSWORD });
    const student = await openWatchedPage(app.browser, { width: 375, height: 800 }, AXE);
    try {
      const s = student.page;
      await signInThroughApi(s, app.server.url, 'imran@example.com', PASSWORD);
      await s.goto(`${app.server.url}/exam/${slug}`);
      await s.getByRole('button', { name: 'Start exam' }).click();
      await s.waitForURL(/\/exampl\//);
      const nav = s.getByRole('navigation', { name: 'Questions' });
      await nav.getByRole('heading', { name: 'Section A' }).waitFor();
      await nav.getByText('Suggested 18 minutes').waitFor();
      await nav.getByText('Suggested 10 minutes').waitFor();
      const sectionA = nav.getByRole('list', { name: 'Section A questions' });
      const sectionB = nav.getByRole('list', { name: 'Section B: written questions' });
      const [a, b] = [await sectionA.getByRole('button').count(), await sectionB.getByRole('button').count()];
      expect(a).toBeGreaterThan(0);
      expect(b).toBeGreaterThan(0);
      // Section B's first question is the one after Section A's last.
      expect(await sectionB.getByRole('button').first().textContent()).toBe(String(a + 1));
      const playerProblems = await violationsAtPhoneAndDesktop(s, 'player with sections', { width: 375, height: 800 });
      await s.screenshot({ path: path.join(SHOTS, 'exam-sections-player-375.png'), fullPage: true });
      await s.setViewportSize({ width: 1280, height: 900 });
      await s.screenshot({ path: path.join(SHOTS, 'exam-sections-player-1280.png'), fullPage: false });
      expect(playerProblems, playerProblems.join('\n')).toEqual([]);
      expect(await attempts()).toBe(attemptsBefore + 1);

      // The review of the result groups the questions the same way, with each section's marks.
      await s.getByRole('button', { name: 'Review and submit' }).click();
      await s.getByRole('button', { name: 'Submit exam' }).click();
      await s.getByRole('dialog', { name: 'Submit your exam?' }).getByRole('button', { name: 'Submit now' }).click();
      await s.waitForURL(/\/examcl\//);
      const review = s.getByRole('region', { name: 'Section B: written' });
      await review.getByText('0 / 15 marks').waitFor();
      expect(await review.getByRole('heading', { name: /^Question \d+$/ }).count()).toBe(b);
      expect(await s.getByRole('region', { name: 'Section A' }).getByText('0 / 9 marks').count()).toBe(1);
      expect(student.errors).toEqual([]);
    } finally {
      await student.close();
    }
  });
});

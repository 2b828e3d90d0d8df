import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FileChooser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../../src/server/auth/create-user';
import { insertBankQuestions } from '../../src/server/db/seed/seed-exams';
import { parseCsv, toCsvRow } from '../../src/server/studio/questions/csv';
import { IMPORT_COLUMNS, type ImportColumn } from '../../src/server/studio/questions/import-columns';
import { SAMPLE_QUESTIONS } from '../../src/server/testing/exam-factory';
import { insertSubject } from '../../src/server/testing/factories';
import { useAppInBrowser } from './support/app';
import { AXE, violationsAtPhoneAndDesktop } from './support/axe';
import { focused, tabTo } from './support/keyboard';
import { appReady, openWatchedPage } from './support/pages';
import { signInThroughApi } from './support/sign-in';

const PASSWORD = 'every debit has a credit';
const EXPLANATION = 'Worked answer: apply the rule to the figures in the question, step by step.';
/** Where the journey's screenshots go, to be looked at by whoever runs it. */
const SHOTS = process.env.STUDIO_SHOTS_DIR ?? os.tmpdir();

type Cells = Partial<Record<ImportColumn, string>>;

/** Answers the file chooser the focused input opens with `key` (the listener first, and a round trip so the key comes after it). */
async function chooseWithKey(page: Page, key: string, file: string): Promise<void> {
  const chooser = new Promise<FileChooser>((resolve) => page.once('filechooser', resolve));
  await page.evaluate(() => undefined);
  await page.keyboard.press(key);
  await (await chooser).setFiles(file);
}

/** The tutor's own questions: one of each kind, and a stem the bank has already, in other words' case and punctuation. */
function tutorRows(paper: string): Cells[] {
  const q = (values: Cells): Cells => ({ paper, area: '1', difficulty: 'standard', explanation: EXPLANATION, ...values });
  return [
    q({ kind: 'single', marks: '2', stem: 'Which side records an increase in a liability?', options: 'Debit | Credit | Either side', correct: 'B', tags: 'double entry' }),
    q({ kind: 'multi', marks: '2', stem: 'Which TWO of these are liabilities?', options: 'Bank loan | Cash | Trade payables | Inventory', correct: 'A, C', partial_credit: 'yes' }),
    q({ kind: 'number', marks: '2', stem: 'Plant costs Tk 50,000 and lasts 5 years with no residual value. Annual depreciation?', answer: '10,000', prefix: 'Tk' }),
    q({ kind: 'table', stem: 'Complete the extract of the statement of profit or loss.' }),
    { part: 'columns', cell_1: 'Line', cell_2: 'Tk' },
    { part: 'row', cell_1: 'Revenue', cell_2: '90,000' },
    { part: 'row', cell_1: '[*Cost of sales | Distribution costs]', cell_2: '(50,000)' },
    { part: 'row', cell_1: 'Gross profit', cell_2: '[40,000; 2 marks]' },
    q({ kind: 'journal', stem: 'Record goods bought on credit for Tk 5,000.', options: 'Purchases | Cash | Trade payables', unbalanced_penalty: '1' }),
    { part: 'line', text: 'Purchases', debit: '5,000' },
    { part: 'line', text: 'Trade payables', credit: '5,000' },
    q({ kind: 'written', stem: 'Explain the accruals concept.' }),
    { part: 'point', text: 'Income and expenses are recognised when earned or incurred', marks: '2' },
    { part: 'point', text: 'Not when cash is received or paid', marks: '1' },
    q({ kind: 'single', marks: '2', area: '1', stem: 'which side records an INCREASE in an asset', options: 'Debit | Credit', correct: 'A' }),
  ];
}

describe('questions in bulk: a file of every kind imported, then the bank tagged, moved and retired together', () => {
  const app = useAppInBrowser();

  it('an admin downloads the template, imports a file of every kind with a duplicate and the example rows, then tags, moves and retires questions by keyboard', async () => {
    const { db, services } = app.server;
    await createVerifiedUser(services.auth, { name: 'Sadia Admin', email: 'bulk.admin@example.com', role: 'admin', password: PASSWORD });
    const paper = await insertSubject(db, { name: 'Bulk Import Paper' }, [
      { name: 'Recording transactions', summary: 'Double entry.', weighting_percent: 50 },
      { name: 'Year-end adjustments', summary: 'Accruals and depreciation.', weighting_percent: 50 },
    ]);
    const areas = await db.selectFrom('syllabus_areas').select(['id', 'position']).where('subject_id', '=', paper.id).orderBy('position').execute();
    // The bank already holds "Which side records an increase in an asset?".
    await insertBankQuestions(db, { subjectId: paper.id, areaId: new Map(areas.map((a) => [a.position, a.id])), questions: [SAMPLE_QUESTIONS[0]!] });
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'hisab-e2e-bulk-'));

    const { page, errors, close } = await openWatchedPage(app.browser, { width: 1280, height: 900 }, AXE);
    try {
      await signInThroughApi(page, app.server.url, 'bulk.admin@example.com', PASSWORD);
      await page.goto(`${app.server.url}/admin/studio/questions/import`);
      await page.getByRole('heading', { level: 1, name: 'Import questions' }).waitFor();
      await appReady(page);

      // 1. The CSV template, downloaded by keyboard: its example rows show every kind and are marked.
      await tabTo(page, 'CSV template');
      const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
      const template = parseCsv(await fs.readFile((await download.path())!, 'utf8'))!;
      expect(template[0]).toEqual([...IMPORT_COLUMNS]);
      const kind = IMPORT_COLUMNS.indexOf('kind');
      expect(template.slice(1).flatMap((r) => (r[kind] ? [r[kind]] : []))).toEqual(['single', 'multi', 'number', 'table', 'journal', 'written']);
      expect(template.slice(1).every((r) => r[IMPORT_COLUMNS.indexOf('example')] === 'example')).toBe(true);

      // 2. The tutor writes below the examples and uploads the file: chosen and checked by keyboard.
      const mine = tutorRows(paper.slug).map((values) => IMPORT_COLUMNS.map((c) => values[c] ?? ''));
      const file = path.join(folder, 'bulk-questions.csv');
      await fs.writeFile(file, [...template, ...mine].map(toCsvRow).join('\r\n'));
      await tabTo(page, 'The filled template (.xlsx, or CSV saved as UTF-8)');
      await chooseWithKey(page, 'Space', file);
      await tabTo(page, 'Check the file');
      await page.keyboard.press('Enter');
      const report = page.getByRole('heading', { name: 'What the file holds' });
      await report.waitFor();
      await expect.poll(async () => (await focused(page)).name).toBe('What the file holds');
      await page.getByText(`7 questions read from ${template.length - 1 + mine.length} rows: 7 ready, 1 duplicate. ${template.length - 1} example rows of the template passed over.`).waitFor();
      const duplicate = page.getByRole('group', { name: /Row \d+: which side records an INCREASE in an asset/ });
      await duplicate.waitFor();
      expect(await duplicate.innerText()).toMatch(/It repeats s1[\s\S]*in the bank: “Which side records an increase in an asset\?”/);
      const importButton = page.getByRole('button', { name: 'Import 7 questions' });
      expect(await importButton.getAttribute('aria-disabled')).toBe('true');
      await page.getByText('Choose whether to skip or import 1 duplicate first.').waitFor();
      expect(await violationsAtPhoneAndDesktop(page, 'import report')).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, 'question-import-report-1280.png'), fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.screenshot({ path: path.join(SHOTS, 'question-import-report-375.png'), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });

      // 3. The duplicate skipped (a radio, by keyboard), then the import.
      await page.getByRole('button', { name: 'Import every duplicate anyway' }).focus();
      await tabTo(page, 'Skip it', { max: 3 });
      await page.keyboard.press('Space');
      await page.getByText('6 questions will be added to the bank, 1 duplicate skipped.').waitFor();
      await tabTo(page, 'Import 6 questions');
      await page.keyboard.press('Enter');
      await page.getByText('Imported 6 questions; 1 duplicate skipped.', { exact: false }).first().waitFor();
      await expect.poll(async () => (await focused(page)).name).toBe('What was imported');
      const imported = await db
        .selectFrom('questions as q')
        .innerJoin('question_versions as v', 'v.id', 'q.current_version_id')
        .select(['q.id', 'q.ref', 'v.kind', 'v.stem', 'q.area_id', 'q.active'])
        .where('q.subject_id', '=', paper.id)
        .orderBy('q.id')
        .execute();
      expect(imported.map((q) => q.kind)).toEqual(['single', 'single', 'multi', 'number', 'table', 'journal', 'written']);
      expect(imported.filter((q) => /example|ledger/i.test(q.stem))).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, 'question-import-done-1280.png'), fullPage: true });

      // 4. The bank of the paper: three questions selected by keyboard, tagged, moved to the other area and retired.
      await page.goto(`${app.server.url}/admin/studio/questions?paper=${paper.slug}`);
      await page.getByRole('heading', { level: 1, name: 'Question bank' }).waitFor();
      await appReady(page);
      await page.getByText('7 questions').waitFor();
      for (const stem of [/Complete the extract/, /Record goods bought on credit/, /Explain the accruals concept/]) {
        await tabTo(page, new RegExp(`^Select studio-\\w+: ${stem.source}`));
        await page.keyboard.press('Space');
      }
      const bar = page.getByRole('region', { name: 'Selected questions' });
      await bar.getByText('3 questions selected').waitFor();

      await tabTo(page, 'Add a tag');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).name).toBe('Tag to add');
      await page.keyboard.type('Revision week');
      await page.keyboard.press('Enter');
      await page.getByText('Tagged 3 questions “Revision week”.').first().waitFor();
      await expect.poll(async () => (await focused(page)).name).toBe('Add a tag');
      await expect.poll(() => page.getByRole('region', { name: 'Questions', exact: true }).getByRole('listitem').filter({ hasText: 'Revision week' }).count()).toBe(3);

      await tabTo(page, 'Move to an area');
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).name).toBe('Paper');
      await page.keyboard.press('Tab');
      expect((await focused(page)).name).toBe('Move to the area');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await page.getByLabel('Move to the area').inputValue()).toBe(String(areas[1]!.id));
      expect(await violationsAtPhoneAndDesktop(page, 'bank with its action bar')).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, 'question-bank-bulk-1280.png'), fullPage: false });
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('region', { name: 'Questions', exact: true }).getByRole('listitem').nth(1).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, 'question-bank-bulk-375.png'), fullPage: false });
      await page.setViewportSize({ width: 1280, height: 900 });
      await tabTo(page, 'Move 3 questions');
      await page.keyboard.press('Enter');
      await page.getByText('Moved 3 questions to Year-end adjustments.').first().waitFor();

      await tabTo(page, 'Retire', { back: true });
      await page.keyboard.press('Enter');
      await page.getByText('Retired 3 questions.').first().waitFor();
      await page.getByText('4 questions').waitFor();
      expect(await bar.count()).toBe(0);
      expect((await focused(page)).name).toBe('Select all on this page');

      const after = await db.selectFrom('questions').select(['id', 'area_id', 'active']).where('subject_id', '=', paper.id).orderBy('id').execute();
      const chosen = imported.filter((q) => ['table', 'journal', 'written'].includes(q.kind)).map((q) => q.id);
      expect(after.filter((q) => chosen.includes(q.id)).map((q) => [q.area_id, q.active])).toEqual(chosen.map(() => [areas[1]!.id, 0]));
      expect(after.filter((q) => !chosen.includes(q.id)).every((q) => q.active === 1)).toBe(true);
      const tags = await db.selectFrom('question_tags').select(['question_id', 'tag']).where('question_id', 'in', chosen).orderBy('question_id').execute();
      expect(tags).toEqual(chosen.map((id) => ({ question_id: id, tag: 'Revision week' })));

      // The tag filter finds them among the retired.
      await page.goto(`${app.server.url}/admin/studio/questions?paper=${paper.slug}&status=retired&tag=Revision%20week`);
      await page.getByText('3 questions').waitFor();
      expect(await page.getByLabel('Tag', { exact: true }).inputValue()).toBe('Revision week');
      expect(errors).toEqual([]);
    } finally {
      await close();
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { importResultSchema, importUnresolvedDetailsSchema, questionDetailSchema, questionListSchema, XLSX_TYPE } from '../../../contracts/studio-question-schemas';
import { signedInAs } from '../../testing/auth-helpers';
import { insertExamWithBank } from '../../testing/exam-factory';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { parseCsv, toCsvRow } from './csv';
import { IMPORT_COLUMNS, type ImportColumn } from './import-columns';
import { writeXlsx, xlsxRows } from './xlsx';

type Cells = Partial<Record<ImportColumn, string>>;
type ErrorBody = { error: { code: string; message: string; details?: unknown } };

const explanation = 'Worked answer: the rule, applied step by step to the figures given.';
const line = (values: Cells) => IMPORT_COLUMNS.map((column) => values[column] ?? '');

/** One question of each kind as a tutor writes them in the template, the stems marked so two files differ. */
function sixKinds(paper: string, mark: string): Cells[] {
  const q = (values: Cells): Cells => ({ paper, area: '2', difficulty: 'standard', explanation, ...values, stem: `${values.stem} (${mark})` });
  return [
    q({ kind: 'single', marks: '2', stem: 'Which side records an increase in a liability?', options: 'Debit | Credit | Either', correct: 'B', tags: 'double entry' }),
    q({ kind: 'multi', marks: '2', stem: 'Which TWO are liabilities?', options: 'Loan | Cash | Payables | Inventory', correct: 'A, C', partial_credit: 'yes' }),
    q({ kind: 'number', marks: '1', stem: 'Cost Tk 50,000 over 5 years. Annual depreciation?', answer: '10,000', tolerance: '1%', prefix: 'Tk' }),
    q({ kind: 'table', stem: 'Complete the extract.', tags: 'IAS 1, Extracts' }),
    { part: 'columns', cell_1: 'Line', cell_2: '2025', cell_3: '2024' },
    { part: 'row', cell_1: 'Revenue', cell_2: '100,000', cell_3: '90,000' },
    { part: 'row', cell_1: '[*Cost of sales | Distribution costs]', cell_2: '(60,000)', cell_3: '(50,000)' },
    { part: 'row', cell_1: 'Gross profit', cell_2: '[40,000]', cell_3: '[40,000; 100; 2 marks]' },
    q({ kind: 'journal', stem: 'Record the purchase of goods on credit for Tk 5,000.', options: 'Purchases | Cash | Payables', unbalanced_penalty: '1' }),
    { part: 'line', text: 'Purchases', debit: '5,000' },
    { part: 'line', text: 'Payables', credit: '5,000' },
    q({ kind: 'written', stem: 'Explain the accruals concept.', workings: 'yes' }),
    { part: 'point', text: 'Income and expenses recognised when earned or incurred', marks: '2' },
    { part: 'point', text: 'Not when cash is received or paid', marks: '1' },
  ];
}

describe.each(testDatabaseKinds())('importing questions in bulk (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });
  const admin = async () => (await signedInAs(t.request, t.services.auth, 'admin')).browser;
  const paper = async () => (await insertExamWithBank(t.db, t.services.exams)).subject;
  const error = async (res: Response) => ((await res.json()) as ErrorBody).error;
  const count = async (subjectId: number) =>
    Number(
      (
        await t.db
          .selectFrom('questions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('subject_id', '=', subjectId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const csv = (rows: Cells[]) => [[...IMPORT_COLUMNS], ...rows.map(line)].map(toCsvRow).join('\r\n');
  const send = (browser: Awaited<ReturnType<typeof admin>>, body: string | Uint8Array<ArrayBuffer>, query = '') =>
    browser.send(`/api/admin/studio/questions/import${query}`, { method: 'POST', headers: { 'Content-Type': typeof body === 'string' ? 'text/csv' : XLSX_TYPE }, body });

  it('imports one question of each of the six kinds from CSV and from a workbook, with their tags', { timeout: 60_000 }, async () => {
    const browser = await admin();
    const subject = await paper();
    const before = await count(subject.id);
    const fromCsv = await send(browser, csv(sixKinds(subject.slug, 'csv')));
    expect(fromCsv.status).toBe(201);
    const csvResult = importResultSchema.parse(await fromCsv.json());
    expect(csvResult.questions.map((q) => [q.row, q.lastRow, q.kind, q.ready, q.duplicate])).toEqual([
      [2, 2, 'single', true, null],
      [3, 3, 'multi', true, null],
      [4, 4, 'number', true, null],
      [5, 9, 'table', true, null],
      [10, 12, 'journal', true, null],
      [13, 15, 'written', true, null],
    ]);
    const workbook = await send(browser, (await writeXlsx([[...IMPORT_COLUMNS], ...sixKinds(subject.slug, 'xlsx').map(line)])) as Uint8Array<ArrayBuffer>);
    expect(workbook.status).toBe(201);
    const xlsxResult = importResultSchema.parse(await workbook.json());
    expect(xlsxResult.questionIds).toHaveLength(6);
    expect(await count(subject.id)).toBe(before + 12);

    // Both files made the same questions, as the editor would have saved them.
    for (const [i, id] of csvResult.questionIds.entries()) {
      const [a, b] = await Promise.all([id, xlsxResult.questionIds[i]!].map(async (qid) => questionDetailSchema.parse(await (await browser.call(`/api/admin/studio/questions/${qid}`)).json())));
      expect({ ...b!.current, stem: '', createdAt: '' }).toEqual({ ...a!.current, stem: '', createdAt: '' });
    }
    const detail = async (i: number) => questionDetailSchema.parse(await (await browser.call(`/api/admin/studio/questions/${csvResult.questionIds[i]}`)).json()).current;
    expect((await detail(0)).key).toEqual({ kind: 'single', correct: 'b' });
    expect(await detail(1)).toMatchObject({ key: { kind: 'multi', correct: ['a', 'c'], partialCredit: true }, content: { select: 2 } });
    expect(await detail(2)).toMatchObject({ marks: 1, content: { kind: 'number', prefix: 'Tk' }, key: { answer: 10000, tolerance: { kind: 'relative', amount: 0.01 } } });
    const table = await detail(3);
    expect(table).toMatchObject({ marks: 4, content: { kind: 'table', columns: ['Line', '2025', '2024'] } });
    expect(table.key).toEqual({
      kind: 'table',
      blanks: {
        r1c0: { type: 'select', correct: 'a', marks: 1 },
        r2c1: { type: 'number', answer: 40000, tolerance: { kind: 'absolute', amount: 0.5 }, marks: 1 },
        r2c2: { type: 'number', answer: 40000, tolerance: { kind: 'absolute', amount: 100 }, marks: 2 },
      },
    });
    expect(await detail(4)).toMatchObject({
      marks: 2,
      content: {
        kind: 'journal',
        accounts: [
          { id: 'acc1', text: 'Purchases' },
          { id: 'acc2', text: 'Cash' },
          { id: 'acc3', text: 'Payables' },
        ],
        rows: 4,
      },
      key: {
        lines: [
          { account: 'acc1', side: 'debit', amount: 5000, marks: 1 },
          { account: 'acc3', side: 'credit', amount: 5000, marks: 1 },
        ],
        extraLinePenalty: 0,
        unbalancedPenalty: 1,
      },
    });
    expect(await detail(5)).toMatchObject({ marks: 3, content: { kind: 'written', workings: true }, key: { points: [{ marks: 2 }, { marks: 1 }] } });

    const tagged = questionListSchema.parse(await (await browser.call(`/api/admin/studio/questions?paper=${subject.slug}&tag=ias%201`)).json());
    expect(tagged.questions.map((q) => [q.kind, q.tags])).toEqual([
      ['table', ['Extracts', 'IAS 1']],
      ['table', ['Extracts', 'IAS 1']],
    ]);
    const audit = await t.db.selectFrom('audit_log').select('details').where('action', '=', 'content.imported').execute();
    expect(audit.map((a) => (JSON.parse(a.details) as { count: number }).count)).toEqual([6, 6]);
  });

  it('reports every problem of every row at once, in the check and in the refusal, and saves nothing', async () => {
    const browser = await admin();
    const subject = await paper();
    const rows: Cells[] = [
      ...sixKinds(subject.slug, 'good').slice(0, 3),
      { paper: subject.slug, area: '9', difficulty: 'hard', kind: 'table', stem: 'A table with problems.', explanation },
      { part: 'columns', cell_1: 'Line', cell_2: 'Tk' },
      { part: 'row', cell_1: 'Gross profit', cell_2: '[forty]', cell_3: 'outside' },
      { paper: subject.slug, area: '1', difficulty: 'standard', kind: 'journal', stem: 'An entry that does not balance.', options: 'Cash | Sales', explanation },
      { part: 'line', text: 'Cash', debit: '100' },
      { part: 'line', text: 'Sales', credit: '90' },
      { part: 'line', text: 'Receivables', credit: '10' },
      { paper: subject.slug, area: '1', difficulty: 'standard', kind: 'written', marks: '5', stem: 'Explain.', explanation: 'Too short.' },
      { part: 'point', text: 'One point', marks: '2' },
      { part: 'line', text: 'Cash', debit: '1' },
    ];
    const expected = [
      [5, 'area', 'question_area_invalid'],
      [5, 'difficulty', 'validation_failed'],
      [7, 'cell_3', 'question_layout_invalid'],
      [7, 'cell_2', 'question_key_mismatch'],
      [11, 'text', 'question_key_mismatch'],
      [12, 'explanation', 'explanation_required'],
      [12, 'marks', 'question_marks_mismatch'],
      [14, 'part', 'validation_failed'],
    ];
    const before = await count(subject.id);
    for (const body of [csv(rows), (await writeXlsx([[...IMPORT_COLUMNS], ...rows.map(line)])) as Uint8Array<ArrayBuffer>]) {
      const checked = importResultSchema.parse(await (await send(browser, body, '?dryRun=1')).json());
      expect(checked.errors.map((e) => [e.row, e.column, e.code])).toEqual(expected);
      expect(checked.questions.map((q) => [q.row, q.ready])).toEqual([
        [2, true],
        [3, true],
        [4, true],
        [5, false],
        [8, false],
        [12, false],
      ]);
      const refused = await send(browser, body);
      expect(refused.status).toBe(422);
      const refusal = await error(refused);
      expect(refusal.code).toBe('import_rows_invalid');
      expect((refusal.details as { errors: { row: number; column: string }[] }).errors.map((e) => [e.row, e.column])).toEqual(expected.map(([row, column]) => [row, column]));
    }
    // The journal that does not balance, once its account is known, says so at its last line.
    const journal = rows.slice(6, 9).concat([{ part: 'line', text: 'Cash', credit: '5' }]);
    const unbalanced = importResultSchema.parse(await (await send(browser, csv(journal), '?dryRun=1')).json());
    expect(unbalanced.errors.map((e) => [e.row, e.column, e.code])).toEqual([[5, 'debit', 'question_key_mismatch']]);
    expect(await count(subject.id)).toBe(before);
  });

  it('passes over the template’s example rows, from the downloaded CSV and workbook, and imports the rows below them', { timeout: 60_000 }, async () => {
    const browser = await admin();
    const subject = await paper();
    const mine = sixKinds(subject.slug, 'below the examples').map(line);

    const templateCsv = parseCsv(await (await browser.call('/api/admin/studio/questions/import/template.csv')).text())!;
    const exampleAt = IMPORT_COLUMNS.indexOf('example');
    const exampleRows = templateCsv.slice(1).map((_, i) => i + 2);
    expect(templateCsv.slice(1).every((r) => r[exampleAt] === 'example')).toBe(true);
    const fromCsv = importResultSchema.parse(await (await send(browser, [...templateCsv, ...mine].map(toCsvRow).join('\r\n'))).json());
    expect(fromCsv).toMatchObject({ imported: true, examples: exampleRows });
    expect(fromCsv.questions.map((q) => q.kind)).toEqual(['single', 'multi', 'number', 'table', 'journal', 'written']);
    expect(fromCsv.questions[0]!.row).toBe(templateCsv.length + 1);

    const workbook = new Uint8Array(await (await browser.call('/api/admin/studio/questions/import/template.xlsx')).arrayBuffer());
    const templateRows: string[][] = [];
    for await (const { cells } of xlsxRows(workbook)) templateRows.push(cells);
    expect(templateRows.map((r) => r[exampleAt] ?? '')).toEqual(templateCsv.map((r) => r[exampleAt]));
    const again = sixKinds(subject.slug, 'below the workbook examples').map(line);
    const fromXlsx = importResultSchema.parse(
      await (await send(browser, (await writeXlsx([...templateRows.map((r) => IMPORT_COLUMNS.map((_, i) => r[i] ?? '')), ...again])) as Uint8Array<ArrayBuffer>)).json(),
    );
    expect(fromXlsx).toMatchObject({
      imported: true,
      examples: exampleRows,
      questionIds: [expect.any(Number), expect.any(Number), expect.any(Number), expect.any(Number), expect.any(Number), expect.any(Number)],
    });
    const stems = await t.db
      .selectFrom('questions as q')
      .innerJoin('question_versions as v', 'v.id', 'q.current_version_id')
      .select('v.stem')
      .where('q.subject_id', '=', subject.id)
      .where('v.stem', 'like', '%ledger%')
      .execute();
    expect(stems).toEqual([]);
    expect(await count(subject.id)).toBe(6 + 12);
  });

  it('flags a stem that repeats the bank or an earlier row, and imports only as the admin chose: skip or import anyway, per row or for all', async () => {
    const browser = await admin();
    const subject = await paper();
    const q = (stem: string): Cells => ({ paper: subject.slug, area: '1', difficulty: 'foundation', kind: 'single', marks: '1', stem, options: 'Debit | Credit', correct: 'A', explanation });
    const file = csv([
      q('WHICH side records an increase in an asset'), // the bank's s1, in other case and punctuation
      q('Is a prepayment an asset?'),
      q('Is  a prepayment an ASSET'), // row 3 again
      q('Is an accrual a liability?'),
    ]);
    const s1 = await t.db.selectFrom('questions').select(['id', 'ref']).where('subject_id', '=', subject.id).where('ref', '=', 's1').executeTakeFirstOrThrow();
    const before = await count(subject.id);

    const checked = importResultSchema.parse(await (await send(browser, file, '?dryRun=1')).json());
    expect(checked.questions.map((x) => [x.row, x.duplicate])).toEqual([
      [2, { of: 'bank', questionId: s1.id, ref: 's1', stem: 'Which side records an increase in an asset?', active: true }],
      [3, null],
      [4, { of: 'file', row: 3 }],
      [5, null],
    ]);

    // Without a choice for every duplicate, or with a choice for a row that is not one, nothing is saved.
    for (const query of ['', '?skip=2', '?skip=2,4&keep=5', '?skip=2&keep=2&duplicates=skip']) {
      const res = await send(browser, file, query);
      expect(res.status, query).toBe(409);
      const refusal = await error(res);
      expect(refusal.code).toBe('import_duplicates_unresolved');
      const details = importUnresolvedDetailsSchema.parse(refusal.details);
      expect([details.undecided, details.notDuplicates], query).toEqual(query === '' ? [[2, 4], []] : query === '?skip=2' ? [[4], []] : query === '?skip=2,4&keep=5' ? [[], [5]] : [[2], []]);
    }
    expect((await send(browser, file, '?duplicates=maybe')).status).toBe(400);
    expect(await count(subject.id)).toBe(before);

    // Per row: the bank's repeat skipped, the file's repeat imported anyway.
    const chosen = importResultSchema.parse(await (await send(browser, file, '?skip=2&keep=4')).json());
    expect(chosen.questions.map((x) => [x.row, x.questionId !== null])).toEqual([
      [2, false],
      [3, true],
      [4, true],
      [5, true],
    ]);
    expect(await count(subject.id)).toBe(before + 3);

    // The same file again: every question now repeats the bank. Skipping all adds nothing; importing all anyway adds all four.
    const again = importResultSchema.parse(await (await send(browser, file, '?dryRun=1')).json());
    expect(again.questions.map((x) => x.duplicate?.of)).toEqual(['bank', 'bank', 'bank', 'bank']);
    const skipped = await send(browser, file, '?duplicates=skip');
    expect(skipped.status).toBe(201);
    expect(importResultSchema.parse(await skipped.json()).questionIds).toEqual([]);
    expect(await count(subject.id)).toBe(before + 3);
    const anyway = importResultSchema.parse(await (await send(browser, file, '?duplicates=keep&skip=5')).json());
    expect(anyway.questionIds).toHaveLength(3);
    expect(await count(subject.id)).toBe(before + 6);
  });

  it('imports a file once when five admins send it at once choosing to skip duplicates: the bank is judged again inside the write', async () => {
    const browser = await admin();
    const subject = await paper();
    const file = csv(sixKinds(subject.slug, 'at once'));
    const before = await count(subject.id);
    const results = await Promise.all(Array.from({ length: 5 }, () => send(browser, file, '?duplicates=skip')));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const made = await Promise.all(results.map(async (r) => importResultSchema.parse(await r.json()).questionIds.length));
    expect(made.sort()).toEqual([0, 0, 0, 0, 6]);
    expect(await count(subject.id)).toBe(before + 6);
  });
});

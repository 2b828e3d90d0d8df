import { describe, expect, it } from 'vitest';
import { attemptPlayerSchema } from '../../../contracts/exam-schemas';
import {
  checkedKeySchema,
  importResultSchema,
  questionDetailSchema,
  questionListSchema,
  savedQuestionSchema,
  type CreateQuestion,
  type QuestionBody,
  XLSX_TYPE,
} from '../../../contracts/studio-question-schemas';
import { type Browser, signedInAs } from '../../testing/auth-helpers';
import { insertExamWithBank } from '../../testing/exam-factory';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { parseCsv, toCsvRow } from './csv';
import { IMPORT_COLUMNS } from './import-columns';
import { writeXlsx, xlsxRows } from './xlsx';

type ErrorBody = { error: { code: string; message: string; details?: { field?: string; currentVersion?: number; errors?: { row: number; column: string; code: string }[] } } };

const explanation = 'Worked answer: the rule, applied step by step to the figures given.';

const single: QuestionBody = {
  marks: 2,
  stem: 'Which side records an increase in an asset?',
  explanation,
  content: {
    kind: 'single',
    options: [
      { id: 'a', text: 'Debit' },
      { id: 'b', text: 'Credit' },
      { id: 'c', text: 'Either' },
    ],
  },
  key: { kind: 'single', correct: 'a' },
};
const numberQ: QuestionBody = {
  marks: 2,
  stem: 'Cost Tk 12,000 over 10 years. Annual depreciation?',
  explanation,
  content: { kind: 'number', prefix: 'Tk' },
  key: { kind: 'number', answer: 1200, tolerance: { kind: 'absolute', amount: 0.5 } },
};
const multi: QuestionBody = {
  marks: 2,
  stem: 'Which TWO are assets?',
  explanation,
  content: {
    kind: 'multi',
    select: 2,
    options: [
      { id: 'a', text: 'Cash' },
      { id: 'b', text: 'Capital' },
      { id: 'c', text: 'Inventory' },
      { id: 'd', text: 'Loan' },
    ],
  },
  key: { kind: 'multi', correct: ['a', 'c'], partialCredit: true },
};
const table: QuestionBody = {
  marks: 2,
  stem: 'Complete the extract.',
  explanation,
  content: {
    kind: 'table',
    columns: ['Line', 'Tk'],
    rows: [
      [
        { type: 'text', text: 'Revenue' },
        { type: 'text', text: '100,000' },
      ],
      [
        {
          type: 'select',
          blank: 'r1c0',
          options: [
            { id: 'a', text: 'Cost of sales' },
            { id: 'b', text: 'Distribution' },
          ],
        },
        { type: 'text', text: '(60,000)' },
      ],
      [
        { type: 'text', text: 'Gross profit' },
        { type: 'number', blank: 'r2c1' },
      ],
    ],
  },
  key: { kind: 'table', blanks: { r1c0: { type: 'select', correct: 'a', marks: 1 }, r2c1: { type: 'number', answer: 40000, tolerance: { kind: 'absolute', amount: 0.5 }, marks: 1 } } },
};
const journal: QuestionBody = {
  marks: 2,
  stem: 'Record depreciation of Tk 20,000.',
  explanation,
  content: {
    kind: 'journal',
    accounts: [
      { id: 'acc1', text: 'Depreciation expense' },
      { id: 'acc2', text: 'Accumulated depreciation' },
      { id: 'acc3', text: 'Cash' },
    ],
    rows: 4,
  },
  key: {
    kind: 'journal',
    lines: [
      { account: 'acc1', side: 'debit', amount: 20000, marks: 1 },
      { account: 'acc2', side: 'credit', amount: 20000, marks: 1 },
    ],
    extraLinePenalty: 1,
    unbalancedPenalty: 1,
  },
};
const written: QuestionBody = {
  marks: 4,
  stem: 'Explain the going concern basis.',
  explanation,
  content: { kind: 'written', workings: false },
  key: {
    kind: 'written',
    points: [
      { id: 'p1', text: 'Defines it', marks: 2 },
      { id: 'p2', text: 'Gives an indicator of doubt', marks: 2 },
    ],
  },
};

describe.each(testDatabaseKinds())('the question bank in the studio (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });
  const admin = () => signedInAs(t.request, t.services.auth, 'admin');

  async function paper() {
    const { exam, subject } = await insertExamWithBank(t.db, t.services.exams);
    const areas = await t.db.selectFrom('syllabus_areas').select(['id', 'name']).where('subject_id', '=', subject.id).orderBy('position').execute();
    return { exam, subject, areas };
  }
  const create = (browser: Browser, body: CreateQuestion) => browser.call('/api/admin/studio/questions', { method: 'POST', body });
  const code = async (res: Response) => ((await res.json()) as ErrorBody).error;

  it('saves a question of every kind, and refuses each kind of mistake with its own code', async () => {
    const { browser } = await admin();
    const { subject, areas } = await paper();
    const place = { paper: subject.slug, areaId: areas[0]!.id, difficulty: 'standard' as const };
    for (const body of [single, numberQ, multi, table, journal, written]) {
      const res = await create(browser, { ...place, ...body });
      expect(res.status, body.content.kind).toBe(201);
      expect(savedQuestionSchema.parse(await res.json())).toMatchObject({ version: 1, revision: 1, newRevision: true });
    }

    const refused: [CreateQuestion, string, string][] = [
      [{ ...place, ...single, key: { kind: 'single', correct: 'z' } }, 'question_key_mismatch', 'key.correct'],
      [
        {
          ...place,
          ...single,
          content: {
            kind: 'single',
            options: [
              { id: 'a', text: 'Debit' },
              { id: 'b', text: 'debit' },
            ],
          },
        },
        'question_options_invalid',
        'content.options',
      ],
      [{ ...place, ...single, key: numberQ.key }, 'question_key_mismatch', 'key.kind'],
      [{ ...place, ...multi, content: { ...multi.content, select: 3 } as QuestionBody['content'] }, 'question_key_mismatch', 'content.select'],
      [{ ...place, ...numberQ, key: { kind: 'number', answer: 1200, tolerance: { kind: 'range', min: 1300, max: 1400 } } }, 'question_key_mismatch', 'key.tolerance'],
      [{ ...place, ...table, key: { kind: 'table', blanks: { r1c0: { type: 'select', correct: 'a', marks: 2 } } } }, 'question_key_mismatch', 'key.blanks.r2c1'],
      [
        { ...place, ...table, content: { kind: 'table', columns: ['Line', 'Tk', 'Note'], rows: (table.content as Extract<QuestionBody['content'], { kind: 'table' }>).rows } },
        'question_layout_invalid',
        'content.rows.0',
      ],
      [
        {
          ...place,
          ...journal,
          key: {
            ...journal.key,
            lines: [
              { account: 'acc1', side: 'debit', amount: 20000, marks: 1 },
              { account: 'acc2', side: 'credit', amount: 2000, marks: 1 },
            ],
          } as QuestionBody['key'],
        },
        'question_key_mismatch',
        'key.lines',
      ],
      [
        {
          ...place,
          ...journal,
          key: {
            ...journal.key,
            lines: [
              { account: 'acc9', side: 'debit', amount: 1, marks: 1 },
              { account: 'acc2', side: 'credit', amount: 1, marks: 1 },
            ],
          } as QuestionBody['key'],
        },
        'question_key_mismatch',
        'key.lines.0',
      ],
      [{ ...place, ...written, marks: 5 }, 'question_marks_mismatch', 'marks'],
      [{ ...place, ...single, explanation: 'Debit.' }, 'explanation_required', 'explanation'],
      [{ ...place, ...single, areaId: 999_999 }, 'question_area_invalid', 'areaId'],
      [{ ...place, ...single, paper: 'no-such-paper' }, 'subject_not_found', 'paper'],
    ];
    const before = await t.db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [body, expected, field] of refused) {
      const res = await create(browser, body);
      const error = await code(res);
      expect({ code: error.code, field: error.details?.field }, `${expected} ${field}`).toEqual({ code: expected, field });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const after = await t.db
      .selectFrom('questions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // The schema itself: no kind outside the engine's.
    const res = await create(browser, { ...place, ...single, content: { kind: 'essay' } } as unknown as CreateQuestion);
    expect((await code(res)).code).toBe('validation_failed');
  });

  it('makes an edit of a used question a new version: an attempt in progress keeps the old, a new one gets the new', async () => {
    const { browser } = await admin();
    const { exam } = await paper();
    const { browser: student } = await signedInAs(t.request, t.services.auth, 'student');
    const started = (await (await student.call(`/api/exams/${exam.slug}/attempts`, { method: 'POST' })).json()) as { attemptId: string };
    const first = await t.db.selectFrom('exam_questions').select('question_id').where('exam_id', '=', exam.id).where('position', '=', 1).executeTakeFirstOrThrow();
    const id = first.question_id;

    const detail = questionDetailSchema.parse(await (await browser.call(`/api/admin/studio/questions/${id}`)).json());
    expect(detail.usage.attempts).toBe(1);
    expect(detail.usage.exams.map((e) => e.slug)).toEqual([exam.slug]);
    const edit = { areaId: detail.area.id, difficulty: detail.difficulty, ...detail.current, stem: `${detail.current.stem} (edited)`, version: detail.version };
    const saved = await browser.call(`/api/admin/studio/questions/${id}`, { method: 'PUT', body: edit });
    expect(saved.status).toBe(200);
    expect(savedQuestionSchema.parse(await saved.json())).toEqual({ id, version: detail.version + 1, revision: 2, newRevision: true });

    const kept = attemptPlayerSchema.parse(await (await student.call(`/api/attempts/${started.attemptId}`)).json());
    expect(kept.questions[0]!.stem).toBe(detail.current.stem);
    const { browser: other } = await signedInAs(t.request, t.services.auth, 'student', 'Another Student');
    const fresh = (await (await other.call(`/api/exams/${exam.slug}/attempts`, { method: 'POST' })).json()) as { attemptId: string };
    const paperNow = attemptPlayerSchema.parse(await (await other.call(`/api/attempts/${fresh.attemptId}`)).json());
    expect(paperNow.questions[0]!.stem).toBe(`${detail.current.stem} (edited)`);

    const after = questionDetailSchema.parse(await (await browser.call(`/api/admin/studio/questions/${id}`)).json());
    expect(after.current.revision).toBe(2);
    expect(after.history.map((h) => [h.revision, h.stem])).toEqual([[1, detail.current.stem]]);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'details']).where('target_type', '=', 'question').where('target_id', '=', String(id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['content.updated']);

    // Only the area or difficulty changed: no new version, but the edit still counts.
    const moved = await browser.call(`/api/admin/studio/questions/${id}`, {
      method: 'PUT',
      body: { ...edit, stem: `${detail.current.stem} (edited)`, difficulty: 'challenging', version: detail.version + 1 },
    });
    expect(savedQuestionSchema.parse(await moved.json())).toMatchObject({ revision: 2, newRevision: false });
  });

  it('refuses a save made from an older version with edit_conflict and the current version', async () => {
    const { browser } = await admin();
    const { exam } = await paper();
    const { question_id: id } = await t.db.selectFrom('exam_questions').select('question_id').where('exam_id', '=', exam.id).where('position', '=', 3).executeTakeFirstOrThrow();
    const detail = questionDetailSchema.parse(await (await browser.call(`/api/admin/studio/questions/${id}`)).json());
    const body = { areaId: detail.area.id, difficulty: detail.difficulty, ...detail.current, version: detail.version };
    expect((await browser.call(`/api/admin/studio/questions/${id}`, { method: 'PUT', body: { ...body, marks: 3 } })).status).toBe(200);
    const late = await browser.call(`/api/admin/studio/questions/${id}`, { method: 'PUT', body: { ...body, marks: 4 } });
    expect(late.status).toBe(409);
    expect(await code(late)).toMatchObject({ code: 'edit_conflict', details: { currentVersion: detail.version + 1 } });
    const now = questionDetailSchema.parse(await (await browser.call(`/api/admin/studio/questions/${id}`)).json());
    expect(now.current.marks).toBe(3);
    expect((await browser.call('/api/admin/studio/questions/999999')).status).toBe(404);

    // Ten admins saving the same version at once: one wins, the rest are told, and one version is added.
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, i) => browser.call(`/api/admin/studio/questions/${id}`, { method: 'PUT', body: { ...body, stem: `${body.stem} (${i})`, version: now.version } })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    const after = questionDetailSchema.parse(await (await browser.call(`/api/admin/studio/questions/${id}`)).json());
    expect(after.version).toBe(now.version + 1);
    expect(after.current.revision).toBe(now.current.revision + 1);
  });

  it('checks a key with the engine’s marking: the marks an answer would get, before anything is saved', async () => {
    const { browser } = await admin();
    const check = async (question: QuestionBody, answer: unknown) => browser.call('/api/admin/studio/questions/check-key', { method: 'POST', body: { question, answer } });
    const marks = async (question: QuestionBody, answer: unknown) => checkedKeySchema.parse(await (await check(question, answer)).json());

    expect(await marks(single, { kind: 'single', choice: 'a' })).toEqual({ marks: 2, max: 2, outcome: 'correct', echo: null });
    expect(await marks(single, { kind: 'single', choice: 'b' })).toMatchObject({ marks: 0, outcome: 'wrong' });
    expect(await marks(numberQ, { kind: 'number', text: '1,200' })).toEqual({ marks: 2, max: 2, outcome: 'correct', echo: '1,200' });
    expect(await marks(numberQ, { kind: 'number', text: '12000' })).toMatchObject({ marks: 0, outcome: 'wrong' });
    expect(await marks(multi, { kind: 'multi', choices: ['a'] })).toMatchObject({ marks: 1, outcome: 'partial' });
    expect(
      await marks(journal, {
        kind: 'journal',
        lines: [
          { account: 'acc1', side: 'debit', amount: '20,000' },
          { account: 'acc2', side: 'credit', amount: '20000' },
        ],
      }),
    ).toMatchObject({ marks: 2, outcome: 'correct' });
    expect(await marks(written, { kind: 'written', text: 'An entity continues in operation.' })).toMatchObject({ marks: 0, outcome: 'self_mark' });
    // The draft may lack its worked answer, not a fitting key; the answer must fit the question.
    expect((await check({ ...single, stem: '', explanation: '' }, { kind: 'single', choice: 'a' })).status).toBe(200);
    expect((await code(await check({ ...single, key: { kind: 'single', correct: 'q' } }, { kind: 'single', choice: 'a' }))).code).toBe('question_key_mismatch');
    expect((await code(await check(numberQ, { kind: 'number', text: '1,2,00' }))).code).toBe('answer_invalid');
  });

  it('lists with filters and retires a question out of the active bank', async () => {
    const { browser } = await admin();
    const { subject, exam } = await paper();
    const list = async (query: string) => questionListSchema.parse(await (await browser.call(`/api/admin/studio/questions?paper=${subject.slug}${query}`)).json());
    expect((await list('')).total).toBe(6);
    expect((await list('&kind=number')).questions.map((q) => q.kind)).toEqual(['number']);
    expect((await list('&difficulty=challenging')).total).toBe(2);
    expect((await list('&q=going%20concern')).questions.map((q) => q.kind)).toEqual(['written']);
    expect((await list('&q=100%25')).total).toBe(0);

    const number = (await list('&kind=number')).questions[0]!;
    const retired = await browser.call(`/api/admin/studio/questions/${number.id}/active`, { method: 'POST', body: { active: false, version: number.version } });
    expect(retired.status).toBe(200);
    expect((await list('')).total).toBe(5);
    expect((await list('&status=retired')).questions.map((q) => q.id)).toEqual([number.id]);
    expect((await t.services.exams.pool(subject.id)).some((q) => q.questionId === number.id)).toBe(false);
    // A student's results that used it are untouched: the exam still starts with its fixed list.
    const { browser: student } = await signedInAs(t.request, t.services.auth, 'student');
    expect((await student.call(`/api/exams/${exam.slug}/attempts`, { method: 'POST' })).status).toBe(201);
    const audit = await t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'question').where('target_id', '=', String(number.id)).execute();
    expect(audit.map((a) => a.action)).toEqual(['content.deleted']);
  });

  it('imports from the CSV template all or nothing, naming every bad row before anything is saved', async () => {
    const { browser } = await admin();
    const { subject, areas } = await paper();
    const template = await browser.call('/api/admin/studio/questions/import/template.csv');
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toContain('text/csv');
    const rows = parseCsv(await template.text())!;
    expect(rows[0]).toEqual([...IMPORT_COLUMNS]);
    const kindAt = IMPORT_COLUMNS.indexOf('kind');
    expect(rows.slice(1).flatMap((r) => (r[kindAt] ? [r[kindAt]] : []))).toEqual(['single', 'multi', 'number', 'table', 'journal', 'written']);

    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('questions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('subject_id', '=', subject.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const upload = (csv: string, dryRun = false) =>
      browser.send(`/api/admin/studio/questions/import${dryRun ? '?dryRun=1' : ''}`, { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: csv });
    // A file made from the older template (no example or part columns) still imports.
    const header = 'paper,area,difficulty,kind,marks,stem,options,correct,answer,tolerance,prefix,suffix,partial_credit,explanation';
    const good = (stem: string) => `${subject.slug},${areas[1]!.name},standard,single,2,"${stem}",Debit | Credit | Either,A,,,,,,"${explanation}"`;
    const file = [
      header,
      good('First imported question: which side records an asset?'),
      `${subject.slug},2,foundation,single,2,"Second, with a bad key",Debit | Credit,E,,,,,,"${explanation}"`,
      `no-such-paper,1,standard,number,2,What is it?,,,"1,200",,,,,"${explanation}"`,
      `${subject.slug},1,standard,journal,2,A journal,,,,,,,,"${explanation}"`,
      `${subject.slug},1,standard,number,2,"Within a band","",,"(1,500)",2%,Tk,,,"${explanation}"`,
    ].join('\r\n');
    const before = await count();

    const checked = importResultSchema.parse(await (await upload(file, true)).json());
    expect(checked).toMatchObject({ imported: false, rows: 5 });
    expect(checked.errors.map((e) => [e.row, e.column, e.code])).toEqual([
      [3, 'correct', 'question_key_mismatch'],
      [4, 'paper', 'subject_not_found'],
      [5, 'part', 'question_layout_invalid'],
    ]);

    const refused = await upload(file);
    expect(refused.status).toBe(422);
    const error = await code(refused);
    expect(error.code).toBe('import_rows_invalid');
    expect(error.details?.errors?.map((e) => e.row)).toEqual([3, 4, 5]);
    expect(await count()).toBe(before);

    const fixed = [header, good('First imported question: which side records an asset?'), good('Second imported question: which side records an expense?'), file.split('\r\n')[5]].join('\r\n');
    const imported = await upload(fixed);
    expect(imported.status).toBe(201);
    const result = importResultSchema.parse(await imported.json());
    expect(result).toMatchObject({ imported: true, rows: 3, errors: [] });
    expect(await count()).toBe(before + 3);
    const banded = questionDetailSchema.parse(await (await browser.call(`/api/admin/studio/questions/${result.questionIds[2]}`)).json());
    expect(banded.current.key).toEqual({ kind: 'number', answer: -1500, tolerance: { kind: 'relative', amount: 0.02 } });
    expect(banded.area.id).toBe(areas[0]!.id);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'details']).where('action', '=', 'content.imported').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ count: 3 });

    // The template as it is holds only its examples, which are never imported.
    const bare = await upload(rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(',')).join('\n'), true);
    expect([bare.status, (await code(bare)).code]).toEqual([400, 'import_file_invalid']);
    for (const broken of ['paper,area\nx,y', 'just "one, open quote', '']) {
      const res = await upload(broken);
      expect((await code(res)).code).toBe('import_file_invalid');
    }
    const json = await browser.call('/api/admin/studio/questions/import', { method: 'POST', body: { rows: [] } });
    expect((await code(json)).code).toBe('import_file_invalid');
  });

  it('imports an Excel workbook the same way: its template downloads, a bad row is named and nothing saved, a good file is saved whole', async () => {
    const { browser } = await admin();
    const { subject, areas } = await paper();
    const template = await browser.call('/api/admin/studio/questions/import/template.xlsx');
    expect(template.status).toBe(200);
    expect(template.headers.get('content-type')).toBe(XLSX_TYPE);
    const rows: string[][] = [];
    for await (const { cells } of xlsxRows(new Uint8Array(await template.arrayBuffer()))) rows.push(cells);
    expect(rows[0]).toEqual([...IMPORT_COLUMNS]);
    const kindAt = IMPORT_COLUMNS.indexOf('kind');
    expect(rows.slice(1).flatMap((r) => (r[kindAt] ? [r[kindAt]] : []))).toEqual(['single', 'multi', 'number', 'table', 'journal', 'written']);

    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('questions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('subject_id', '=', subject.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const upload = async (table: string[][]) =>
      browser.send('/api/admin/studio/questions/import', { method: 'POST', headers: { 'Content-Type': XLSX_TYPE }, body: (await writeXlsx(table)) as Uint8Array<ArrayBuffer> });
    const row = (stem: string, correct: string) =>
      IMPORT_COLUMNS.map(
        (column) =>
          ({ paper: subject.slug, area: areas[0]!.name, difficulty: 'foundation', kind: 'single', marks: '2', stem, options: 'Debit | Credit | Either', correct, explanation })[column as string] ?? '',
      );
    const before = await count();
    const refused = await upload([rows[0]!, row('From a workbook: which side records an asset?', 'A'), row('From a workbook: a bad key', 'Z')]);
    expect(refused.status).toBe(422);
    expect((await code(refused)).details?.errors?.map((e) => [e.row, e.column])).toEqual([[3, 'correct']]);
    expect(await count()).toBe(before);
    const imported = await upload([rows[0]!, row('From a workbook: which side records an asset?', 'A'), row('From a workbook: which side records an expense?', 'a')]);
    expect(imported.status).toBe(201);
    expect(await count()).toBe(before + 2);
    // The template's own rows come first in its sheet and are passed over.
    const below = await upload([...rows, row('From a workbook: below the examples', 'A')]);
    expect(importResultSchema.parse(await below.json())).toMatchObject({ imported: true, questionIds: [expect.any(Number)], examples: expect.arrayContaining([2, 3]) });
    expect(await count()).toBe(before + 3);

    const notAWorkbook = await browser.send('/api/admin/studio/questions/import', { method: 'POST', headers: { 'Content-Type': XLSX_TYPE }, body: 'paper,area' });
    expect((await code(notAWorkbook)).code).toBe('import_file_invalid');
  });

  it('refuses a CSV or a workbook of more than 500 questions as soon as the 501st is read, and saves nothing', { timeout: 60_000 }, async () => {
    const { browser } = await admin();
    const { subject, areas } = await paper();
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('questions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('subject_id', '=', subject.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const header = ['paper', 'area', 'difficulty', 'kind', 'marks', 'stem', 'options', 'correct', 'answer', 'tolerance', 'prefix', 'suffix', 'partial_credit', 'explanation'];
    const table = [
      header,
      ...Array.from({ length: 2_000 }, (_, i) => [
        subject.slug,
        areas[0]!.name,
        'foundation',
        'single',
        '1',
        `Question ${i}: which side records an asset?`,
        'Debit | Credit',
        'A',
        '',
        '',
        '',
        '',
        '',
        explanation,
      ]),
    ];
    const before = await count();
    const send = (type: string, body: string | Uint8Array<ArrayBuffer>) => browser.send('/api/admin/studio/questions/import?dryRun=1', { method: 'POST', headers: { 'Content-Type': type }, body });
    const csv = await send('text/csv', table.map(toCsvRow).join('\r\n'));
    expect([csv.status, (await code(csv)).code]).toEqual([413, 'import_too_large']);
    const workbook = await send(XLSX_TYPE, (await writeXlsx(table)) as Uint8Array<ArrayBuffer>);
    expect([workbook.status, (await code(workbook)).code]).toEqual([413, 'import_too_large']);
    // 500 is allowed (a dry run checks every row).
    const fits = await send('text/csv', table.slice(0, 501).map(toCsvRow).join('\r\n'));
    expect(fits.status).toBe(200);
    expect(((await fits.json()) as { rows: number }).rows).toBe(500);
    expect(await count()).toBe(before);
  });
});

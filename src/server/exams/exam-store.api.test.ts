import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../testing/count-statements';
import { insertExamWithBank } from '../testing/exam-factory';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-database';
import { ExamStore } from './exam-store';
import { reviseQuestion } from './revise-question';

describe.each(testDatabaseKinds())('the exam store on %s', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind, { countStatements: true });
  });
  afterAll(async () => t?.destroy());

  const poolReads = (statements: string[]) => statements.filter((s) => /from "questions"/i.test(s) && !/exam_questions/i.test(s));

  it("reads a paper's pool on its first start only, that paper's questions only, once for twenty starts at once", async () => {
    const store = new ExamStore(t.db);
    const a = await insertExamWithBank(t.db, store);
    const b = await insertExamWithBank(t.db, store);
    const questionsOf = async (subjectId: number) =>
      (await t.db.selectFrom('questions').select('id').where('subject_id', '=', subjectId).where('active', '=', 1).orderBy('id').execute()).map((q) => q.id);

    // Loading the exams reads no pool.
    expect(poolReads(await countStatements(t.db, () => store.all()))).toEqual([]);
    let pools: { questionId: number }[][] = [];
    const first = await countStatements(t.db, async () => {
      pools = await Promise.all(Array.from({ length: 20 }, () => store.pool(a.subject.id)));
    });
    expect(poolReads(first)).toHaveLength(1);
    expect(poolReads(first)[0]).toMatch(/subject_id/);
    for (const pool of pools) expect(pool.map((q) => q.questionId)).toEqual(await questionsOf(a.subject.id));
    expect(poolReads(await countStatements(t.db, () => store.pool(a.subject.id)))).toEqual([]);
    expect((await store.pool(b.subject.id)).map((q) => q.questionId)).toEqual(await questionsOf(b.subject.id));

    // A change of exams drops every pool: the next start reads its paper again and sees the change.
    const dropped = (await questionsOf(a.subject.id))[0]!;
    await t.db.updateTable('questions').set({ active: 0 }).where('id', '=', dropped).execute();
    await store.invalidate();
    const again = await countStatements(t.db, () => store.pool(a.subject.id));
    expect(poolReads(again)).toHaveLength(1);
    expect((await store.pool(a.subject.id)).map((q) => q.questionId)).toEqual(await questionsOf(a.subject.id));
    expect((await store.pool(a.subject.id)).map((q) => q.questionId)).not.toContain(dropped);
  });

  it("gives each pool question its current version's kind and marks, as a revision leaves them", async () => {
    const store = new ExamStore(t.db);
    const { subject } = await insertExamWithBank(t.db, store);
    const kindsAndMarks = async () =>
      (
        await t.db
          .selectFrom('questions as q')
          .innerJoin('question_versions as v', 'v.id', 'q.current_version_id')
          .select(['q.id', 'q.current_version_id', 'v.kind', 'v.marks'])
          .where('q.subject_id', '=', subject.id)
          .orderBy('q.id')
          .execute()
      ).map((r) => ({ questionId: r.id, versionId: r.current_version_id, kind: r.kind, marks: r.marks }));
    const shown = async () => (await store.pool(subject.id)).map(({ questionId, versionId, kind, marks }) => ({ questionId, versionId, kind, marks }));
    expect(await shown()).toEqual(await kindsAndMarks());

    // An editor turns the single-choice question into a number question worth 5.
    const [first] = await store.pool(subject.id);
    await reviseQuestion(t.db, store, {
      questionId: first!.questionId,
      revision: {
        marks: 5,
        stem: 'Tk 100 a month for a year?',
        content: { kind: 'number', prefix: 'Tk' },
        key: { kind: 'number', answer: 1200, tolerance: { kind: 'absolute', amount: 0 } },
        explanation: 'Twelve months.',
      },
    });
    const revised = (await shown()).find((q) => q.questionId === first!.questionId)!;
    expect(revised).toMatchObject({ kind: 'number', marks: 5 });
    expect(revised.versionId).not.toBe(first!.versionId);
    expect(await shown()).toEqual(await kindsAndMarks());
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements } from '../testing/count-statements';
import { insertExamWithBank } from '../testing/exam-factory';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../testing/test-database';
import { ExamStore } from './exam-store';

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
});

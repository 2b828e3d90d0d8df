import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExamStore } from '../../exams/exam-store';
import { insertExamWithBank } from '../../testing/exam-factory';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import { down, up } from './0035-question-pool-columns';

describe.each(testDatabaseKinds())("questions keep their current version's kind and marks (%s)", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.destroy());

  it("fills them from each question's current version, leaving a question without one empty", async () => {
    const { subject } = await insertExamWithBank(t.db, new ExamStore(t.db));
    const unversioned = await t.db
      .insertInto('questions')
      .values({
        subject_id: subject.id,
        area_id: (await t.db.selectFrom('questions').select('area_id').where('subject_id', '=', subject.id).executeTakeFirstOrThrow()).area_id,
        ref: 'no-version',
        difficulty: 'standard',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const expected = (
      await t.db
        .selectFrom('questions as q')
        .innerJoin('question_versions as v', 'v.id', 'q.current_version_id')
        .select(['q.id', 'v.kind', 'v.marks'])
        .where('q.subject_id', '=', subject.id)
        .orderBy('q.id')
        .execute()
    ).map((r) => ({ id: r.id, current_kind: r.kind, current_marks: r.marks }));
    expect(expected.length).toBeGreaterThan(3);

    const migration = t.db as unknown as Parameters<typeof up>[0];
    await down(migration);
    await up(migration);
    const kept = await t.db.selectFrom('questions').select(['id', 'current_kind', 'current_marks']).where('subject_id', '=', subject.id).orderBy('id').execute();
    expect(kept.filter((r) => r.id !== unversioned.id)).toEqual(expected);
    expect(kept.find((r) => r.id === unversioned.id)).toEqual({ id: unversioned.id, current_kind: null, current_marks: null });
  });
});

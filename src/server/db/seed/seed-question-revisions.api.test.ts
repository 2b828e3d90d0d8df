import { describe, expect, it } from 'vitest';
import type { QuestionContent } from '../../../contracts/exam-schemas';
import { addQuestionVersion } from '../../exams/revise-question';
import type { AnswerKey } from '../../exams/question-key';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import type { SeedBank } from './exam-bank/bank-types';
import { SEED_BANKS } from './exam-bank/index';
import { bodyDigest, seedBody } from './exam-bank/seed-digest';
import { seedExams } from './seed-exams';
import { seedQuestionRevisions } from './seed-question-revisions';
import { seedSubjects } from './seed-subjects';

describe.each(testDatabaseKinds())('bank revisions reaching a seeded database (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });

  it('adds the revised wording as a new version where the seed’s old wording is current, leaves an admin’s edit alone, and adds nothing the second time', async () => {
    const bank = SEED_BANKS.find((b) => b.subject === 'corporate-law-practices')!;
    // The database was seeded when two questions read differently.
    const old: SeedBank = { ...bank, questions: bank.questions.map((q) => (q.ref === 'clp-016' || q.ref === 'clp-001' ? { ...q, stem: `An earlier wording. ${q.stem}` } : q)) };
    await seedSubjects(t.db);
    await seedExams(t.db, [old]);
    const current = async (ref: string) =>
      t.db
        .selectFrom('questions')
        .innerJoin('question_versions', 'question_versions.id', 'questions.current_version_id')
        .select(['questions.id', 'question_versions.version', 'question_versions.stem', 'question_versions.explanation'])
        .where('questions.ref', '=', ref)
        .executeTakeFirstOrThrow();
    const superseded = (ref: string) => [bodyDigest(seedBody(old.questions.find((q) => q.ref === ref)!))];
    const revisions = { 'corporate-law-practices': { 'clp-016': superseded('clp-016'), 'clp-001': superseded('clp-001') } };

    // An admin reworded clp-001 in the studio meanwhile.
    const edited = await current('clp-001');
    const body = seedBody(old.questions.find((q) => q.ref === 'clp-001')!);
    await addQuestionVersion(t.db, edited.id, {
      marks: body.marks,
      stem: 'The admin’s own wording.',
      content: JSON.parse(body.content) as QuestionContent,
      key: JSON.parse(body.answer_key) as AnswerKey,
      explanation: body.explanation,
    });
    const before = await current('clp-016');

    expect(await seedQuestionRevisions(t.db, [bank], revisions)).toBe(1);
    const revised = await current('clp-016');
    expect(revised).toMatchObject({ id: before.id, version: 2, stem: bank.questions.find((q) => q.ref === 'clp-016')!.stem });
    expect(revised.stem).toContain('never communicated to the seller');
    expect(revised.explanation).toContain('s.15(h)');
    // The old version is kept as it was, for the attempts that were given it.
    const first = await t.db.selectFrom('question_versions').select('stem').where('question_id', '=', before.id).where('version', '=', 1).executeTakeFirstOrThrow();
    expect(first.stem).toBe(before.stem);
    expect(await current('clp-001')).toMatchObject({ version: 2, stem: 'The admin’s own wording.' });

    expect(await seedQuestionRevisions(t.db, [bank], revisions)).toBe(0);
    expect((await current('clp-016')).version).toBe(2);
  });
});

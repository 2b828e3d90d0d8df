import { addQuestionVersion } from '../../exams/revise-question';
import type { AnswerKey } from '../../exams/question-key';
import type { QuestionContent } from '../../../contracts/exam-schemas';
import type { Db } from '../database';
import type { SeedBank } from './exam-bank/bank-types';
import { SEED_BANKS } from './exam-bank/index';
import { BANK_REVISIONS, type BankRevisions } from './exam-bank/revisions';
import { bodyDigest, seedBody } from './exam-bank/seed-digest';

/**
 * Brings bank questions the seed wrote before they were revised up to the
 * bank's wording, as a new version (seeding never overwrites a row: attempts
 * keep the version they were given, and exams drawn from now on use the new
 * one). Only a question whose current version is exactly an earlier seed
 * wording listed in revisions.ts is revised; one an admin edited keeps the
 * admin's version, and a second run finds nothing to do. Runs at start,
 * before any process serves, so no exam store holds the old version.
 */
export async function seedQuestionRevisions(db: Db, banks: SeedBank[] = SEED_BANKS, revisions: BankRevisions = BANK_REVISIONS): Promise<number> {
  let revised = 0;
  for (const bank of banks) {
    const superseded = revisions[bank.subject];
    if (!superseded) continue;
    const questions = bank.questions.filter((q) => superseded[q.ref]);
    if (questions.length === 0) continue;
    revised += await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('questions')
        .innerJoin('subjects', 'subjects.id', 'questions.subject_id')
        .innerJoin('question_versions', 'question_versions.id', 'questions.current_version_id')
        .select([
          'questions.id',
          'questions.ref',
          'question_versions.kind',
          'question_versions.marks',
          'question_versions.stem',
          'question_versions.content',
          'question_versions.answer_key',
          'question_versions.explanation',
        ])
        .where('subjects.slug', '=', bank.subject)
        .where(
          'questions.ref',
          'in',
          questions.map((q) => q.ref),
        )
        .execute();
      let count = 0;
      for (const row of rows) {
        const q = questions.find((each) => each.ref === row.ref)!;
        if (!superseded[q.ref]!.includes(bodyDigest(row))) continue;
        const body = seedBody(q);
        await addQuestionVersion(trx, row.id, {
          marks: body.marks,
          stem: body.stem,
          content: JSON.parse(body.content) as QuestionContent,
          key: JSON.parse(body.answer_key) as AnswerKey,
          explanation: body.explanation,
        });
        // An editor opened on the old wording must reload before saving over the new one (edit_conflict).
        await trx
          .updateTable('questions')
          .set((eb) => ({ version: eb('version', '+', 1) }))
          .where('id', '=', row.id)
          .execute();
        count += 1;
      }
      return count;
    });
  }
  return revised;
}

import crypto from 'node:crypto';
import type { CreateQuestion, SavedQuestion } from '../../../contracts/studio-question-schemas';
import type { Actor } from '../../admin/audit';
import { recordAudit } from '../../admin/audit';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { ExamStore } from '../../exams/exam-store';
import { addQuestionVersion } from '../../exams/revise-question';
import { assertAreaOfPaper, assertQuestionFits } from './question-fits';

/** A ref for a question written in the studio; the seed's refs ("acc-017") never take this form. */
export const studioRef = () => `studio-${crypto.randomBytes(5).toString('hex')}`;

/** Adds a question to the bank as version 1, active at once (blueprints may draw it from now on). */
export async function createQuestion(db: Db, store: ExamStore, { actor, input }: { actor: Actor; input: CreateQuestion }): Promise<SavedQuestion> {
  assertQuestionFits(input);
  const saved = await db.transaction().execute(async (trx) => {
    const subject = await trx.selectFrom('subjects').select('id').where('slug', '=', input.paper).executeTakeFirst();
    if (!subject) throw new AppError('subject_not_found', undefined, { field: 'paper' });
    await assertAreaOfPaper(trx, subject.id, input.areaId);
    const { id } = await trx
      .insertInto('questions')
      .values({ subject_id: subject.id, area_id: input.areaId, ref: studioRef(), difficulty: input.difficulty })
      .returning('id')
      .executeTakeFirstOrThrow();
    const made = await addQuestionVersion(trx, id, input);
    await recordAudit(trx, { actor, action: 'content.created', target: { type: 'question', id: String(id) }, details: { paper: input.paper, kind: input.content.kind } });
    return { id, version: 1, revision: made.version, newRevision: true };
  });
  await store.invalidate();
  return saved;
}

import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import { readBlueprint } from '../../exams/read-blueprint';
import { blueprintAvailability } from './blueprint-availability';

/** The published blueprint exams of a paper the bank cannot fill now. */
export async function shortBlueprints(trx: Db, subjectId: number): Promise<{ id: number; title: string }[]> {
  const exams = await trx
    .selectFrom('exams')
    .select(['id', 'title', 'blueprint'])
    .where('subject_id', '=', subjectId)
    .where('selection', '=', 'blueprint')
    .where('published', '=', 1)
    .where('deleted_at', 'is', null)
    .execute();
  const short: { id: number; title: string }[] = [];
  for (const exam of exams) {
    const availability = await blueprintAvailability(trx, subjectId, readBlueprint(exam.blueprint));
    if (!availability.fillable) short.push({ id: exam.id, title: exam.title });
  }
  return short;
}

/**
 * Guards a change to a paper's bank (a question retired, or moved to another
 * area or difficulty): call `before` ahead of the change and `after` once it
 * is made, in the same transaction. A published blueprint the bank filled
 * before and cannot fill after refuses the change, so no student starts a
 * mock that comes up short; one that was short already is not the change's doing.
 */
export async function guardPublishedBlueprints(trx: Db, subjectId: number) {
  const before = new Set((await shortBlueprints(trx, subjectId)).map((e) => e.id));
  return {
    async after(): Promise<void> {
      const short = (await shortBlueprints(trx, subjectId)).filter((e) => !before.has(e.id));
      if (short.length > 0) {
        throw new AppError('blueprint_unfillable', `This change would leave the published exam “${short[0]!.title}” without enough questions. Add questions or unpublish the exam first.`, {
          exams: short,
        });
      }
    },
  };
}

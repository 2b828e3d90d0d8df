import type { Db } from '../../db/database';
import { shortBlueprints } from '../exams/published-blueprints';
import type { Selected } from './bulk-selection';

type Short = { id: number; title: string }[];

/**
 * Makes a change to some of one paper's questions that may take them out
 * of a published blueprint's reach (retiring, moving to another area),
 * judged as a single retire or move is (studio/exams/published-blueprints.ts):
 * a published blueprint exam the bank fills before must still be filled
 * after; one short already is not the change's doing. The whole batch is
 * tried first; when it leaves an exam short, it is undone and the
 * questions are tried one at a time in the order named, each kept only
 * when no exam comes up short with it, so what is refused is exactly the
 * questions that would break an exam, each with the exams it would leave
 * short. `apply` and `undo` run in the caller's transaction.
 */
export async function changeKeepingBlueprints(
  trx: Db,
  subjectId: number,
  questions: Selected[],
  { apply, undo }: { apply: (ids: number[]) => Promise<void>; undo: (ids: number[]) => Promise<void> },
): Promise<{ kept: Selected[]; refused: { question: Selected; exams: Short }[] }> {
  if (questions.length === 0) return { kept: [], refused: [] };
  const before = new Set((await shortBlueprints(trx, subjectId)).map((e) => e.id));
  const newlyShort = async () => (await shortBlueprints(trx, subjectId)).filter((e) => !before.has(e.id));

  await apply(questions.map((q) => q.id));
  if ((await newlyShort()).length === 0) return { kept: questions, refused: [] };
  await undo(questions.map((q) => q.id));

  const kept: Selected[] = [];
  const refused: { question: Selected; exams: Short }[] = [];
  for (const question of questions) {
    await apply([question.id]);
    const short = await newlyShort();
    if (short.length === 0) kept.push(question);
    else {
      await undo([question.id]);
      refused.push({ question, exams: short });
    }
  }
  return { kept, refused };
}

import type { SavedScript, SaveScript } from '../../contracts/marking-schemas';
import type { MarkingScope } from '../access/marking-scope';
import { AppError } from '../errors';
import type { ExamStore } from '../exams/exam-store';
import { marksReleasedMail } from '../mail/templates';
import { awardAfterExam } from '../certificates/award-certificate';
import type { Services } from '../services';
import { awardMarks } from './award-marks';
import { loadScript, tutorPositions } from './load-script';
import { releaseMarks } from './release-marks';

/**
 * Saves a script's marks and comments as a draft, or releases them. The
 * marker sends the revision they opened; the script moves on only from
 * that revision (a conditional update), so a save made from an older copy
 * (another tutor saved in between) is refused with `script_changed` and
 * nothing of it is written, and of twenty concurrent releases one releases
 * and emails the student. A release needs every written answer marked,
 * by this save or an earlier one.
 */
export async function saveScript(
  { db, mailer, publicUrl }: Pick<Services, 'db' | 'mailer' | 'publicUrl'>,
  store: ExamStore,
  scope: MarkingScope,
  { number, marker, input, now = new Date() }: { number: number; marker: { id: string; name: string }; input: SaveScript; now?: Date },
): Promise<SavedScript> {
  const loaded = await loadScript(db, store, scope, number);
  if (loaded.script.state === 'released') throw new AppError('script_released');
  const positions = new Map(tutorPositions(loaded.marking).map((m) => [m.position, m]));
  const given = new Map<number, { awards: string; hundredths: number; comment: string }>();
  for (const answer of input.answers) {
    const marked = positions.get(answer.position);
    const key = marked && loaded.versions.get(marked.versionId)?.key;
    if (!marked || !key || key.kind !== 'written' || given.has(answer.position)) throw new AppError('answer_invalid', 'Mark each written answer of this script once.');
    const { hundredths, awards } = awardMarks(key, marked.max, answer.awards);
    given.set(answer.position, { awards: JSON.stringify(awards), hundredths, comment: answer.comment });
  }

  const at = now.toISOString();
  const { attempt_id: attemptId } = loaded.script;
  // Read before the transaction: the store may read the database on its own connection, which on SQLite waits for the transaction to end.
  const exam = (await store.byId(loaded.script.exam_id))!;
  const sendMail = await db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('marking_scripts')
      .set((eb) => ({
        revision: eb('revision', '+', 1),
        state: input.release ? 'released' : 'draft',
        comment: input.comment,
        updated_at: at,
        ...(input.release ? { marked_by: marker.id, released_at: at } : {}),
      }))
      .where('id', '=', loaded.script.id)
      .where('revision', '=', input.revision)
      .where('state', '!=', 'released')
      .returning(['revision'])
      .executeTakeFirst();
    if (!moved) {
      const now = await trx.selectFrom('marking_scripts').select('state').where('id', '=', loaded.script.id).executeTakeFirst();
      throw new AppError(now?.state === 'released' ? 'script_released' : 'script_changed');
    }
    for (const [position, mark] of given) {
      await trx
        .insertInto('script_marks')
        .values({ script_id: loaded.script.id, position, awards: mark.awards, marks_hundredths: mark.hundredths, comment: mark.comment })
        .onConflict((oc) => oc.columns(['script_id', 'position']).doUpdateSet({ awards: mark.awards, marks_hundredths: mark.hundredths, comment: mark.comment }))
        .execute();
    }
    if (!input.release) return null;

    const saved = await trx.selectFrom('script_marks').select(['position', 'marks_hundredths']).where('script_id', '=', loaded.script.id).execute();
    const marks = new Map(saved.filter((s) => positions.has(s.position)).map((s) => [s.position, s.marks_hundredths]));
    if ([...positions.keys()].some((p) => !marks.has(p))) throw new AppError('script_incomplete');
    await releaseMarks(trx, { attemptId, userId: loaded.userId, marks, by: marker, now });
    const student = await trx.selectFrom('users').select(['name', 'email']).where('id', '=', loaded.userId).executeTakeFirstOrThrow();
    return mailer.queue(trx, [{ kind: 'marks_released', to: student.email, ...marksReleasedMail(student.name, exam.title, `${publicUrl}/examcl/${attemptId}`) }]);
  });
  if (sendMail) {
    await sendMail();
    // Released marks may turn the attempt into the pass a course's certificate asks for.
    await awardAfterExam({ db, mailer, publicUrl, exams: store }, { userId: loaded.userId, examId: exam.id, now });
  }
  return { revision: input.revision + 1, state: input.release ? 'released' : 'draft' };
}

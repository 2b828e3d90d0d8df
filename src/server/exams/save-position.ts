import { SAVE_GRACE_MS, type SavedPosition } from '../../contracts/exam-schemas';
import { loadOwnAttemptHeader } from '../access/own-attempt-header';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { ExamStore } from './exam-store';

/**
 * Records the question the student moved to, where the player reopens
 * after a reload or on another device. Whose attempt it is was settled by
 * loadOwnAttemptHeader (an attempt never changes hands); then one
 * conditional update of the attempt's own row, written only while it is
 * in progress and within its deadline plus the network grace (the window
 * answers are saved in), so a finished attempt keeps the place it ended at. It never touches an answer row, so it cannot lose, undo or
 * repeat an answer whatever order it arrives in beside the saves. The last
 * write wins: the place is where the student was most recently, on
 * whichever device.
 */
export async function savePosition(
  db: Db,
  store: ExamStore,
  { userId, attemptId, position, now = new Date() }: { userId: string; attemptId: string; position: number; now?: Date },
): Promise<SavedPosition> {
  const header = await loadOwnAttemptHeader(db, store, { userId, attemptId });
  if (position > header.paper.length) throw new AppError('position_out_of_range');
  const cutoff = new Date(now.getTime() - SAVE_GRACE_MS).toISOString();
  const written = await db
    .updateTable('exam_attempts')
    .set({ current_position: position })
    .where('id', '=', attemptId)
    .where('status', '=', 'in_progress')
    .where((eb) => eb.or([eb('deadline_at', 'is', null), eb('deadline_at', '>=', cutoff)]))
    .executeTakeFirst();
  if (Number(written.numUpdatedRows) === 1) return { position, recorded: true };
  const kept = await db.selectFrom('exam_attempts').select('current_position').where('id', '=', attemptId).executeTakeFirstOrThrow();
  return { position: kept.current_position, recorded: false };
}

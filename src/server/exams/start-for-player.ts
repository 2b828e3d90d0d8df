import type { AttemptPlayer } from '../../contracts/exam-schemas';
import type { Db } from '../db/database';
import type { ExamStore } from './exam-store';
import { getAttemptForPlayer, playerView } from './get-attempt';
import { startAttempt } from './start-attempt';

/**
 * Start as the player asks for it: the attempt and, in the same answer, the
 * player's view of it, so the player opens without a second request. At
 * 10:00:00 on exam day that halves the requests of the busiest seconds. A
 * new attempt's view comes from the paper just frozen (no query: nothing is
 * saved yet); a resumed one is read as GET /attempts/{id} reads it.
 */
export async function startForPlayer(
  db: Db,
  store: ExamStore,
  { userId, slug, now = new Date() }: { userId: string; slug: string; now?: Date },
): Promise<{ resumed: boolean; attempt: AttemptPlayer }> {
  const started = await startAttempt(db, store, { userId, slug, now });
  if (!started.resumed) return { resumed: false, attempt: playerView(started.view) };
  return { resumed: true, attempt: await getAttemptForPlayer(db, store, { userId, attemptId: started.attemptId, now }) };
}

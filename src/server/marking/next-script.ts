import { SCRIPT_OPEN_MINUTES } from '../../contracts/marking-schemas';
import type { Db } from '../db/database';

/**
 * The exam's oldest unreleased script other than `after`, skipping those
 * another marker opened in the last half hour: where "Mark next" goes, so
 * two tutors working one exam's queue do not land on the same script.
 */
export async function nextScript(db: Db, { examId, after, viewerId, now }: { examId: number; after?: { id: number }; viewerId: string; now: Date }): Promise<number | null> {
  const busySince = new Date(now.getTime() - SCRIPT_OPEN_MINUTES * 60_000).toISOString();
  let query = db
    .selectFrom('marking_scripts')
    .select('id')
    .where('exam_id', '=', examId)
    .where('state', '!=', 'released')
    .where((eb) => eb.or([eb('opened_by', 'is', null), eb('opened_by', '=', viewerId), eb('opened_at', '<', busySince)]))
    .orderBy('submitted_at')
    .orderBy('id')
    .limit(1);
  if (after) query = query.where('id', '!=', after.id);
  const row = await query.executeTakeFirst();
  return row?.id ?? null;
}

import type { Db } from '../db/database';
import type { JobKind } from './enqueue-job';
import type { ClaimedJob } from './claim-job';
import { updateHeldJob } from './held-job';

/**
 * Cancels a subject's live (queued or running) jobs of a kind, in one
 * conditional update, and answers how many. A running job's worker finds out
 * at its next heartbeat (every few seconds) and stops its work; it cannot
 * overwrite the cancellation, since every write it makes requires the job to
 * be still running and its own. Call it in the transaction that withdraws the
 * subject (a video asset marked cancelled), so both change together.
 */
export async function cancelJobs(db: Db, { kind, subjectId }: { kind: JobKind; subjectId: number }): Promise<number> {
  const at = new Date().toISOString();
  const cancelled = await db
    .updateTable('jobs')
    .set({ state: 'cancelled', finished_at: at, updated_at: at })
    .where('kind', '=', kind)
    .where('subject_id', '=', subjectId)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(cancelled.numUpdatedRows);
}

/** Cancels a job this worker holds whose work found its subject withdrawn (a video asset cancelled while it was being converted). */
export async function cancelHeldJob(db: Db, job: Pick<ClaimedJob, 'id' | 'workerId'>): Promise<boolean> {
  const at = new Date().toISOString();
  const cancelled = await updateHeldJob(db, job).set({ state: 'cancelled', finished_at: at, updated_at: at }).executeTakeFirst();
  return Number(cancelled.numUpdatedRows) > 0;
}

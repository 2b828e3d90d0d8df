import type { Db } from '../db/database';
import { databaseKind } from '../db/database';
import type { JobKind } from './enqueue-job';

/** A job this worker holds: its row is 'running' with claimed_by = workerId until it is settled. */
export type ClaimedJob = {
  id: number;
  kind: JobKind;
  subjectId: number;
  /** This attempt's number, 1 for the first. */
  attempt: number;
  maxAttempts: number;
  workerId: string;
};

/** How many times a claimer whose candidate was taken first looks again before saying there is nothing for it. */
const CANDIDATE_TRIES = 5;

/**
 * Claims the first due queued job of the given kinds (by priority, then
 * oldest due, jobs/job-rules.ts JOB_PRIORITY) for `workerId`, or
 * answers null when there is none. The claim is one conditional update
 * (`... where id = ? and state = 'queued'`): of any number of processes or
 * machines racing for a job, exactly one updates the row, and the others
 * update nothing and look for the next. On PostgreSQL the candidate is
 * chosen with FOR UPDATE SKIP LOCKED inside the same statement, so racing
 * claimers pick different jobs instead of colliding; the state condition
 * still decides, so correctness never rests on the lock.
 */
export async function claimJob(
  db: Db,
  { kinds, workerId, now = new Date(), skipLocked = databaseKind(db) === 'postgres' }: { kinds: readonly JobKind[]; workerId: string; now?: Date; skipLocked?: boolean },
): Promise<ClaimedJob | null> {
  if (kinds.length === 0) return null;
  const at = now.toISOString();
  const due = () =>
    db.selectFrom('jobs').select('id').where('state', '=', 'queued').where('kind', 'in', kinds).where('run_after', '<=', at).orderBy('priority').orderBy('run_after').orderBy('id').limit(1);
  const claim = (id: number | ReturnType<typeof due>) =>
    db
      .updateTable('jobs')
      .set((eb) => ({
        state: 'running',
        claimed_by: workerId,
        claimed_at: at,
        heartbeat_at: at,
        updated_at: at,
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', id)
      .where('state', '=', 'queued')
      .returning(['id', 'kind', 'subject_id', 'attempts', 'max_attempts'])
      .executeTakeFirst();
  for (let tries = 0; tries < CANDIDATE_TRIES; tries += 1) {
    let row: Awaited<ReturnType<typeof claim>>;
    if (skipLocked) {
      // One statement: the subquery locks the oldest due job no one else holds; an empty answer means there is none.
      row = await claim(due().forUpdate().skipLocked());
      if (!row) return null;
    } else {
      const candidate = await due().executeTakeFirst();
      if (!candidate) return null;
      row = await claim(candidate.id);
    }
    if (row) return { id: row.id, kind: row.kind as JobKind, subjectId: row.subject_id, attempt: row.attempts, maxAttempts: row.max_attempts, workerId };
  }
  return null;
}

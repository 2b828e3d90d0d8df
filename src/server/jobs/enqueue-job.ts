import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { JOB_PRIORITY } from './job-rules';

/** The kinds of background work; each has its runner (jobs/runner.ts). */
export type JobKind = 'transcode' | 'demo-video' | 'storage-sweep';

/**
 * Queues work on a subject (a video asset's id, say). A subject has at most
 * one live (queued or running) job of a kind: the partial unique index says
 * so, and a second enqueue while one is live does nothing. Call it inside the
 * transaction that creates the subject, so neither exists without the other.
 */
export async function enqueueJob(
  db: Kysely<Database>,
  { kind, subjectId, runAfter = new Date(), maxAttempts = 3 }: { kind: JobKind; subjectId: number; runAfter?: Date; maxAttempts?: number },
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('jobs')
    .values({
      kind,
      subject_id: subjectId,
      state: 'queued',
      priority: JOB_PRIORITY[kind],
      run_after: runAfter.toISOString(),
      max_attempts: maxAttempts,
      created_at: now,
      updated_at: now,
      claimed_by: null,
      claimed_at: null,
      heartbeat_at: null,
      failure: null,
      finished_at: null,
    })
    // SQLite matches a conflict target to a partial index only when the WHERE is written as the index's own,
    // with no bound parameters (`state in (?, ?)` finds no index and fails), so it is spelt out here.
    .onConflict((oc) =>
      oc
        .columns(['kind', 'subject_id'])
        .where(sql.ref('state'), 'in', sql`('queued', 'running')`)
        .doNothing(),
    )
    .execute();
}

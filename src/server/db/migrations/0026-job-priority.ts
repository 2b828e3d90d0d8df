import { sql, type Kysely } from 'kysely';

/**
 * `jobs.priority`: lower runs first, before the due time and the id. A fresh
 * install queues some 35 demo-video renders at its first start; claimed
 * oldest first, all of them (minutes of CPU) would run before the transcode
 * of a lecture an admin uploads meanwhile, and before the transcodes of the
 * demos already rendered. Existing demo renders take their kind's priority
 * (jobs/job-rules.ts JOB_PRIORITY). The claim index leads with it so the
 * runner's look-up stays an index walk.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update jobs set priority = 10 where kind = 'demo-video'`.execute(db);
  await db.schema.dropIndex('jobs_claim_idx').execute();
  await db.schema.createIndex('jobs_claim_idx').on('jobs').columns(['state', 'priority', 'run_after', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('jobs_claim_idx').execute();
  await db.schema.createIndex('jobs_claim_idx').on('jobs').columns(['state', 'run_after', 'id']).execute();
  await db.schema.alterTable('jobs').dropColumn('priority').execute();
}

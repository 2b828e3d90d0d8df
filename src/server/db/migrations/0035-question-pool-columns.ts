import { sql, type Kysely } from 'kysely';

/**
 * Each question keeps its current version's kind and marks beside the
 * pointer to that version, written in the same statement that moves the
 * pointer (exams/revise-question.ts, the seed). A blueprint's pool is then
 * read from the paper's questions alone: joining every question to its
 * version made PostgreSQL hash the whole bank's versions, content and all,
 * and SQLite read one version page per question, for each paper's first
 * start after a change of exams. Filled here from the versions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('questions').addColumn('current_kind', 'text').execute();
  await db.schema.alterTable('questions').addColumn('current_marks', 'integer').execute();
  await sql`update questions set
      current_kind = (select v.kind from question_versions v where v.id = questions.current_version_id),
      current_marks = (select v.marks from question_versions v where v.id = questions.current_version_id)
    where current_version_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('questions').dropColumn('current_marks').execute();
  await db.schema.alterTable('questions').dropColumn('current_kind').execute();
}

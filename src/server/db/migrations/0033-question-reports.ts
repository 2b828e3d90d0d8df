import { sql, type Kysely } from 'kysely';
import { columnTypes } from './types';

/**
 * Students' reports of a problem with a question, made from the review of
 * a finished attempt (docs/exams.md, "Question reports").
 *
 * A report names the question and, for the admin reading it, the attempt,
 * the position and the version the student was given. One report per
 * student and question is open at a time (a partial unique index): a second
 * report edits the first, whatever number of requests race. Resolving
 * (with a reply the student reads) or dismissing closes it, and it stays
 * as history; the student may then report the question again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const oneOf = (column: string, values: string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

  await db.schema
    .createTable('question_reports')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('version_id', 'integer', (c) => c.notNull().references('question_versions.id').onDelete('cascade'))
    .addColumn('attempt_id', 'text', (c) => c.notNull().references('exam_attempts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position > 0`))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull().check(oneOf('reason', ['wrong_key', 'unclear', 'typo', 'other'])))
    .addColumn('details', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(oneOf('status', ['open', 'resolved', 'dismissed'])),
    )
    // What the admin wrote back when resolving; the student reads it on their review.
    .addColumn('reply', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('closed_at', t.timestamp)
    .addColumn('closed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('question_reports_one_open').on('question_reports').columns(['user_id', 'question_id']).unique().where(sql.ref('status'), '=', 'open').execute();
  // The queue groups one status's reports by question; a question's page reads its own.
  await db.schema.createIndex('question_reports_queue').on('question_reports').columns(['status', 'question_id']).execute();
  await db.schema.createIndex('question_reports_question').on('question_reports').columns(['question_id', 'created_at']).execute();
  // A student's reports, shown on each review that has the question.
  await db.schema.createIndex('question_reports_student').on('question_reports').columns(['user_id', 'question_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('question_reports').execute();
}

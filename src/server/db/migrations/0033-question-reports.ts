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
 *
 * Beside the reports, a question's page shows its figures in every exam
 * that gave it. Computing an exam's figures reads all its attempts (most of
 * a second at 10,000), so each exam's are kept, per way of counting
 * attempts, in `exam_figure_snapshots`: one row every process reads, used
 * for a quarter of an hour while nothing an admin changed moved the exams'
 * shared version (server/exams/statistics/exam-figure-snapshots.ts).
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

  await db.schema
    .createTable('exam_figure_snapshots')
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id').onDelete('cascade'))
    .addColumn('attempts_used', 'text', (c) => c.notNull().check(oneOf('attempts_used', ['first', 'all'])))
    // The exams' shared version (cache_versions) the figures were computed under: an admin's change moves it.
    .addColumn('exams_version', 'integer', (c) => c.notNull())
    // Finished attempts there were, to say how many finished since.
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('computed_at', t.timestamp, (c) => c.notNull())
    // JSON: each question's row and versions (exam-question-figures.ts).
    .addColumn('figures', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('exam_figure_snapshots_pk', ['exam_id', 'attempts_used'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exam_figure_snapshots').execute();
  await db.schema.dropTable('question_reports').execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * Exams shaped like the real paper (docs/exams.md, "Sections"):
 *
 * - `exam_sections`: an exam's sections in order (Section A objective,
 *   Section B written), each with its instructions and suggested time.
 * - `exam_questions.section`: the section (its position) a fixed-list
 *   question belongs to; null when the exam has no sections. A blueprint
 *   row names its section in the blueprint's JSON, as it names its kind
 *   and unit.
 * - `exam_attempts.sections`: the sections as the attempt's paper was
 *   frozen (JSON: title, instructions, suggested minutes and the positions
 *   each holds), so an attempt keeps its headings whatever the exam becomes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('exam_sections')
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position > 0`))
    .addColumn('title', 'text', (c) => c.notNull().check(sql`length(title) > 0`))
    .addColumn('instructions', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('suggested_minutes', 'integer', (c) => c.notNull().check(sql`suggested_minutes > 0`))
    .addPrimaryKeyConstraint('exam_sections_pk', ['exam_id', 'position'])
    .execute();
  await db.schema
    .alterTable('exam_questions')
    .addColumn('section', 'integer', (c) => c.check(sql`section > 0`))
    .execute();
  await db.schema.alterTable('exam_attempts').addColumn('sections', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exam_attempts').dropColumn('sections').execute();
  await db.schema.alterTable('exam_questions').dropColumn('section').execute();
  await db.schema.dropTable('exam_sections').execute();
}

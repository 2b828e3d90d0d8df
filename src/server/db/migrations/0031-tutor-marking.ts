import { sql, type Kysely } from 'kysely';
import { columnTypes } from './types';

/**
 * Tutor marking (docs/exams.md, "Tutor marking"):
 *
 * - `exams.written_marking`: who marks an exam's written answers, the
 *   student against the guide (`self`, practice) or a tutor (`tutor`).
 * - `tutor_papers`: the papers an admin assigned to a tutor; `lead` lets
 *   the tutor moderate that paper's released scripts.
 * - `marking_scripts`: one per finished attempt of a tutor-marked exam with
 *   a written answer given. Its id is the script number tutors see instead
 *   of the student's name. `revision` moves on every save, so a save made
 *   from an older copy is refused rather than overwriting newer marks; the
 *   move to `released` is one conditional update, so a script is released
 *   (and its student emailed) once.
 * - `script_marks`: the tutor's marks and comment per written answer.
 * - `mark_changes`: every change to a mark after submission (release,
 *   moderation, regrade): who, when, from and to, and why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const oneOf = (column: string, values: string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

  await db.schema
    .alterTable('exams')
    .addColumn('written_marking', 'text', (c) =>
      c
        .notNull()
        .defaultTo('self')
        .check(oneOf('written_marking', ['self', 'tutor'])),
    )
    .execute();

  await db.schema
    .createTable('tutor_papers')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
    .addColumn('lead', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('tutor_papers_pk', ['user_id', 'subject_id'])
    .execute();
  await db.schema.createIndex('tutor_papers_subject').on('tutor_papers').column('subject_id').execute();

  await db.schema
    .createTable('marking_scripts')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('attempt_id', 'text', (c) => c.notNull().unique().references('exam_attempts.id').onDelete('cascade'))
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id').onDelete('cascade'))
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().check(oneOf('state', ['awaiting', 'draft', 'released'])))
    .addColumn('submitted_at', t.timestamp, (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('opened_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('opened_at', t.timestamp)
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('marked_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('released_at', t.timestamp)
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  // The queue: a paper's scripts still to release, oldest first; and an exam's released ones.
  await db.schema.createIndex('marking_scripts_queue').on('marking_scripts').columns(['subject_id', 'state', 'submitted_at']).execute();
  await db.schema.createIndex('marking_scripts_exam').on('marking_scripts').columns(['exam_id', 'state', 'submitted_at']).execute();

  await db.schema
    .createTable('script_marks')
    .addColumn('script_id', 'integer', (c) => c.notNull().references('marking_scripts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    // JSON: [{ pointId, marks }] awarded against the marking guide.
    .addColumn('awards', 'text', (c) => c.notNull())
    .addColumn('marks_hundredths', 'integer', (c) => c.notNull().check(sql`marks_hundredths >= 0`))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('script_marks_pk', ['script_id', 'position'])
    .execute();

  await db.schema
    .createTable('mark_changes')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('attempt_id', 'text', (c) => c.notNull().references('exam_attempts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull().check(oneOf('cause', ['release', 'moderation', 'regrade'])))
    .addColumn('changed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    // Kept as written when the person is gone.
    .addColumn('changed_by_name', 'text', (c) => c.notNull())
    .addColumn('changed_at', t.timestamp, (c) => c.notNull())
    // Null for a release: there was no mark before.
    .addColumn('from_hundredths', 'integer')
    .addColumn('to_hundredths', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('mark_changes_attempt').on('mark_changes').columns(['attempt_id', 'position', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['mark_changes', 'script_marks', 'marking_scripts', 'tutor_papers']) await db.schema.dropTable(table).execute();
  await db.schema.alterTable('exams').dropColumn('written_marking').execute();
}

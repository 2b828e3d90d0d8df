import { sql, type Kysely } from 'kysely';
import { columnTypes } from './types';

/**
 * The exam engine: a versioned question bank, exams (fixed list or
 * blueprint), attempts with their frozen paper and server-side deadline,
 * and one row per answered question.
 *
 * Rules the database enforces, so two tabs or twenty concurrent requests
 * cannot break them: one attempt in progress per student and exam (a
 * partial unique index); attempt numbers unique per student and exam, so
 * the attempt limit holds; one row per attempt and question.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const oneOf = (column: string, values: string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;

  await db.schema
    .createTable('questions')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
    .addColumn('area_id', 'integer', (c) => c.notNull().references('syllabus_areas.id'))
    // How the seed and imports find a question again; unique within its paper.
    .addColumn('ref', 'text', (c) => c.notNull())
    .addColumn('difficulty', 'text', (c) => c.notNull().check(oneOf('difficulty', ['foundation', 'standard', 'challenging'])))
    .addColumn('current_version_id', 'integer')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addUniqueConstraint('questions_subject_ref', ['subject_id', 'ref'])
    .execute();
  await db.schema.createIndex('questions_pool').on('questions').columns(['area_id', 'difficulty']).execute();

  // A version is never changed once written: an attempt keeps the versions it was given.
  await db.schema
    .createTable('question_versions')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['single', 'multi', 'number', 'table', 'journal', 'written'])))
    .addColumn('marks', 'integer', (c) => c.notNull().check(sql`marks > 0`))
    .addColumn('stem', 'text', (c) => c.notNull())
    // JSON: what the student sees (options with ids, table layout, accounts).
    .addColumn('content', 'text', (c) => c.notNull())
    // JSON: the answer key and marking rules; never sent to a player.
    .addColumn('answer_key', 'text', (c) => c.notNull())
    .addColumn('explanation', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addUniqueConstraint('question_versions_number', ['question_id', 'version'])
    .execute();

  await db.schema
    .createTable('exams')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id').onDelete('cascade'))
    .addColumn('area_id', 'integer', (c) => c.references('syllabus_areas.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', ['mock', 'practice', 'quiz'])))
    // Null: untimed.
    .addColumn('duration_minutes', 'integer', (c) => c.check(sql`duration_minutes is null or duration_minutes > 0`))
    .addColumn('pass_percent', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(50)
        .check(sql`pass_percent between 0 and 100`),
    )
    // Null: unlimited.
    .addColumn('attempts_allowed', 'integer', (c) => c.check(sql`attempts_allowed is null or attempts_allowed > 0`))
    .addColumn('opens_at', t.timestamp)
    .addColumn('closes_at', t.timestamp)
    .addColumn('shuffle_options', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('review_policy', 'text', (c) => c.notNull().check(oneOf('review_policy', ['after_submit', 'after_close', 'never'])))
    .addColumn('access', 'text', (c) => c.notNull().check(oneOf('access', ['everyone', 'enrolled'])))
    .addColumn('selection', 'text', (c) => c.notNull().check(oneOf('selection', ['fixed', 'blueprint'])))
    // JSON for a blueprint: [{ areaId, difficulty | null, count }].
    .addColumn('blueprint', 'text')
    .addColumn('question_count', 'integer', (c) => c.notNull())
    .addColumn('total_marks', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull().defaultTo(t.now))
    .execute();
  await db.schema.createIndex('exams_subject').on('exams').columns(['subject_id', 'position']).execute();

  await db.schema
    .createTable('exam_questions')
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question_id', 'integer', (c) => c.notNull().references('questions.id'))
    .addPrimaryKeyConstraint('exam_questions_pk', ['exam_id', 'position'])
    .execute();

  // The courses whose students may sit an enrolled-only exam; course pages list them.
  await db.schema
    .createTable('exam_courses')
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('exam_courses_pk', ['exam_id', 'course_id'])
    .execute();
  await db.schema.createIndex('exam_courses_course').on('exam_courses').column('course_id').execute();

  await db.schema
    .createTable('exam_attempts')
    // Random and unguessable: it is in the player's address.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull().check(sql`number > 0`))
    .addColumn('status', 'text', (c) => c.notNull().check(oneOf('status', ['in_progress', 'submitted'])))
    .addColumn('started_at', t.timestamp, (c) => c.notNull())
    // Null for an untimed exam that has no closing date.
    .addColumn('deadline_at', t.timestamp)
    .addColumn('finished_at', t.timestamp)
    .addColumn('finished_by', 'text', (c) => c.check(sql`finished_by is null or finished_by in ('student', 'time')`))
    // JSON: the frozen paper, [{ questionId, versionId, order? }].
    .addColumn('paper', 'text', (c) => c.notNull())
    .addColumn('total_marks', 'integer', (c) => c.notNull())
    // Hundredths of a mark, so partial credit adds up exactly.
    .addColumn('score_hundredths', 'integer')
    // JSON: marks per question, filled at submission.
    .addColumn('marking', 'text')
    .addUniqueConstraint('exam_attempts_number', ['exam_id', 'user_id', 'number'])
    .execute();
  await db.schema.createIndex('exam_attempts_one_open').on('exam_attempts').columns(['exam_id', 'user_id']).unique().where(sql.ref('status'), '=', 'in_progress').execute();
  await db.schema.createIndex('exam_attempts_user').on('exam_attempts').columns(['user_id', 'started_at']).execute();
  // The sweep finds open attempts past their deadline without reading finished ones.
  await db.schema.createIndex('exam_attempts_open_deadline').on('exam_attempts').columns(['status', 'deadline_at']).execute();

  await db.schema
    .createTable('exam_answers')
    .addColumn('attempt_id', 'text', (c) => c.notNull().references('exam_attempts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    // JSON as the player sent it; null when the student cleared the answer.
    .addColumn('answer', 'text')
    // The player's counter for this question: the newest revision wins, an older one is refused.
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('flagged', 'integer', (c) => c.notNull().defaultTo(0))
    // A topic quiz's answer the student checked: marked and explained at once, then closed to changes.
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON: the marking-guide points a student ticked on a written answer.
    .addColumn('self_marks', 'text')
    .addColumn('saved_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('exam_answers_pk', ['attempt_id', 'position'])
    .execute();

  await db
    .insertInto('cache_versions' as never)
    .values({ area: 'exams', version: 1 } as never)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db
    .deleteFrom('cache_versions' as never)
    .where('area' as never, '=', 'exams' as never)
    .execute();
  for (const table of ['exam_answers', 'exam_attempts', 'exam_courses', 'exam_questions', 'exams', 'question_versions', 'questions']) {
    await db.schema.dropTable(table).execute();
  }
}

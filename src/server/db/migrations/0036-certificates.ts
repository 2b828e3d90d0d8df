import { sql, type Kysely } from 'kysely';
import { columnTypes } from './types';

/**
 * Certificates of completion (docs/certificates.md):
 *
 * - `courses.certificate`: whether finishing the course earns one (on for
 *   every course unless an admin turns it off).
 * - `certificate_exams`: the mocks a course also asks to be passed; a
 *   tutor-marked result counts once its marks are released.
 * - `certificates`: one row per certificate issued, with the code printed
 *   on it and typed on the verify page, the holder's name and the course's
 *   title as they were on the day, and its revocation. A reissue (after a
 *   name correction) replaces a row: the old one keeps its code, says when
 *   it was replaced and by which. At most one certificate per student and
 *   course is current (not replaced): a partial unique index, so racing
 *   completions issue one, and a revoked one is not issued again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .alterTable('courses')
    .addColumn('certificate', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('certificate_exams')
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('exam_id', 'integer', (c) => c.notNull().references('exams.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('certificate_exams_pk', ['course_id', 'exam_id'])
    .execute();
  // Which courses a finished attempt of an exam may complete.
  await db.schema.createIndex('certificate_exams_exam').on('certificate_exams').column('exam_id').execute();

  await db.schema
    .createTable('certificates')
    .addColumn('id', t.serialKey, (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('restrict'))
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('course_title', 'text', (c) => c.notNull())
    .addColumn('issued_at', t.timestamp, (c) => c.notNull())
    .addColumn('revoked_at', t.timestamp)
    .addColumn('revoked_reason', 'text')
    .addColumn('replaced_at', t.timestamp)
    .addColumn('replaced_by', 'integer', (c) => c.references('certificates.id').onDelete('set null'))
    .execute();
  await sql`create unique index certificates_current on certificates (user_id, course_id) where replaced_at is null`.execute(db);
  // The admin's list, newest first.
  await db.schema.createIndex('certificates_issued').on('certificates').columns(['issued_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('certificates').execute();
  await db.schema.dropTable('certificate_exams').execute();
  await db.schema.alterTable('courses').dropColumn('certificate').execute();
}

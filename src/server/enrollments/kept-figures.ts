import { sql } from 'kysely';
import { databaseKind, type Db } from '../db/database';

/**
 * Two figures counted from enrollments, kept so that no page counts every
 * enrollment (decisions/2026-11-27-kept-figures.md): Home's students (every
 * student who ever enrolled, once: `site_figures.enrolled_students`) and
 * each mentor's students (distinct students of their published courses:
 * `instructors.students_count`). Both change only in the transaction that
 * writes an enrollment, publishes or unpublishes a course, or changes a
 * published course's mentors.
 *
 * Races: the caller of countNewEnrollment holds the student's lock
 * (lockUser), so two grants to one student see each other's rows; a
 * mentor's row is locked (PostgreSQL `for update`) before their figure is
 * decided, by grants and by recounts alike, so a course published or
 * unpublished meanwhile is seen as it is. SQLite's transactions are
 * serialised already.
 */

/** Locks the mentors' rows, in id order so two transactions never wait on each other crosswise. */
export async function lockMentors(trx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0 || databaseKind(trx) !== 'postgres') return;
  await trx.selectFrom('instructors').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

/**
 * A course's mentors' rows, locked before anything of the course is changed:
 * publishing locks them before the course's row too, so neither waits on the other crosswise.
 */
export async function lockCourseMentors(trx: Db, courseId: number): Promise<void> {
  if (databaseKind(trx) !== 'postgres') return;
  await lockMentors(trx, await courseMentorIds(trx, courseId));
}

export async function courseMentorIds(trx: Db, courseId: number): Promise<number[]> {
  const rows = await trx.selectFrom('course_instructors').select('instructor_id').where('course_id', '=', courseId).execute();
  return rows.map((r) => r.instructor_id);
}

/** After the student's first row for this course was inserted in this transaction. */
export async function countNewEnrollment(trx: Db, { userId, courseId }: { userId: string; courseId: number }): Promise<void> {
  const mine = await trx
    .selectFrom('enrollments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (Number(mine.n) === 1) {
    await trx
      .updateTable('site_figures')
      .set((eb) => ({ value: eb('value', '+', 1) }))
      .where('name', '=', 'enrolled_students')
      .execute();
  }

  const mentors = await courseMentorIds(trx, courseId);
  if (mentors.length === 0) return;
  await lockMentors(trx, mentors);
  const course = await trx.selectFrom('courses').select('status').where('id', '=', courseId).executeTakeFirst();
  if (course?.status !== 'published') return;
  // Mentors the student already had through another of their published courses gain no one.
  const known = await trx
    .selectFrom('enrollments as e')
    .innerJoin('course_instructors as ci', 'ci.course_id', 'e.course_id')
    .innerJoin('courses as c', 'c.id', 'e.course_id')
    .select('ci.instructor_id')
    .distinct()
    .where('e.user_id', '=', userId)
    .where('e.course_id', '!=', courseId)
    .where('c.status', '=', 'published')
    .where('ci.instructor_id', 'in', mentors)
    .execute();
  const fresh = mentors.filter((id) => !known.some((k) => k.instructor_id === id));
  if (fresh.length === 0) return;
  await trx
    .updateTable('instructors')
    .set((eb) => ({ students_count: eb('students_count', '+', 1) }))
    .where('id', 'in', fresh)
    .execute();
}

/**
 * Counts the mentors' students again from the rows: after a course is
 * published or unpublished, or a published course's mentors change. Reads
 * every enrollment of their courses (an admin's studio action, not a page).
 */
export async function recountMentorStudents(trx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await lockMentors(trx, ids);
  await trx
    .updateTable('instructors')
    .set({
      students_count: sql<number>`(select count(distinct e.user_id) from course_instructors ci join courses c on c.id = ci.course_id join enrollments e on e.course_id = c.id where ci.instructor_id = instructors.id and c.status = 'published')`,
    })
    .where('id', 'in', ids)
    .execute();
}

/** Home's figure: every student who ever enrolled. */
export async function enrolledStudents(db: Db): Promise<number> {
  const row = await db.selectFrom('site_figures').select('value').where('name', '=', 'enrolled_students').executeTakeFirst();
  return Number(row?.value ?? 0);
}

import { sql, type Kysely } from 'kysely';
import type { Db } from '../../src/server/db/database';
import { recountExamSums } from '../../src/server/db/migrations/0028-exam-kept-sums';

/**
 * The grown rows go in without the product's operations, so the figures
 * those operations keep are counted again from the rows afterwards, as the
 * migration that introduced them does (0016 for each course's students,
 * 0027 for the orders by status, Home's students and each mentor's, 0028
 * for each student's syllabus areas and each attempt's answers to mark).
 */
export async function recountKeptFigures(db: Db): Promise<void> {
  await sql`update courses set students_count = (select count(*) from enrollments where enrollments.course_id = courses.id)`.execute(db);
  await sql`delete from order_counts`.execute(db);
  await sql`insert into order_counts (status, method, slot, n) select status, method, id % 8, count(*) from orders group by status, method, id % 8`.execute(db);
  await sql`update site_figures set value = (select count(distinct user_id) from enrollments) where name = 'enrolled_students'`.execute(db);
  await sql`update instructors set students_count = (
    select count(distinct e.user_id) from course_instructors ci
    join courses c on c.id = ci.course_id
    join enrollments e on e.course_id = c.id
    where ci.instructor_id = instructors.id and c.status = 'published')`.execute(db);
  await recountExamSums(db as unknown as Kysely<unknown>);
}

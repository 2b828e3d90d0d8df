import { sql, type Kysely } from 'kysely';

/**
 * Figures that were counted from every row on every view, now kept beside
 * the rows and changed in the same transaction as the write that changes
 * them (decisions/2026-11-27-kept-figures.md):
 *
 * - `order_counts`: orders by status and method, spread over a few slots
 *   (the order's id modulo ORDER_COUNT_SLOTS) so concurrent checkouts do not
 *   all wait on one row; the payments queue's tabs add them up.
 * - `site_figures`: `enrolled_students`, every student who ever enrolled,
 *   once (Home's figure).
 * - `instructors.students_count`: the distinct students of a mentor's
 *   published courses (mentor cards on Home, a course page, the mentors' pages).
 *
 * Each is filled here from the rows as they stand. Also an index for the
 * payments queue's reviewed tabs and their CSV, newest review first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_reviewed_idx').on('orders').columns(['status', 'reviewed_at', 'id']).execute();

  await db.schema
    .createTable('order_counts')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull().check(sql`n >= 0`))
    .addPrimaryKeyConstraint('order_counts_pk', ['status', 'method', 'slot'])
    .execute();
  await sql`insert into order_counts (status, method, slot, n) select status, method, id % 8, count(*) from orders group by status, method, id % 8`.execute(db);

  await db.schema
    .createTable('site_figures')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value >= 0`))
    .execute();
  await sql`insert into site_figures (name, value) select 'enrolled_students', count(distinct user_id) from enrollments`.execute(db);

  await db.schema
    .alterTable('instructors')
    .addColumn('students_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update instructors set students_count = (
    select count(distinct e.user_id) from course_instructors ci
    join courses c on c.id = ci.course_id
    join enrollments e on e.course_id = c.id
    where ci.instructor_id = instructors.id and c.status = 'published')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('instructors').dropColumn('students_count').execute();
  await db.schema.dropTable('site_figures').execute();
  await db.schema.dropTable('order_counts').execute();
  await db.schema.dropIndex('orders_reviewed_idx').execute();
}

import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import * as keptFiguresMigration from '../db/migrations/0027-kept-figures';
import { keptOrderCounts } from '../orders/order-counts';
import { signedInAs } from '../testing/auth-helpers';
import { insertBuyer, insertOrder } from '../testing/order-factory';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { enrolledStudents, recountMentorStudents } from './kept-figures';

/** What each kept figure would be if counted from the rows now. */
async function countedFromRows(db: Db) {
  const byStatus = await db
    .selectFrom('orders')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const orders = { submitted: 0, approved: 0, rejected: 0 };
  for (const row of byStatus) orders[row.status] = Number(row.n);
  const students = await db
    .selectFrom('enrollments')
    .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
    .executeTakeFirstOrThrow();
  const mentors = await sql<{
    id: number;
    n: number;
  }>`select i.id, (select count(distinct e.user_id) from course_instructors ci join courses c on c.id = ci.course_id join enrollments e on e.course_id = c.id where ci.instructor_id = i.id and c.status = 'published') as n from instructors i order by i.id`.execute(
    db,
  );
  return { orders, students: Number(students.n), mentors: mentors.rows.map((r) => ({ id: r.id, students: Number(r.n) })) };
}

async function kept(db: Db) {
  const mentors = await db.selectFrom('instructors').select(['id', 'students_count']).orderBy('id').execute();
  return { orders: await keptOrderCounts(db), students: await enrolledStudents(db), mentors: mentors.map((m) => ({ id: m.id, students: m.students_count })) };
}

describe.each(testDatabaseKinds())('kept figures (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });

  /** Published courses that share a mentor, and that mentor. */
  async function oneMentorsCourses() {
    const rows = await t.db
      .selectFrom('course_instructors as ci')
      .innerJoin('courses as c', 'c.id', 'ci.course_id')
      .select(['ci.instructor_id', 'c.id'])
      .where('c.status', '=', 'published')
      .orderBy('ci.instructor_id')
      .orderBy('c.id')
      .execute();
    const byMentor = new Map<number, number[]>();
    for (const row of rows) byMentor.set(row.instructor_id, [...(byMentor.get(row.instructor_id) ?? []), row.id]);
    const [mentorId, courseIds] = [...byMentor.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
    expect(courseIds.length).toBeGreaterThanOrEqual(2);
    return { mentorId, courseIds };
  }

  it("stay exact through 20 approvals and rejections at once: one student in several of a mentor's courses, several students in one", async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const { mentorId, courseIds } = await oneMentorsCourses();
    const buyers = await Promise.all(Array.from({ length: 6 }, (_, i) => insertBuyer(t.db, `Buyer ${i}`)));
    // Buyer i buys course (i + k) of the mentor, so most buyers have two or three of the mentor's courses in flight at once.
    const orders = await Promise.all(
      Array.from({ length: 20 }, (_, i) => insertOrder(t.db, { userId: buyers[i % buyers.length]!.id, courseIds: [courseIds[(i + Math.floor(i / buyers.length)) % courseIds.length]!] })),
    );
    const answers = await Promise.all(
      orders.map((o, i) =>
        i % 5 === 4
          ? admin.browser.call(`/api/admin/orders/${o.reference}/reject`, { body: { reason: 'The transaction ID was not found.' } })
          : admin.browser.call(`/api/admin/orders/${o.reference}/approve`, { body: {} }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(orders.map(() => 200));
    const now = await kept(t.db);
    expect(now).toEqual(await countedFromRows(t.db));
    expect(now.orders).toMatchObject({ submitted: 0, approved: 16, rejected: 4 });
    expect(now.students).toBe(buyers.length);
    expect(now.mentors.find((m) => m.id === mentorId)!.students).toBe(buyers.length);
  });

  it('the queue answers its tab counts from the kept counts, by method too, and counts the matching orders under a search', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const { courseIds } = await oneMentorsCourses();
    const buyer = await insertBuyer(t.db, 'Tab Counter');
    await insertOrder(t.db, { userId: buyer.id, courseIds: [courseIds[0]!], method: 'nagad' });
    await insertOrder(t.db, { userId: buyer.id, courseIds: [courseIds[1]!], method: 'bkash' });
    const all = (await (await admin.browser.call('/api/admin/orders?status=submitted')).json()) as { counts: Record<string, number> };
    expect(all.counts).toEqual((await countedFromRows(t.db)).orders);
    const nagad = (await (await admin.browser.call('/api/admin/orders?status=submitted&method=nagad')).json()) as { counts: Record<string, number>; total: number };
    const nagadRows = await t.db.selectFrom('orders').select('id').where('method', '=', 'nagad').where('status', '=', 'submitted').execute();
    expect(nagad.counts.submitted).toBe(nagadRows.length);
    expect(nagad.total).toBe(nagadRows.length);
    const searched = (await (await admin.browser.call('/api/admin/orders?status=submitted&q=Tab%20Counter')).json()) as { counts: Record<string, number> };
    expect(searched.counts).toEqual({ submitted: 2, approved: 0, rejected: 0 });
  });

  it('unpublishing and publishing a course, and changing its mentors, recount the mentors it touches', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const { courseIds } = await oneMentorsCourses();
    const buyers = await Promise.all(Array.from({ length: 3 }, (_, i) => insertBuyer(t.db, `Reader ${i}`)));
    for (const buyer of buyers) {
      const order = await insertOrder(t.db, { userId: buyer.id, courseIds: [courseIds[0]!] });
      expect((await admin.browser.call(`/api/admin/orders/${order.reference}/approve`, { body: {} })).status).toBe(200);
    }
    const course = (await (await admin.browser.call(`/api/admin/studio/courses/${courseIds[0]}`)).json()) as { id: number; version: number };
    const unpublished = await admin.browser.call(`/api/admin/studio/courses/${course.id}/unpublish`, { body: { version: course.version } });
    expect(unpublished.status).toBe(200);
    expect(await kept(t.db)).toEqual(await countedFromRows(t.db));
    const again = (await unpublished.json()) as { version: number };
    expect((await admin.browser.call(`/api/admin/studio/courses/${course.id}/publish`, { body: { version: again.version } })).status).toBe(200);
    expect(await kept(t.db)).toEqual(await countedFromRows(t.db));
    // Another mentor takes the course over.
    const other = await t.db.selectFrom('instructors').select('id').where('deleted_at', 'is', null).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('course_instructors').where('course_id', '=', course.id).execute();
      await trx.insertInto('course_instructors').values({ course_id: course.id, instructor_id: other.id, position: 0 }).execute();
    });
    const everyone = (await t.db.selectFrom('instructors').select('id').execute()).map((r) => r.id);
    await t.db.transaction().execute((trx) => recountMentorStudents(trx, everyone));
    expect(await kept(t.db)).toEqual(await countedFromRows(t.db));
  });

  it('the migration fills every figure from the rows as they stand', async () => {
    const { courseIds } = await oneMentorsCourses();
    const buyers = await Promise.all(Array.from({ length: 4 }, (_, i) => insertBuyer(t.db, `Earlier ${i}`)));
    // Rows as an earlier release wrote them: enrollments and reviewed orders with no kept figure moved.
    const at = new Date().toISOString();
    for (const [i, buyer] of buyers.entries()) {
      for (const courseId of courseIds.slice(0, 1 + (i % courseIds.length))) {
        await t.db
          .insertInto('enrollments')
          .values({ user_id: buyer.id, course_id: courseId, status: 'active', source: 'manual', order_id: null, starts_at: at, expires_at: null, created_at: at, updated_at: at })
          .execute();
      }
      const order = await insertOrder(t.db, { userId: buyer.id, courseIds: [courseIds[0]!], method: i % 2 ? 'nagad' : 'bkash' });
      await t.db.updateTable('orders').set({ status: 'approved', reviewed_at: at }).where('id', '=', order.id).execute();
    }
    expect(await kept(t.db)).not.toEqual(await countedFromRows(t.db));
    const migrating = t.db as unknown as Kysely<unknown>;
    await keptFiguresMigration.down(migrating);
    await keptFiguresMigration.up(migrating);
    expect(await kept(t.db)).toEqual(await countedFromRows(t.db));
  });
});

import { describe, expect, it } from 'vitest';
import { courseDetailSchema, homeSchema, instructorDetailSchema } from '../../contracts/catalogue-schemas';
import { FIGURE_MINIMUM } from '../catalogue/shown-figure';
import { grantEnrollment } from '../enrollments/grant-enrollment';
import { insertBuyer } from '../testing/order-factory';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

/**
 * Every public figure is counted from rows: the seed writes no students, so
 * the figures appear only once enrollments stand behind them, and then equal
 * the number of students who enrolled.
 */
describe.each(testDatabaseKinds())('public figures on %s', (kind) => {
  const t = useTestApp(kind);

  async function published(n: number) {
    return t.db
      .selectFrom('courses')
      .innerJoin('course_instructors', 'course_instructors.course_id', 'courses.id')
      .innerJoin('instructors', 'instructors.id', 'course_instructors.instructor_id')
      .select(['courses.id', 'courses.slug', 'instructors.slug as mentor'])
      .where('courses.status', '=', 'published')
      .where('course_instructors.position', '=', 1)
      .orderBy('courses.id')
      .limit(n)
      .execute();
  }

  /** Access granted the way approvals and manual enrollment grant it, which also refresh the cached catalogue. */
  async function enrol(userId: string, courseId: number) {
    const grant = await t.db.transaction().execute((trx) => grantEnrollment(trx, { userId, courseId, source: 'manual', orderId: null, now: new Date() }));
    if (grant.firstTime) await t.services.catalogueCache.invalidate();
  }

  async function home() {
    return homeSchema.parse(await (await t.request('/api/home')).json());
  }

  async function course(slug: string) {
    return courseDetailSchema.parse(await (await t.request(`/api/courses/${slug}`)).json());
  }

  it('shows no student figure anywhere while the seed is all there is', async () => {
    expect((await home()).figures.students).toBeNull();
    const all = await published(100);
    expect(all.length).toBeGreaterThan(0);
    for (const row of all.slice(0, 5)) expect((await course(row.slug)).studentsCount).toBeNull();
    expect((await home()).featured.every((c) => c.studentsCount === null)).toBe(true);
    expect((await home()).mentors.every((m) => m.studentsCount === null)).toBe(true);
  });

  it('counts the students who enrolled: home, course and mentor figures equal the rows', async () => {
    const [first, second] = await published(2);
    const students = FIGURE_MINIMUM + 2;
    for (let i = 0; i < students; i++) {
      const buyer = await insertBuyer(t.db, `Figure Student ${i}`);
      await enrol(buyer.id, first!.id);
      // A few take a second course: still one student each on the home page.
      if (i < 3) await enrol(buyer.id, second!.id);
    }
    const figures = (await home()).figures;
    expect(figures.students).toBe(students);
    expect((await course(first!.slug)).studentsCount).toBe(students);
    // Three students are too few to show on the second course.
    expect((await course(second!.slug)).studentsCount).toBeNull();
    const mentor = instructorDetailSchema.parse(await (await t.request(`/api/mentors/${first!.mentor}`)).json());
    // Whoever else the mentor teaches has no enrollments: their students are exactly these.
    expect(mentor.studentsCount).toBe(students);
    const courses = await t.db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    expect(figures.courses).toBe(Number(courses.n));
  });

  it('never counts a student twice on a course they enrol in again', async () => {
    const [, , third] = await published(3);
    const buyer = await insertBuyer(t.db, 'Returning Student');
    await enrol(buyer.id, third!.id);
    await enrol(buyer.id, third!.id);
    const row = await t.db.selectFrom('courses').select('students_count').where('id', '=', third!.id).executeTakeFirstOrThrow();
    expect(row.students_count).toBe(1);
  });
});

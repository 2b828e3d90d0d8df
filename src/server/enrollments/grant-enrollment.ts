import type { Db } from '../db/database';
import { lockUser } from '../db/lock-user';
import { countNewEnrollment, lockCourseMentors } from './kept-figures';
import { accessEnd, laterEnd } from './access-window';
import { enrollmentState } from './enrollment-state';

export type GrantInput = {
  userId: string;
  courseId: number;
  source: 'order' | 'free' | 'manual';
  orderId: number | null;
  now: Date;
};

/**
 * Gives a student access to a course by its access rule, starting now.
 * Run it inside the caller's transaction (approval, free checkout, manual
 * enrollment), so access and the order change together. There is one row
 * per student and course: buying again renews it, and access that is still
 * running keeps whichever end is later. Returns whether the student is new
 * to the course (the catalogue's student count grows then).
 */
export async function grantEnrollment(trx: Db, input: GrantInput): Promise<{ enrollmentId: number; firstTime: boolean }> {
  // The kept figures decide "first enrollment of this student" from the student's rows.
  await lockUser(trx, input.userId);
  await lockCourseMentors(trx, input.courseId);
  const course = await trx.selectFrom('courses').select(['access_days', 'access_until']).where('id', '=', input.courseId).executeTakeFirstOrThrow();
  const now = input.now.toISOString();
  const end = accessEnd(course, input.now);
  const existing = await trx
    .selectFrom('enrollments')
    .select(['id', 'status', 'expires_at', 'starts_at'])
    .where('user_id', '=', input.userId)
    .where('course_id', '=', input.courseId)
    .executeTakeFirst();

  if (!existing) {
    // A concurrent grant for the same student and course (two admins approving two orders) meets the unique key.
    const inserted = await trx
      .insertInto('enrollments')
      .values({
        user_id: input.userId,
        course_id: input.courseId,
        status: 'active',
        source: input.source,
        order_id: input.orderId,
        starts_at: now,
        expires_at: end,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await trx
        .updateTable('courses')
        .set((eb) => ({ students_count: eb('students_count', '+', 1) }))
        .where('id', '=', input.courseId)
        .execute();
      await countNewEnrollment(trx, { userId: input.userId, courseId: input.courseId });
      return { enrollmentId: inserted.id, firstTime: true };
    }
    return grantEnrollment(trx, input);
  }

  const running = enrollmentState(existing, input.now) === 'active';
  await trx
    .updateTable('enrollments')
    .set({
      status: 'active',
      source: input.source,
      order_id: input.orderId,
      starts_at: running ? existing.starts_at : now,
      expires_at: running ? laterEnd(existing.expires_at, end) : end,
      revoke_reason: null,
      updated_at: now,
    })
    .where('id', '=', existing.id)
    .execute();
  return { enrollmentId: existing.id, firstTime: false };
}

import type { CourseAccessState } from '../../contracts/commerce-schemas';
import { findEnrollment } from '../access/course-access';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { studentOrderItems } from './student-order-items';

/** Where the user stands with a course, for the course page's buttons. */
export async function getCourseAccess(db: Db, { userId, slug, now = new Date() }: { userId: string; slug: string; now?: Date }): Promise<CourseAccessState> {
  const course = await db.selectFrom('courses').select('id').where('slug', '=', slug).where('status', '=', 'published').executeTakeFirst();
  if (!course) throw new AppError('course_not_found');
  const [enrollment, pending, cart] = await Promise.all([
    findEnrollment(db, { userId, courseId: course.id, now }),
    studentOrderItems(db, userId, [course.id]).select('orders.reference').where('orders.status', '=', 'submitted').orderBy('orders.created_at', 'desc').executeTakeFirst(),
    db.selectFrom('cart_items').select('course_id').where('user_id', '=', userId).where('course_id', '=', course.id).executeTakeFirst(),
  ]);
  const state = enrollment?.state === 'active' ? 'active' : pending ? 'pending' : (enrollment?.state ?? 'none');
  return { state, expiresAt: enrollment?.expiresAt ?? null, pendingOrder: pending?.reference ?? null, inCart: Boolean(cart) };
}

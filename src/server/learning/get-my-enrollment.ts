import type { MyEnrollmentDetail } from '../../contracts/learning-schemas';
import { loadOwnEnrollment } from '../access/own-enrollment';
import type { Db } from '../db/database';
import { loadOrders } from '../orders/load-orders';
import { listResources } from '../resources/list-resources';
import { loadOutline } from './course-outline';
import { listMyEnrollments } from './list-my-enrollments';

/**
 * One enrolled course for its student: progress by section, the course's
 * files (its enrolled-only ones and the free ones of its paper) and the
 * student's orders containing it. 404 `enrollment_not_found` when the
 * student has no enrollment in it (loadOwnEnrollment), so other students'
 * courses reveal nothing.
 */
export async function getMyEnrollment(db: Db, { slug, userId, now = new Date() }: { slug: string; userId: string; now?: Date }): Promise<MyEnrollmentDetail> {
  const { course } = await loadOwnEnrollment(db, { userId, slug, now });
  // Listed in the shape of the enrollments list; enrollments are never deleted, so the one just loaded is there.
  const enrollment = (await listMyEnrollments(db, { userId, now, courseId: course.id }))[0]!;
  const [outline, resources, orderIds] = await Promise.all([
    loadOutline(db, course.id, { userId, unlocked: enrollment.state === 'active' }),
    listResources(db, { subject: course.course.subject.slug }),
    db
      .selectFrom('orders')
      .select(['orders.id', 'orders.created_at'])
      .where('orders.user_id', '=', userId)
      .where((eb) => eb.exists(eb.selectFrom('order_items').select('order_items.order_id').whereRef('order_items.order_id', '=', 'orders.id').where('order_items.course_id', '=', course.id)))
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .execute(),
  ]);
  return {
    ...enrollment,
    sections: outline.sections,
    resources: resources.filter((r) => r.access === 'public' || r.unlockedBy?.slug === course.slug),
    receipts: await loadOrders(
      db,
      orderIds.map((o) => o.id),
    ),
  };
}

import crypto from 'node:crypto';
import type { AdminEnrollment } from '../../contracts/payments-admin-schemas';
import { findEnrollment } from '../access/course-access';
import { recordAudit, type Actor } from '../admin/audit';
import { lockUser } from '../db/lock-user';
import { grantEnrollment } from '../enrollments/grant-enrollment';
import { AppError } from '../errors';
import { orderApprovedMail } from '../mail/templates';
import { countNewOrder } from '../orders/order-counts';
import { loadOrders } from '../orders/load-orders';
import { newOrderReference } from '../orders/order-reference';
import type { Services } from '../services';
import { loadEnrollmentRows } from './enrollment-rows';
import { orderMailInput } from './order-mail';

type Deps = Pick<Services, 'db' | 'mailer' | 'publicUrl' | 'catalogueCache'>;
type Input = { email: string; courseSlug: string; amountPaisa: number; note?: string | undefined };

/**
 * Enrolls a student who paid another way (cash at the office, a bank
 * cheque). An approved order with method 'manual' records what was paid,
 * so the student's purchases and receipts and the CSV export include it.
 */
export async function enrollManually(services: Deps, { actor, input, now = new Date() }: { actor: Actor; input: Input; now?: Date }): Promise<AdminEnrollment> {
  const at = now.toISOString();
  const user = await services.db.selectFrom('users').select(['id', 'name', 'email']).where('email', '=', input.email.toLowerCase()).executeTakeFirst();
  if (!user) throw new AppError('user_not_found', 'No account has that email. Ask the student to sign up first.');
  const course = await services.db.selectFrom('courses').select(['id', 'slug', 'title', 'price_paisa', 'sale_price_paisa']).where('slug', '=', input.courseSlug).executeTakeFirst();
  if (!course) throw new AppError('course_not_found', 'No course has that address.');
  const price = course.sale_price_paisa ?? course.price_paisa;
  const paid = input.amountPaisa;

  const outcome = await services.db.transaction().execute(async (trx) => {
    // The student's lock first, as checkout and approval take it, before the order and its kept count.
    await lockUser(trx, user.id);
    const current = await findEnrollment(trx, { userId: user.id, courseId: course.id, now });
    if (current?.state === 'active') throw new AppError('already_enrolled');
    const reference = newOrderReference();
    const order = await trx
      .insertInto('orders')
      .values({
        reference,
        user_id: user.id,
        checkout_key: `manual-${crypto.randomUUID()}`,
        status: 'approved',
        method: 'manual',
        subtotal_paisa: price,
        discount_paisa: Math.max(0, price - paid),
        total_paisa: paid,
        reviewed_by: actor.id,
        reviewed_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await countNewOrder(trx, { id: order.id, method: 'manual', status: 'approved' });
    await trx
      .insertInto('order_items')
      .values({
        order_id: order.id,
        course_id: course.id,
        course_slug: course.slug,
        course_title: course.title,
        price_paisa: course.price_paisa,
        sale_price_paisa: course.sale_price_paisa,
        discount_paisa: Math.max(0, price - paid),
        paid_paisa: paid,
        position: 0,
      })
      .execute();
    const grant = await grantEnrollment(trx, { userId: user.id, courseId: course.id, source: 'manual', orderId: order.id, now });
    await recordAudit(trx, {
      actor,
      action: 'enrollment.granted',
      target: { type: 'enrollment', id: String(grant.enrollmentId) },
      details: {
        reference,
        email: user.email,
        name: user.name,
        course: course.title,
        amountPaisa: paid,
        note: input.note ?? null,
      },
    });
    const [loaded] = await loadOrders(trx, [order.id]);
    const send = await services.mailer.queue(trx, [{ kind: 'order_approved', to: user.email, ...orderApprovedMail(orderMailInput(loaded!), `${services.publicUrl}/my-enroll`) }]);
    return { send, grant };
  });
  await outcome.send();
  if (outcome.grant.firstTime) services.catalogueCache.invalidate();
  const [row] = await loadEnrollmentRows(services.db, [outcome.grant.enrollmentId], now);
  return row!;
}

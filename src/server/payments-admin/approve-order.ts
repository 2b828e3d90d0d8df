import type { Order } from '../../contracts/commerce-schemas';
import { recordAudit, type Actor } from '../admin/audit';
import type { Db } from '../db/database';
import { grantEnrollment } from '../enrollments/grant-enrollment';
import { AppError } from '../errors';
import { orderApprovedMail } from '../mail/templates';
import { loadOrders } from '../orders/load-orders';
import type { Services } from '../services';
import { orderMailInput } from './order-mail';

type Deps = Pick<Services, 'db' | 'mailer' | 'publicUrl' | 'catalogueCache'>;

/**
 * Approves a submitted payment: in one transaction the order is marked, the
 * student is enrolled in every course it bought, the action is audited and
 * the mail is queued. The mark is a conditional update, so of two admins
 * (or two clicks) approving at once exactly one makes the change; the other
 * finds the order approved and answers with it, changing nothing.
 *
 * Approval is where a coupon's use is counted (a waiting order holds none;
 * decisions/2026-11-24-coupon-uses.md). It always counts, even past the
 * limit when other approvals took the last uses meanwhile: the student has
 * paid the discounted price, and refusing would lose a real payment. The
 * limit guards new checkouts; the audit entry shows the count and limit.
 */
export async function approveOrder(services: Deps, actor: Actor, reference: string, now = new Date()): Promise<Order> {
  const ref = reference.toUpperCase();
  const at = now.toISOString();
  const outcome = await services.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('orders')
      .set({ status: 'approved', reviewed_by: actor.id, reviewed_at: at, updated_at: at })
      .where('reference', '=', ref)
      .where('status', '=', 'submitted')
      .executeTakeFirst();
    const row = await trx.selectFrom('orders').select(['id', 'status', 'user_id', 'coupon_id']).where('reference', '=', ref).executeTakeFirst();
    if (!row) throw new AppError('order_not_found', 'No order has that reference.');
    if (Number(updated.numUpdatedRows) === 0) {
      if (row.status === 'approved') return { orderId: row.id, send: null, firstTime: false };
      throw new AppError('order_already_reviewed', 'This order was rejected, so it cannot be approved. Ask the student to pay again.');
    }
    const coupon = row.coupon_id === null ? undefined : await countCouponUse(trx, row.coupon_id);
    const items = await trx.selectFrom('order_items').select('course_id').where('order_id', '=', row.id).where('course_id', 'is not', null).orderBy('position').execute();
    let firstTime = false;
    for (const item of items) {
      const grant = await grantEnrollment(trx, { userId: row.user_id, courseId: item.course_id!, source: 'order', orderId: row.id, now });
      firstTime ||= grant.firstTime;
    }
    const [order] = await loadOrders(trx, [row.id]);
    await recordAudit(trx, actor, 'order.approved', { type: 'order', id: ref }, {
      reference: ref,
      email: order!.customer.email,
      name: order!.customer.name,
      totalPaisa: order!.totalPaisa,
      courses: order!.items.map((item) => item.courseTitle),
      ...(coupon ? { coupon: { code: coupon.code, usedCount: coupon.used_count, usageLimit: coupon.usage_limit } } : {}),
    });
    const send = await services.mailer.queue(trx, [
      { kind: 'order_approved', to: order!.customer.email, ...orderApprovedMail(orderMailInput(order!), `${services.publicUrl}/my-enroll`) },
    ]);
    return { orderId: row.id, send, firstTime };
  });
  if (outcome.send) await outcome.send();
  if (outcome.firstTime) services.catalogueCache.invalidate();
  const [order] = await loadOrders(services.db, [outcome.orderId]);
  return order!;
}

/** One atomic increment, so concurrent approvals of orders with one coupon each count. */
function countCouponUse(trx: Db, couponId: number) {
  return trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', couponId)
    .returning(['code', 'used_count', 'usage_limit'])
    .executeTakeFirst();
}

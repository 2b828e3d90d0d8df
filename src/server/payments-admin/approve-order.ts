import type { Order } from '../../contracts/commerce-schemas';
import { couponUsageText } from '../../contracts/coupon-usage';
import { recordAudit, type Actor } from '../admin/audit';
import type { Db } from '../db/database';
import { lockUser } from '../db/lock-user';
import { grantEnrollment } from '../enrollments/grant-enrollment';
import { countStatusChange } from '../orders/order-counts';
import { AppError } from '../errors';
import { orderApprovedMail } from '../mail/templates';
import { withinLimit } from '../pricing/coupon-within-limit';
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
 * decisions/2026-11-24-coupon-uses.md). Under the limit it is a conditional
 * increment, so concurrent approvals cannot pass the limit unseen: once the
 * approved uses reach it, approving is refused (`coupon_limit_reached`) and
 * nothing changes, unless the admin confirms `pastCouponLimit`, honouring
 * the discount the student paid. The count then goes past the limit, which
 * the queue, the order and the coupons tab show, and the audit entry records.
 */
export async function approveOrder(
  services: Deps,
  { actor, reference, options = {}, now = new Date() }: { actor: Actor; reference: string; options?: { pastCouponLimit?: boolean }; now?: Date },
): Promise<Order> {
  const ref = reference.toUpperCase();
  const at = now.toISOString();
  const outcome = await services.db.transaction().execute(async (trx) => {
    // The grant below takes the student's lock; taken first, as checkout takes it first, so the
    // two never wait on each other's rows crosswise (the kept order counts, a coupon).
    const owner = await trx.selectFrom('orders').select('user_id').where('reference', '=', ref).executeTakeFirst();
    if (owner) await lockUser(trx, owner.user_id);
    const updated = await trx
      .updateTable('orders')
      .set({ status: 'approved', reviewed_by: actor.id, reviewed_at: at, updated_at: at })
      .where('reference', '=', ref)
      .where('status', '=', 'submitted')
      .executeTakeFirst();
    const row = await trx.selectFrom('orders').select(['id', 'status', 'method', 'user_id', 'coupon_id']).where('reference', '=', ref).executeTakeFirst();
    if (!row) throw new AppError('order_not_found', 'No order has that reference.');
    if (Number(updated.numUpdatedRows) === 0) {
      if (row.status === 'approved') return { orderId: row.id, send: null, firstTime: false };
      throw new AppError('order_already_reviewed', 'This order was rejected, so it cannot be approved. Ask the student to pay again.');
    }
    await countStatusChange(trx, row, 'submitted', 'approved');
    const coupon = row.coupon_id === null ? undefined : await countCouponUse(trx, row.coupon_id, options.pastCouponLimit ?? false);
    const items = await trx.selectFrom('order_items').select('course_id').where('order_id', '=', row.id).where('course_id', 'is not', null).orderBy('position').execute();
    let firstTime = false;
    for (const item of items) {
      const grant = await grantEnrollment(trx, { userId: row.user_id, courseId: item.course_id!, source: 'order', orderId: row.id, now });
      firstTime ||= grant.firstTime;
    }
    const [order] = await loadOrders(trx, [row.id]);
    await recordAudit(trx, {
      actor,
      action: 'order.approved',
      target: { type: 'order', id: ref },
      details: {
        reference: ref,
        email: order!.customer.email,
        name: order!.customer.name,
        totalPaisa: order!.totalPaisa,
        courses: order!.items.map((item) => item.courseTitle),
        ...(coupon
          ? { coupon: { code: coupon.code, usedCount: coupon.used_count, usageLimit: coupon.usage_limit, pastLimit: coupon.usage_limit !== null && coupon.used_count > coupon.usage_limit } }
          : {}),
      },
    });
    const send = await services.mailer.queue(trx, [{ kind: 'order_approved', to: order!.customer.email, ...orderApprovedMail(orderMailInput(order!), `${services.publicUrl}/my-enroll`) }]);
    return { orderId: row.id, send, firstTime };
  });
  if (outcome.send) await outcome.send();
  if (outcome.firstTime) services.catalogueCache.invalidate();
  const [order] = await loadOrders(services.db, [outcome.orderId]);
  return order!;
}

/**
 * One atomic increment, so concurrent approvals each count. Without the
 * admin's confirmation it only counts a use left under the limit; a refusal
 * throws, and the approval's transaction changes nothing.
 */
async function countCouponUse(trx: Db, couponId: number, pastLimit: boolean) {
  const counted = await trx
    .updateTable('coupons')
    .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
    .where('id', '=', couponId)
    .$if(!pastLimit, (qb) => qb.where(withinLimit))
    .returning(['code', 'used_count', 'usage_limit'])
    .executeTakeFirst();
  if (counted) return counted;
  const coupon = await trx.selectFrom('coupons').select(['code', 'used_count', 'usage_limit']).where('id', '=', couponId).executeTakeFirstOrThrow();
  throw new AppError(
    'coupon_limit_reached',
    `${coupon.code} has ${couponUsageText({ usedCount: coupon.used_count, usageLimit: coupon.usage_limit })}. Approve this order past the limit to honour the discount the student paid, or reject it.`,
    { code: coupon.code, usedCount: coupon.used_count, usageLimit: coupon.usage_limit },
  );
}

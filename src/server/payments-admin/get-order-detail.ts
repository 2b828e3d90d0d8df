import type { OrderDetail } from '../../contracts/payments-admin-schemas';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { loadOrders } from '../orders/load-orders';
import { loadEnrollmentRows } from './enrollment-rows';
import { listOrderAudit } from './order-audit';
import { couponUsageColumns, loadOrderRows, toCouponUsage } from './order-rows';

/** Everything the admin needs to decide on one order: it, the student's history with us, and what admins did to it. */
export async function getOrderDetail(db: Db, reference: string): Promise<OrderDetail> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('users as reviewers', 'reviewers.id', 'orders.reviewed_by')
    .leftJoin('coupons', 'coupons.id', 'orders.coupon_id')
    .select(['orders.id', 'users.id as user_id', 'users.name', 'users.email', 'users.phone', 'reviewers.email as reviewer', ...couponUsageColumns])
    .where('orders.reference', '=', reference.toUpperCase())
    .executeTakeFirst();
  if (!row) throw new AppError('order_not_found', 'No order has that reference.');
  const [[order], others, enrollments] = await Promise.all([
    loadOrders(db, [row.id]),
    db.selectFrom('orders').select('id').where('user_id', '=', row.user_id).where('id', '!=', row.id).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(50).execute(),
    db.selectFrom('enrollments').select('id').where('user_id', '=', row.user_id).orderBy('updated_at', 'desc').execute(),
  ]);
  return {
    order: order!,
    student: { id: row.user_id, name: row.name, email: row.email, phone: row.phone ?? null },
    reviewer: row.reviewer ?? null,
    couponUsage: toCouponUsage(row),
    otherOrders: await loadOrderRows(
      db,
      others.map((o) => o.id),
    ),
    enrollments: await loadEnrollmentRows(
      db,
      enrollments.map((e) => e.id),
    ),
    audit: await listOrderAudit(db, order!.reference),
  };
}

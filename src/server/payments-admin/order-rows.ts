import type { AdminOrderRow, CouponUsage } from '../../contracts/payments-admin-schemas';
import type { Db } from '../db/database';
import { waitingOrdersCount } from '../pricing/pricing-rows';

/**
 * The queue's rows for the given order ids, in that order: the student, the
 * items' titles, the reviewer's email and the coupon's uses now. Two
 * queries whatever the count.
 */
export async function loadOrderRows(db: Db, ids: number[]): Promise<AdminOrderRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('users as reviewers', 'reviewers.id', 'orders.reviewed_by')
    .leftJoin('coupons', 'coupons.id', 'orders.coupon_id')
    .select([
      'orders.id',
      'orders.reference',
      'orders.status',
      'orders.total_paisa',
      'orders.method',
      'orders.sender',
      'orders.trx_id',
      'orders.screenshot_type',
      'orders.coupon_code',
      'orders.created_at',
      'orders.reviewed_at',
      'orders.reject_reason',
      'users.id as user_id',
      'users.name as user_name',
      'users.email as user_email',
      'reviewers.email as reviewer_email',
      ...couponUsageColumns,
    ])
    .where('orders.id', 'in', ids)
    .execute();
  const items = await db.selectFrom('order_items').select(['order_id', 'course_title']).where('order_id', 'in', ids).orderBy('order_id').orderBy('position').execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        reference: row.reference,
        status: row.status,
        student: { id: row.user_id, name: row.user_name, email: row.user_email },
        items: items.filter((item) => item.order_id === id).map((item) => item.course_title),
        totalPaisa: row.total_paisa,
        method: row.method,
        sender: row.sender,
        trxId: row.trx_id,
        hasScreenshot: row.screenshot_type !== null,
        couponCode: row.coupon_code,
        couponUsage: toCouponUsage(row),
        createdAt: row.created_at,
        reviewedAt: row.reviewed_at,
        reviewer: row.reviewer_email ?? null,
        rejectReason: row.reject_reason,
      },
    ];
  });
}

/** The coupon's uses now, for a query that has left-joined `coupons` on the order's coupon. */
export const couponUsageColumns = ['coupons.code as usage_code', 'coupons.used_count as usage_used', 'coupons.usage_limit as usage_limit', waitingOrdersCount().as('usage_waiting')] as const;

type CouponUsageRow = { usage_code: string | null; usage_used: number | null; usage_limit: number | null; usage_waiting: number | string | null };

export function toCouponUsage(row: CouponUsageRow): CouponUsage | null {
  if (row.usage_code === null) return null;
  return { code: row.usage_code, usedCount: row.usage_used ?? 0, usageLimit: row.usage_limit, waitingCount: Number(row.usage_waiting ?? 0) };
}

import type { AdminOrderRow } from '../../contracts/payments-admin-schemas';
import type { Db } from '../db/database';

/**
 * The queue's rows for the given order ids, in that order: the student, the
 * items' titles and the reviewer's email. Three queries whatever the count.
 */
export async function loadOrderRows(db: Db, ids: number[]): Promise<AdminOrderRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('users as reviewers', 'reviewers.id', 'orders.reviewed_by')
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
        createdAt: row.created_at,
        reviewedAt: row.reviewed_at,
        reviewer: row.reviewer_email ?? null,
        rejectReason: row.reject_reason,
      },
    ];
  });
}

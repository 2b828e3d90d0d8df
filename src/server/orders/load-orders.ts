import type { Order } from '../../contracts/commerce-schemas';
import type { Db } from '../db/database';

/**
 * Orders with their items and customer, in the shape students and admins
 * read, for the given ids and in that order. Two queries, whatever the count.
 */
export async function loadOrders(db: Db, ids: number[]): Promise<Order[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select([
      'orders.id',
      'orders.reference',
      'orders.status',
      'orders.method',
      'orders.subtotal_paisa',
      'orders.discount_paisa',
      'orders.total_paisa',
      'orders.coupon_code',
      'orders.sender',
      'orders.trx_id',
      'orders.screenshot_type',
      'orders.reject_reason',
      'orders.created_at',
      'orders.reviewed_at',
      'users.name as user_name',
      'users.email as user_email',
    ])
    .where('orders.id', 'in', ids)
    .execute();
  const items = await db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('order_id').orderBy('position').execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        reference: row.reference,
        status: row.status,
        method: row.method,
        items: items
          .filter((item) => item.order_id === id)
          .map((item) => ({
            courseSlug: item.course_slug,
            courseTitle: item.course_title,
            pricePaisa: item.price_paisa,
            salePricePaisa: item.sale_price_paisa,
            discountPaisa: item.discount_paisa,
            paidPaisa: item.paid_paisa,
          })),
        subtotalPaisa: row.subtotal_paisa,
        discountPaisa: row.discount_paisa,
        totalPaisa: row.total_paisa,
        couponCode: row.coupon_code,
        sender: row.sender,
        trxId: row.trx_id,
        hasScreenshot: row.screenshot_type !== null,
        rejectReason: row.reject_reason,
        customer: { name: row.user_name, email: row.user_email },
        createdAt: row.created_at,
        reviewedAt: row.reviewed_at,
      },
    ];
  });
}

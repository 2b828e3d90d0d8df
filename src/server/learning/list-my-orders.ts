import type { Order } from '../../contracts/commerce-schemas';
import type { Db } from '../db/database';
import { loadOrders } from '../orders/load-orders';

/** The student's own orders, newest first. */
export async function listMyOrders(db: Db, userId: string): Promise<Order[]> {
  const rows = await db.selectFrom('orders').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  return loadOrders(
    db,
    rows.map((r) => r.id),
  );
}

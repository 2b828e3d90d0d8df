import type { Order } from '../../contracts/commerce-schemas';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { loadOrders } from '../orders/load-orders';

/** The user's own order id by its reference; anyone else's answers 404 as if it did not exist. */
export async function myOrderId(db: Db, userId: string, reference: string): Promise<number> {
  const row = await db.selectFrom('orders').select('id').where('reference', '=', reference.toUpperCase()).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('order_not_found');
  return row.id;
}

export async function getMyOrder(db: Db, userId: string, reference: string): Promise<Order> {
  return (await loadOrders(db, [await myOrderId(db, userId, reference)]))[0]!;
}

import type { Order } from '../../contracts/commerce-schemas';
import { loadOwnOrder } from '../access/own-order';
import type { Db } from '../db/database';
import { loadOrders } from '../orders/load-orders';

/** One of the student's orders; anyone else's answers 404 as if it did not exist (loadOwnOrder). */
export async function getMyOrder(db: Db, userId: string, reference: string): Promise<Order> {
  const order = await loadOwnOrder(db, { userId, reference });
  return (await loadOrders(db, [order.id]))[0]!;
}

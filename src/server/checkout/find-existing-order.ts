import type { Order } from '../../contracts/commerce-schemas';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { loadOrders } from '../orders/load-orders';

/**
 * The order a repeated checkout already made: same user and checkout key
 * (double click, retry), or the same transaction ID sent by this user again
 * (a second tab). Another user's transaction ID is refused.
 */
export async function findExistingOrder(db: Db, userId: string, checkoutKey: string, trxId: string | null): Promise<Order | null> {
  const byKey = await db.selectFrom('orders').select('id').where('user_id', '=', userId).where('checkout_key', '=', checkoutKey).executeTakeFirst();
  if (byKey) return (await loadOrders(db, [byKey.id]))[0]!;
  if (!trxId) return null;
  const byTrx = await db.selectFrom('orders').select(['id', 'user_id']).where('trx_id', '=', trxId).executeTakeFirst();
  if (!byTrx) return null;
  if (byTrx.user_id !== userId) throw new AppError('trx_id_used', undefined, { field: 'trxId' });
  return (await loadOrders(db, [byTrx.id]))[0]!;
}

import type { Order } from '../../contracts/commerce-schemas';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { loadOrders } from '../orders/load-orders';

/**
 * The order a repeated checkout already made: same user and checkout key
 * (double click, retry), or the same transaction ID sent by this user again
 * (a second tab). Another user's transaction ID is refused. Both are looked
 * for in one query, since every new checkout asks.
 */
export async function findExistingOrder(db: Db, { userId, checkoutKey, trxId }: { userId: string; checkoutKey: string; trxId: string | null }): Promise<Order | null> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'user_id', 'checkout_key', 'trx_id'])
    .where((eb) => {
      const sameCheckout = eb.and([eb('user_id', '=', userId), eb('checkout_key', '=', checkoutKey)]);
      return trxId === null ? sameCheckout : eb.or([sameCheckout, eb('trx_id', '=', trxId)]);
    })
    .execute();
  // The key wins over the transaction ID, as a retry of this very checkout.
  const byKey = rows.find((row) => row.user_id === userId && row.checkout_key === checkoutKey);
  if (byKey) return (await loadOrders(db, [byKey.id]))[0]!;
  const byTrx = trxId === null ? undefined : rows.find((row) => row.trx_id === trxId);
  if (!byTrx) return null;
  if (byTrx.user_id !== userId) throw new AppError('trx_id_used', undefined, { field: 'trxId' });
  return (await loadOrders(db, [byTrx.id]))[0]!;
}

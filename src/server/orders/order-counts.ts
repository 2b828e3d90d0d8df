import type { OrderMethod, OrderStatus } from '../../contracts/commerce-schemas';
import type { Db } from '../db/database';

/**
 * Orders by status and method, kept in `order_counts` so the payments
 * queue's tabs read a few rows instead of counting every order
 * (decisions/2026-11-27-kept-figures.md). Each change is made in the
 * transaction of the write that changes an order's status, so the counts
 * move exactly when the orders do. The order's id picks one of SLOTS rows
 * per status and method: concurrent checkouts of different orders mostly
 * add to different rows, instead of all waiting on one row's lock.
 */
const SLOTS = 8;

type CountedOrder = { id: number; method: OrderMethod };

async function add(trx: Db, order: CountedOrder, status: OrderStatus): Promise<void> {
  await trx
    .insertInto('order_counts')
    .values({ status, method: order.method, slot: order.id % SLOTS, n: 1 })
    .onConflict((oc) => oc.columns(['status', 'method', 'slot']).doUpdateSet((eb) => ({ n: eb('order_counts.n', '+', 1) })))
    .execute();
}

/** The row exists: the order was counted in it when it was written. */
async function remove(trx: Db, order: CountedOrder, status: OrderStatus): Promise<void> {
  await trx
    .updateTable('order_counts')
    .set((eb) => ({ n: eb('n', '-', 1) }))
    .where('status', '=', status)
    .where('method', '=', order.method)
    .where('slot', '=', order.id % SLOTS)
    .execute();
}

/** A new order, written in this transaction. */
export function countNewOrder(trx: Db, order: CountedOrder & { status: OrderStatus }): Promise<void> {
  return add(trx, order, order.status);
}

/** An order whose status this transaction moved (a conditional update that changed its row). */
export async function countStatusChange(trx: Db, order: CountedOrder, from: OrderStatus, to: OrderStatus): Promise<void> {
  await remove(trx, order, from);
  await add(trx, order, to);
}

/** Orders by status, of one method or all: the queue's tabs without a date or search filter. */
export async function keptOrderCounts(db: Db, method?: OrderMethod): Promise<Record<OrderStatus, number>> {
  let query = db.selectFrom('order_counts').select((eb) => ['status', eb.fn.sum<number>('n').as('n')]);
  if (method) query = query.where('method', '=', method);
  const rows = await query.groupBy('status').execute();
  const counts = { submitted: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

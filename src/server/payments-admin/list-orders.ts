import type { OrderList, OrderListQuery } from '../../contracts/payments-admin-schemas';
import type { Db } from '../db/database';
import { applyOrderFilters } from './order-filters';
import { loadOrderRows } from './order-rows';
import { keptOrderCounts } from '../orders/order-counts';
import type { OrderListFilters } from '../../contracts/payments-admin-schemas';
import type { OrderStatus } from '../../contracts/commerce-schemas';

/**
 * The payments queue. Submitted orders come oldest first (a queue: the
 * longest waiting is checked first); reviewed ones newest review first.
 */
export async function listOrders(db: Db, query: OrderListQuery): Promise<OrderList> {
  const { page, pageSize } = query;
  const base = db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id');
  let ids = applyOrderFilters(base.select('orders.id'), query);
  ids = query.status === 'submitted' ? ids.orderBy('orders.created_at', 'asc').orderBy('orders.id', 'asc') : ids.orderBy('orders.reviewed_at', 'desc').orderBy('orders.id', 'desc');
  const [idRows, counts] = await Promise.all([
    ids
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    tabCounts(db, query),
  ]);
  return {
    items: await loadOrderRows(
      db,
      idRows.map((r) => r.id),
    ),
    page,
    pageSize,
    total: counts[query.status],
    counts,
  };
}

/**
 * Each tab's count. Without a date or search filter (the queue as it
 * opens, or one method) they are the kept counts, a few rows whatever the
 * number of orders; with one, the matching orders are counted.
 */
async function tabCounts(db: Db, filters: OrderListFilters): Promise<Record<OrderStatus, number>> {
  if (!filters.q && !filters.from && !filters.to) return keptOrderCounts(db, filters.method);
  const rows = await applyOrderFilters(
    db
      .selectFrom('orders')
      .innerJoin('users', 'users.id', 'orders.user_id')
      .select((eb) => ['orders.status', eb.fn.countAll<number>().as('n')]),
    filters,
    false,
  )
    .groupBy('orders.status')
    .execute();
  const counts = { submitted: 0, approved: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

import { METHOD_LABELS } from '../../contracts/commerce-schemas';
import type { OrderListFilters } from '../../contracts/payments-admin-schemas';
import type { Db } from '../db/database';
import { takaCell, toCsv } from './csv';
import { applyOrderFilters } from './order-filters';
import { loadOrderRows } from './order-rows';

const HEADER = ['Reference', 'Status', 'Created at', 'Student', 'Email', 'Courses', 'Total (Tk)', 'Method', 'Sender', 'Transaction ID', 'Coupon', 'Reviewed at', 'Reviewer', 'Reject reason'];
const MAX_ROWS = 50_000;
const CHUNK = 500;

/** The queue under the same filters as a spreadsheet, in the order the screen shows it. */
export async function exportOrdersCsv(db: Db, filters: OrderListFilters): Promise<string> {
  let ids = applyOrderFilters(db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id').select('orders.id'), filters);
  ids = filters.status === 'submitted' ? ids.orderBy('orders.created_at', 'asc').orderBy('orders.id', 'asc') : ids.orderBy('orders.reviewed_at', 'desc').orderBy('orders.id', 'desc');
  const all = (await ids.limit(MAX_ROWS).execute()).map((r) => r.id);
  const lines: (string | number | null)[][] = [HEADER];
  for (let i = 0; i < all.length; i += CHUNK) {
    for (const row of await loadOrderRows(db, all.slice(i, i + CHUNK))) {
      lines.push([
        row.reference,
        row.status,
        row.createdAt,
        row.student.name,
        row.student.email,
        row.items.join('; '),
        takaCell(row.totalPaisa),
        METHOD_LABELS[row.method],
        row.sender,
        row.trxId,
        row.couponCode,
        row.reviewedAt,
        row.reviewer,
        row.rejectReason,
      ]);
    }
  }
  return toCsv(lines);
}

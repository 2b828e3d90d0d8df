import { sql } from 'kysely';
import { METHOD_LABELS } from '../../contracts/commerce-schemas';
import type { AdminOrderRow, OrderListFilters } from '../../contracts/payments-admin-schemas';
import type { Db } from '../db/database';
import { takaCell, toCsv } from './csv';
import { applyOrderFilters } from './order-filters';
import { loadOrderRows } from './order-rows';

const HEADER = ['Reference', 'Status', 'Created at', 'Student', 'Email', 'Courses', 'Total (Tk)', 'Method', 'Sender', 'Transaction ID', 'Coupon', 'Reviewed at', 'Reviewer', 'Reject reason'];
const MAX_ROWS = 50_000;
const CHUNK = 500;
/** The first chunk is small, so the download starts at once. */
const FIRST_CHUNK = 50;

function csvLine(row: AdminOrderRow): (string | number | null)[] {
  return [
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
  ];
}

/**
 * The queue under the same filters as a spreadsheet, in the order the screen
 * shows it, FIRST_CHUNK orders and then CHUNK at a time: each chunk is the next page after the
 * last order sent (keyset, along the index of that order), so the first
 * rows go out at once however many orders there are, and memory holds one
 * chunk. The key's time is read as the database's own text, so the next
 * page starts exactly after it (PostgreSQL keeps microseconds).
 */
export async function* exportOrdersCsv(db: Db, filters: OrderListFilters): AsyncGenerator<string> {
  yield toCsv([HEADER]);
  const waiting = filters.status === 'submitted';
  const column = waiting ? 'orders.created_at' : 'orders.reviewed_at';
  let after: { at: string | null; id: number } | null = null;
  for (let sent = 0; sent < MAX_ROWS;) {
    let ids = applyOrderFilters(
      db
        .selectFrom('orders')
        .innerJoin('users', 'users.id', 'orders.user_id')
        .select(['orders.id', sql<string | null>`cast(${sql.ref(column)} as text)`.as('at')]),
      filters,
    );
    if (after && after.at === null) {
      // Only rows written outside the product lack the time (every review sets it): go on by position.
      ids = ids.offset(sent);
    } else if (after) {
      const { id } = after;
      const at = after.at!;
      ids = waiting
        ? ids.where((eb) => eb.or([eb(column, '>', at), eb.and([eb(column, '=', at), eb('orders.id', '>', id)])]))
        : ids.where((eb) => eb.or([eb(column, '<', at), eb.and([eb(column, '=', at), eb('orders.id', '<', id)])]));
    }
    const want = Math.min(sent === 0 ? FIRST_CHUNK : CHUNK, MAX_ROWS - sent);
    const page = await ids
      .orderBy(column, waiting ? 'asc' : 'desc')
      .orderBy('orders.id', waiting ? 'asc' : 'desc')
      .limit(want)
      .execute();
    if (page.length === 0) return;
    const rows = await loadOrderRows(
      db,
      page.map((r) => r.id),
    );
    yield toCsv(rows.map(csvLine));
    sent += page.length;
    const last = page[page.length - 1]!;
    after = { at: last.at, id: last.id };
    if (page.length < want) return;
  }
}

import { sql, type SelectQueryBuilder } from 'kysely';
import { normaliseTrxId } from '../../contracts/commerce-schemas';
import type { OrderListFilters } from '../../contracts/payments-admin-schemas';
import type { Database } from '../db/schema';

/** `%` and `_` typed in the search box are searched for, not used as wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** The start of a Dhaka day (UTC+6) as an ISO instant; the queue's dates are the office's days. */
export function dhakaDayStart(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00+06:00`).toISOString();
}

function nextDhakaDayStart(isoDate: string): string {
  return new Date(new Date(`${isoDate}T00:00:00+06:00`).getTime() + 24 * 60 * 60 * 1000).toISOString();
}

type OrdersQuery<O> = SelectQueryBuilder<Database, 'orders' | 'users', O>;

/**
 * The filters the queue, its tab counts and the CSV export share. Status is
 * left out when `withStatus` is false, so each tab's count uses the others.
 * Search is case-insensitive on both databases (both sides lower-cased).
 */
export function applyOrderFilters<O>(query: OrdersQuery<O>, filters: OrderListFilters, withStatus = true): OrdersQuery<O> {
  let q = query;
  if (withStatus) q = q.where('orders.status', '=', filters.status);
  if (filters.method) q = q.where('orders.method', '=', filters.method);
  if (filters.from) q = q.where('orders.created_at', '>=', dhakaDayStart(filters.from));
  if (filters.to) q = q.where('orders.created_at', '<', nextDhakaDayStart(filters.to));
  if (filters.q) {
    const pattern = likePattern(filters.q.replace(/\s+/g, ' '));
    const compact = likePattern(filters.q.replace(/\s+/g, ''));
    // Stored transaction IDs are letters and digits only: "REUS-E2389C3" finds REUSE2389C3.
    const trx = likePattern(normaliseTrxId(filters.q) || filters.q);
    q = q.where(
      sql<boolean>`(lower(orders.trx_id) like lower(${trx}) escape '\\' or lower(orders.reference) like lower(${compact}) escape '\\' or lower(users.email) like lower(${pattern}) escape '\\' or lower(users.name) like lower(${pattern}) escape '\\')`,
    );
  }
  return q;
}

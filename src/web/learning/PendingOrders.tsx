import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { Order } from '../../contracts/commerce-schemas';
import { formatDateTime } from '../format/dates';
import { formatPrice } from '../format/money';

/**
 * Orders whose payment the team has not checked yet, above the courses: a
 * student who just paid sees their purchase at once, and where it stands,
 * instead of an empty list until approval.
 */
export function PendingOrders({ orders }: { orders: Order[] }) {
  const pending = orders.filter((o) => o.status === 'submitted');
  if (pending.length === 0) return null;
  return (
    <section aria-labelledby="pending-orders" className="mb-8 rounded-2xl border border-amber-200 bg-amber-50 p-5 sm:p-6">
      <h2 id="pending-orders" className="flex items-center gap-2 text-lg font-bold text-amber-950">
        <Clock aria-hidden="true" className="h-5 w-5" /> Payment under review
      </h2>
      <p className="mt-1 text-sm text-amber-900">These courses open as soon as our team confirms the payment. We email you then.</p>
      <ul className="mt-4 space-y-3">
        {pending.map((order) => (
          <li key={order.reference} data-pending-order={order.reference} className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-semibold text-ink">{order.items.map((i) => i.courseTitle).join(', ')}</p>
              <p className="text-sm text-slate-600">
                <span className="font-mono">{order.reference}</span> · {formatPrice(order.totalPaisa)} · sent {formatDateTime(order.createdAt)}
              </p>
            </div>
            <Link
              to={`/cprocessing/${encodeURIComponent(order.reference)}`}
              className="inline-flex shrink-0 items-center justify-center rounded-full border-2 border-brand-700 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              See status<span className="sr-only"> of {order.reference}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

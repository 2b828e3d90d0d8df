import { Printer, X } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { METHOD_LABELS, type Order } from '../../contracts/commerce-schemas';
import { SITE } from '../../contracts/site';
import { useSiteSettings } from '../contact/site-settings-api';
import { formatDateTime } from '../format/dates';
import { formatPrice, formatTaka } from '../format/money';
import { OrderStatusBadge } from './OrderStatusBadge';
import './receipt-print.css';

/** A printable receipt: who sold, who bought, what, for how much, how it was paid and where it stands. */
export function Receipt({ order, closeTo }: { order: Order; closeTo: string }) {
  const settings = useSiteSettings().data;
  useEffect(() => {
    document.body.classList.add('printing-receipt');
    return () => document.body.classList.remove('printing-receipt');
  }, []);
  return (
    <article aria-label={`Receipt ${order.reference}`} className="printable-receipt mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
      <div className="no-print mb-6 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={() => window.print()} className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800">
          <Printer aria-hidden="true" className="h-4 w-4" /> Print
        </button>
        <Link to={closeTo} className="inline-flex items-center gap-2 rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50">
          <X aria-hidden="true" className="h-4 w-4" /> Close
        </Link>
      </div>
      <div className="flex flex-col gap-6 border-b border-slate-200 pb-6 sm:flex-row sm:justify-between">
        <div>
          <p className="text-2xl font-extrabold tracking-tight text-brand-800">{SITE.name}</p>
          {settings?.address && <p className="mt-1 max-w-xs text-sm text-slate-600">{settings.address}</p>}
          {(settings?.email || settings?.phone) && <p className="text-sm text-slate-600">{[settings.email, settings.phone].filter(Boolean).join(' · ')}</p>}
        </div>
        <div className="sm:text-right">
          <h2 className="text-xl font-bold text-ink">Receipt</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:justify-items-end">
            <dt className="text-slate-500">Reference</dt>
            <dd className="font-mono font-semibold">{order.reference}</dd>
            <dt className="text-slate-500">Date</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
            <dt className="text-slate-500">Status</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
          </dl>
        </div>
      </div>
      <section className="border-b border-slate-200 py-5 text-sm">
        <h3 className="font-semibold text-slate-500">Billed to</h3>
        <p className="mt-1 font-semibold text-ink">{order.customer.name}</p>
        <p className="text-slate-600">{order.customer.email}</p>
      </section>
      <table className="mt-5 hidden w-full text-sm sm:table">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th className="py-2 pr-3 font-semibold">Course</th>
            <th className="py-2 pr-3 text-right font-semibold">Price</th>
            <th className="py-2 pr-3 text-right font-semibold">Discount</th>
            <th className="py-2 text-right font-semibold">Paid</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.courseSlug} className="border-b border-slate-100 align-top">
              <td className="py-3 pr-3 font-medium text-ink">{item.courseTitle}</td>
              <td className="whitespace-nowrap py-3 pr-3 text-right tabular-nums">
                {item.salePricePaisa !== null && <span className="mr-1.5 text-slate-600 line-through">{formatTaka(item.pricePaisa)}</span>}
                {formatPrice(item.salePricePaisa ?? item.pricePaisa)}
              </td>
              <td className="whitespace-nowrap py-3 pr-3 text-right tabular-nums">{item.discountPaisa > 0 ? `− ${formatTaka(item.discountPaisa)}` : '—'}</td>
              <td className="whitespace-nowrap py-3 text-right font-semibold tabular-nums">{formatPrice(item.paidPaisa)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Phones: one block per course instead of four columns. */}
      <ul className="mt-5 divide-y divide-slate-100 border-y border-slate-200 text-sm sm:hidden">
        {order.items.map((item) => (
          <li key={item.courseSlug} className="py-3">
            <p className="font-medium text-ink">{item.courseTitle}</p>
            <dl className="mt-1 grid grid-cols-2 gap-y-0.5 tabular-nums">
              <dt className="text-slate-500">Price</dt>
              <dd className="text-right">{formatPrice(item.salePricePaisa ?? item.pricePaisa)}</dd>
              {item.discountPaisa > 0 && (
                <>
                  <dt className="text-slate-500">Discount</dt>
                  <dd className="text-right">− {formatTaka(item.discountPaisa)}</dd>
                </>
              )}
              <dt className="text-slate-500">Paid</dt>
              <dd className="text-right font-semibold">{formatPrice(item.paidPaisa)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <dl className="ml-auto mt-4 grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-right text-sm tabular-nums">
        <dt className="text-slate-500">Subtotal</dt>
        <dd className="whitespace-nowrap">{formatPrice(order.subtotalPaisa)}</dd>
        {order.discountPaisa > 0 && (
          <>
            <dt className="text-slate-500">Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
            <dd className="whitespace-nowrap">− {formatTaka(order.discountPaisa)}</dd>
          </>
        )}
        <dt className="pt-1 text-base font-bold text-ink">Total</dt>
        <dd className="whitespace-nowrap pt-1 text-base font-bold text-ink">{formatPrice(order.totalPaisa)}</dd>
      </dl>
      <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-2xl bg-slate-50 p-5 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Payment method</dt>
          <dd className="font-semibold">{METHOD_LABELS[order.method]}</dd>
        </div>
        {order.trxId && (
          <div>
            <dt className="text-slate-500">Transaction ID (TrxID)</dt>
            <dd className="font-mono font-semibold">{order.trxId}</dd>
          </div>
        )}
        {order.sender && (
          <div>
            <dt className="text-slate-500">Sent from</dt>
            <dd className="font-semibold">{order.sender}</dd>
          </div>
        )}
        {order.reviewedAt && (
          <div>
            <dt className="text-slate-500">{order.status === 'rejected' ? 'Rejected on' : 'Approved on'}</dt>
            <dd className="font-semibold">{formatDateTime(order.reviewedAt)}</dd>
          </div>
        )}
      </dl>
      {order.status === 'rejected' && order.rejectReason && <p className="mt-4 rounded-xl bg-red-50 p-4 text-sm text-red-900">Reason: {order.rejectReason}</p>}
      {order.status === 'submitted' && <p className="mt-4 text-sm text-slate-600">This payment is waiting for approval; the receipt shows what you sent.</p>}
      <p className="mt-8 text-xs text-slate-500">Thank you for studying with {SITE.name}. Keep this receipt for your records.</p>
    </article>
  );
}

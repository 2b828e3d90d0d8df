import { Download, ImageIcon } from 'lucide-react';
import { Link } from 'react-router';
import { METHOD_LABELS, ORDER_METHODS, type OrderMethod, type OrderStatus } from '../../../contracts/commerce-schemas';
import { approvalPastLimitText } from '../../../contracts/coupon-usage';
import type { AdminOrderRow } from '../../../contracts/payments-admin-schemas';
import { ordersCsvUrl, screenshotUrl, useOrderList } from './payments-api';
import { PageMeta } from '../../components/PageMeta';
import { formatDateTime, formatRelative } from '../../format/dates';
import { formatTaka } from '../../format/money';
import { useAdmin } from '../admin-context';
import { buttonClass } from '../ui/button-class';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { FilterBar } from '../ui/FilterBar';
import { Input } from '../ui/Input';
import { Loaded } from '../ui/Loaded';
import { Pager } from '../ui/Pager';
import { SearchBox } from '../ui/SearchBox';
import { SelectField } from '../ui/SelectField';
import { StatusTabs } from '../ui/StatusTabs';
import { useListAddress } from '../use-list-address';
import { CouponUsageNote } from './CouponUsageNote';
import { PaymentsFrame } from './PaymentsFrame';
import { ReviewActions } from './ReviewActions';
import { OrderStatusBadge } from './StatusBadges';

const STATUS_TABS: { value: OrderStatus; label: string }[] = [
  { value: 'submitted', label: 'Waiting' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** The payments queue: filters live in the address, so a view can be shared, reloaded or exported as it is. */
export default function QueueScreen() {
  const { params, q, page, search, setSearch, update, clear } = useListAddress();
  const status = (params.get('status') as OrderStatus | null) ?? 'submitted';
  const filters = {
    status,
    method: (params.get('method') || undefined) as OrderMethod | undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    q: q || undefined,
    page,
  };
  const list = useOrderList(filters);

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const filtered = Boolean(q || filters.method || filters.from || filters.to);

  return (
    <PaymentsFrame
      intro="Check each payment against the bKash, Nagad, Rocket or bank statement, then approve it to open the courses."
      actions={
        <a href={ordersCsvUrl(filters)} download className={`${buttonClass()} shrink-0 whitespace-nowrap`}>
          <Download aria-hidden="true" className="h-4 w-4" /> Export CSV
        </a>
      }
    >
      <PageMeta title="Payments queue" />
      <div className="mt-6">
        <StatusTabs
          label="Order status"
          value={status}
          tabs={STATUS_TABS.map((tab) => ({ ...tab, count: data ? data.counts[tab.value] : null }))}
          attention="submitted"
          onChange={(value) => update({ status: value === 'submitted' ? '' : value })}
        />
      </div>

      <FilterBar label="Find orders" columns="md:grid-cols-2 xl:grid-cols-[1fr_11rem_10rem_10rem]">
        <SearchBox
          id="order-search"
          label="Search by TrxID, reference, email or name"
          placeholder="TrxID, reference, email or name"
          value={search}
          onChange={setSearch}
          className="md:col-span-2 xl:col-span-1"
        />
        <SelectField
          id="order-method"
          label="Method"
          labelHidden
          value={filters.method ?? ''}
          choices={[['', 'Every method'], ...ORDER_METHODS.map((m) => [m, METHOD_LABELS[m]] as const)]}
          onChange={(method) => update({ method })}
        />
        <div className="grid grid-cols-2 gap-3 md:col-span-2 xl:col-span-2">
          <label className="relative">
            <span className="absolute -top-2 left-3 bg-white px-1 text-[11px] font-semibold text-slate-500">From</span>
            <Input type="date" value={filters.from ?? ''} max={filters.to} onChange={(e) => update({ from: e.target.value })} aria-label="Submitted from" />
          </label>
          <label className="relative">
            <span className="absolute -top-2 left-3 bg-white px-1 text-[11px] font-semibold text-slate-500">To</span>
            <Input type="date" value={filters.to ?? ''} min={filters.from} onChange={(e) => update({ to: e.target.value })} aria-label="Submitted to" />
          </label>
        </div>
      </FilterBar>

      <Loaded query={list} what="the payments">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState action={filtered && <Button onClick={() => clear(status === 'submitted' ? {} : { status })}>Clear search and filters</Button>}>
              {filtered ? 'No orders match these filters.' : status === 'submitted' ? 'No payments are waiting. Every order has been reviewed.' : `No ${status} orders yet.`}
            </EmptyState>
          ) : (
            <>
              <p className="mt-6 text-sm text-slate-600" aria-live="polite">
                {data.total.toLocaleString('en-IN')} {status === 'submitted' ? 'waiting, oldest first' : `${status}, latest first`}
              </p>
              <ul className={`mt-3 space-y-3 transition ${list.isFetching ? 'opacity-70' : ''}`} aria-label="Orders">
                {data.items.map((order) => (
                  <OrderCard key={order.reference} order={order} />
                ))}
              </ul>
              <Pager page={page} pages={pages} onPage={(p) => update({ page: String(p) })} />
            </>
          )
        }
      </Loaded>
    </PaymentsFrame>
  );
}

function OrderCard({ order }: { order: AdminOrderRow }) {
  const { basePath } = useAdmin();
  const pastLimit = order.status === 'submitted' && order.couponUsage ? approvalPastLimitText(order.couponUsage) : null;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" data-order={order.reference}>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)_auto] xl:items-start">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Link to={`${basePath}/enrollments/orders/${order.reference}`} className="font-mono text-sm font-bold text-brand-700 hover:underline">
              {order.reference}
            </Link>
            <OrderStatusBadge status={order.status} />
            <span className="text-xs text-slate-500">
              <time dateTime={order.createdAt} title={formatDateTime(order.createdAt)}>
                {formatRelative(order.createdAt)}
              </time>
            </span>
          </div>
          <p className="mt-2 truncate font-semibold text-ink">{order.student.name}</p>
          <p className="truncate text-sm text-slate-500">{order.student.email}</p>
          <p className="mt-2 text-sm text-slate-700">{order.items.join(' · ')}</p>
          {order.couponUsage && <CouponUsageNote usage={order.couponUsage} pastLimit={pastLimit} />}
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4 xl:grid-cols-2">
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">Amount</dt>
            <dd className="font-bold tabular-nums text-ink">{formatTaka(order.totalPaisa)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">Method</dt>
            <dd className="text-ink">{METHOD_LABELS[order.method]}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">Sender</dt>
            <dd className="truncate font-mono text-ink">{order.sender ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">TrxID</dt>
            <dd className="truncate font-mono font-semibold text-ink">{order.trxId ?? '—'}</dd>
          </div>
        </dl>
        <div className="flex flex-col gap-3 xl:w-64 xl:items-end">
          {order.hasScreenshot ? (
            <a href={screenshotUrl(order.reference)} target="_blank" rel="noreferrer" className="group inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:underline">
              <img src={screenshotUrl(order.reference)} alt={`Payment screenshot for ${order.reference}`} loading="lazy" className="h-12 w-12 rounded-lg border border-slate-200 object-cover" />
              View screenshot
            </a>
          ) : (
            <span className="inline-flex items-center gap-2 text-sm text-slate-600">
              <ImageIcon aria-hidden="true" className="h-4 w-4" /> No screenshot
            </span>
          )}
          {order.status === 'submitted' ? (
            <ReviewActions reference={order.reference} student={order.student.name} pastLimit={pastLimit} />
          ) : (
            <p className="text-sm text-slate-600 xl:text-right">
              {order.status === 'approved' ? 'Approved' : 'Rejected'} {order.reviewedAt && formatRelative(order.reviewedAt)}
              {order.reviewer && <span className="block text-xs text-slate-500">by {order.reviewer}</span>}
              {order.rejectReason && <span className="mt-1 block rounded-lg bg-red-50 px-2 py-1 text-left text-red-900">{order.rejectReason}</span>}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

import { ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { METHOD_LABELS } from '../../../contracts/commerce-schemas';
import { approvalPastLimitText } from '../../../contracts/coupon-usage';
import { ApiError } from '../../api/client';
import { screenshotUrl, useOrderDetail } from './payments-api';
import { LoadError } from '../../components/LoadError';
import { PageLoading } from '../../components/PageLoading';
import { PageMeta } from '../../components/PageMeta';
import { formatDate, formatDateTime } from '../../format/dates';
import { formatTaka } from '../../format/money';
import { useAdmin } from '../admin-context';
import { ActivityList } from '../ActivityList';
import { BackLink } from '../ui/BackLink';
import { Panel } from '../ui/Panel';
import { CouponUsageNote } from './CouponUsageNote';
import { ReviewActions } from './ReviewActions';
import { EnrollmentStateBadge, OrderStatusBadge } from './StatusBadges';

/** One order: what was bought and paid, the screenshot large, the decision, and the student's history. */
export default function OrderScreen() {
  const { reference = '' } = useParams();
  const { basePath } = useAdmin();
  const detail = useOrderDetail(reference);
  const back = <BackLink to={`${basePath}/enrollments`}>Payments queue</BackLink>;
  if (detail.isPending) return <PageLoading />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) {
      return (
        <>
          {back}
          <h1 className="mt-6 text-2xl font-extrabold text-ink">No order {reference}</h1>
          <p className="mt-2 text-slate-600">Check the reference: it looks like HSB- followed by eight letters and digits.</p>
        </>
      );
    }
    return <LoadError what="this order" error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const { order, student, reviewer, couponUsage, otherOrders, enrollments, audit } = detail.data;
  const pastLimit = order.status === 'submitted' && couponUsage ? approvalPastLimitText(couponUsage) : null;
  const facts: [string, string][] = [
    ['Method', METHOD_LABELS[order.method]],
    ['Sender', order.sender ?? '—'],
    ['Transaction ID', order.trxId ?? '—'],
    ['Coupon', order.couponCode ?? '—'],
    ['Submitted', formatDateTime(order.createdAt)],
    ['Reviewed', order.reviewedAt ? `${formatDateTime(order.reviewedAt)}${reviewer ? ` by ${reviewer}` : ''}` : 'Not yet'],
  ];

  return (
    <>
      <PageMeta title={`${order.reference} · Payments`} />
      {back}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <h1 className="font-mono text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{order.reference}</h1>
        <OrderStatusBadge status={order.status} />
        <p className="text-3xl font-extrabold tabular-nums text-ink sm:ml-auto">{formatTaka(order.totalPaisa)}</p>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <Panel title="Payment">
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              {facts.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">{label}</dt>
                  <dd className={`mt-0.5 text-ink ${label === 'Transaction ID' || label === 'Sender' ? 'font-mono font-semibold' : ''}`}>{value}</dd>
                </div>
              ))}
            </dl>
            {couponUsage && <CouponUsageNote usage={couponUsage} pastLimit={pastLimit} />}
            {order.rejectReason && <p className="mt-4 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900">Rejected: {order.rejectReason}</p>}
          </Panel>

          <Panel title="Courses in this order">
            <ul className="divide-y divide-slate-100 text-sm">
              {order.items.map((item) => (
                <li key={item.courseSlug} className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0">
                  <span className="font-semibold text-ink">{item.courseTitle}</span>
                  <span className="shrink-0 tabular-nums text-slate-700">
                    {item.discountPaisa > 0 && <s className="mr-2 text-slate-600">{formatTaka(item.salePricePaisa ?? item.pricePaisa)}</s>}
                    {formatTaka(item.paidPaisa)}
                  </span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm">
              <div className="flex justify-between">
                <dt className="text-slate-600">Subtotal</dt>
                <dd className="tabular-nums">{formatTaka(order.subtotalPaisa)}</dd>
              </div>
              {order.discountPaisa > 0 && (
                <div className="flex justify-between">
                  <dt className="text-slate-600">Discount{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
                  <dd className="tabular-nums">− {formatTaka(order.discountPaisa)}</dd>
                </div>
              )}
              <div className="flex justify-between font-bold text-ink">
                <dt>Total</dt>
                <dd className="tabular-nums">{formatTaka(order.totalPaisa)}</dd>
              </div>
            </dl>
          </Panel>

          <Panel title="Payment screenshot">
            {order.hasScreenshot ? (
              <a href={screenshotUrl(order.reference)} target="_blank" rel="noreferrer" className="block">
                <img src={screenshotUrl(order.reference)} alt={`Payment screenshot for ${order.reference}`} className="mx-auto max-h-[36rem] rounded-xl border border-slate-200 object-contain" />
                <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  Open full size <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                </span>
              </a>
            ) : (
              <p className="text-sm text-slate-600">The student did not upload a screenshot. Match the transaction ID on the statement.</p>
            )}
          </Panel>
        </div>

        <div className="space-y-6">
          {order.status === 'submitted' && (
            <Panel title="Decision">
              <p className="mb-4 text-sm text-slate-600">Approving opens the courses at once and emails {student.name}. Rejecting emails them your reason.</p>
              <ReviewActions reference={order.reference} student={student.name} large pastLimit={pastLimit} />
            </Panel>
          )}
          <Panel title="Student">
            <p className="font-semibold text-ink">{student.name}</p>
            <p className="text-sm text-slate-600">{student.email}</p>
            {student.phone && <p className="text-sm text-slate-600">{student.phone}</p>}
            <Link to={`${basePath}/users/${student.id}`} className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
              Open account
            </Link>
          </Panel>
          <Panel title="Enrollments">
            {enrollments.length === 0 ? (
              <p className="text-sm text-slate-500">Not enrolled in any course yet.</p>
            ) : (
              <ul className="space-y-3 text-sm">
                {enrollments.map((e) => (
                  <li key={e.id}>
                    <p className="font-semibold text-ink">{e.course.title}</p>
                    <p className="mt-0.5 flex flex-wrap items-center gap-2 text-slate-600">
                      <EnrollmentStateBadge state={e.state} />
                      {e.expiresAt ? `until ${formatDate(e.expiresAt)}` : 'no end'}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title="Other orders">
            {otherOrders.length === 0 ? (
              <p className="text-sm text-slate-500">This is the student’s first order.</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {otherOrders.map((o) => (
                  <li key={o.reference} className="flex items-center justify-between gap-3 py-2 first:pt-0">
                    <Link to={`${basePath}/enrollments/orders/${o.reference}`} className="font-mono font-semibold text-brand-700 hover:underline">
                      {o.reference}
                    </Link>
                    <span className="flex items-center gap-2">
                      <span className="tabular-nums text-slate-700">{formatTaka(o.totalPaisa)}</span>
                      <OrderStatusBadge status={o.status} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title="Audit trail">
            <ActivityList entries={audit} showTarget={false} />
          </Panel>
        </div>
      </div>
    </>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { METHOD_LABELS, type Order } from '../../contracts/commerce-schemas';
import { useSession } from '../account/auth-api';
import { checkoutApi } from './checkout-api';
import { ApiError } from '../api/client';
import { retryUnlessRefused } from '../api/retry';
import { OrderTimeline } from './OrderTimeline';
import { ScreenshotAttach } from './ScreenshotAttach';
import { FormAlert } from '../components/FormAlert';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { formatPrice, formatTaka } from '../format/money';
import { SignInRedirect } from '../learning/SignInRedirect';

const crumbs = [{ label: 'My purchases', to: '/coursebyUser' }];
const button = 'inline-flex h-11 items-center rounded-full px-6 font-bold';

export default function OrderStatusScreen() {
  const { orderId } = useParams();
  const session = useSession();
  const frame = (children: ReactNode) => (
    <PageFrame title="Payment status" intro="Follow your payment from submission to approval." crumbs={crumbs}>
      <div className="mx-auto max-w-4xl px-4 py-10">{children}</div>
    </PageFrame>
  );
  if (session.isPending) return frame(<PageLoading />);
  if (session.isError) return frame(<LoadError what="your account" onRetry={() => void session.refetch()} />);
  // Like every screen that needs an account: to sign in, and back here after.
  if (!session.data) return <SignInRedirect />;
  if (!orderId) {
    return frame(
      <div className="flex flex-wrap justify-center gap-3 text-center">
        <p className="w-full text-slate-600">Open an order from your purchases to see where its payment stands.</p>
        <Link to="/coursebyUser" className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
          My purchases
        </Link>
        <Link to="/my-enroll" className={`${button} border-2 border-brand-700 text-brand-700`}>
          My courses
        </Link>
      </div>,
    );
  }
  return frame(<OrderStatus reference={orderId} />);
}

function OrderStatus({ reference }: { reference: string }) {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const order = useQuery({
    queryKey: ['order', reference],
    queryFn: () => checkoutApi.order(reference),
    // While the payment waits, look again every 10 s and whenever the tab comes back.
    refetchInterval: (query) => (query.state.data?.status === 'submitted' ? 10_000 : false),
    refetchOnWindowFocus: true,
    retry: retryUnlessRefused,
  });
  if (order.error instanceof ApiError && order.error.status === 404) {
    return (
      <FormAlert>
        No order of yours has the reference {reference}.{' '}
        <Link className="font-semibold underline" to="/coursebyUser">
          See your purchases
        </Link>
      </FormAlert>
    );
  }
  if (order.isError) return <LoadError what="your order" onRetry={() => void order.refetch()} />;
  const o = order.data;
  if (!o) return <PageLoading />;
  const setOrder = (next: Order) => queryClient.setQueryData(['order', reference], next);
  return (
    <div className="space-y-6" data-testid="order-status" data-status={o.status}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-2xl font-extrabold text-ink">Order {o.reference}</h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-bold ${{ submitted: 'bg-amber-100 text-amber-900', approved: 'bg-brand-100 text-brand-900', rejected: 'bg-red-100 text-red-900' }[o.status]}`}
        >
          {{ submitted: 'Payment under review', approved: 'Approved', rejected: 'Not approved' }[o.status]}
        </span>
      </div>
      <OrderTimeline order={o} />
      {params.get('upload') === 'failed' && o.status === 'submitted' && !o.hasScreenshot && (
        <FormAlert tone="info">Your order is placed, but the screenshot did not upload. Attach it again below.</FormAlert>
      )}
      {o.status === 'approved' && (
        <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6">
          <p className="font-bold text-brand-900">Your courses are open.</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to="/my-enroll" className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
              Start learning
            </Link>
            {o.items.map((item) => (
              <Link key={item.courseSlug} to={`/courseland/${item.courseSlug}`} className="self-center font-semibold text-brand-800 underline">
                {item.courseTitle}
              </Link>
            ))}
          </div>
        </div>
      )}
      {o.status === 'rejected' && (
        <div className="rounded-2xl border border-red-200 bg-red-50 p-6">
          <p className="font-bold text-red-900">We could not confirm this payment.</p>
          {o.rejectReason && <p className="mt-1 text-red-900">Reason: {o.rejectReason}</p>}
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to={o.items.length === 1 ? `/courseEnroll/${o.items[0]!.courseSlug}` : '/courses'} className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
              Check out again
            </Link>
            <Link to="/contact" className={`${button} border-2 border-brand-700 text-brand-700`}>
              Contact us
            </Link>
          </div>
        </div>
      )}
      <section className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" aria-label="Order details">
        <ul className="divide-y divide-slate-100">
          {o.items.map((item) => (
            <li key={item.courseSlug} className="flex justify-between gap-4 py-2">
              <span className="text-ink">{item.courseTitle}</span>
              <span className="font-semibold">{formatPrice(item.paidPaisa)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <Row label="Amount" value={formatPrice(o.totalPaisa)} />
          <Row label="Method" value={METHOD_LABELS[o.method]} />
          {o.sender && <Row label="Paid from" value={o.sender} />}
          {o.trxId && <Row label="Transaction ID" value={o.trxId} />}
          {o.couponCode && <Row label="Coupon" value={`${o.couponCode} (−${formatTaka(o.discountPaisa)})`} />}
          <Row label="Screenshot" value={o.hasScreenshot ? 'Attached' : 'None'} />
        </dl>
        {o.status === 'submitted' && (
          <div className="mt-6 border-t border-slate-100 pt-4">
            <ScreenshotAttach order={o} onDone={setOrder} />
          </div>
        )}
      </section>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 sm:block">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}

import { Receipt as ReceiptIcon, ShoppingBag } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { METHOD_LABELS, type Order } from '../../contracts/commerce-schemas';
import { useMyOrders, useViewer } from './learning-api';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { formatDate } from '../format/dates';
import { formatPrice } from '../format/money';
import { OrderStatusBadge } from './OrderStatusBadge';
import { Receipt } from './Receipt';
import { SignInRedirect } from './SignInRedirect';

const TITLE = 'My purchases';
const INTRO = 'Your orders, their status and receipts.';

export default function MyPurchasesScreen() {
  const viewer = useViewer();
  const orders = useMyOrders(viewer.key);
  const [params] = useSearchParams();
  const receipt = params.get('receipt');
  if (viewer.failed)
    return (
      <PageFrame title={TITLE} intro={INTRO}>
        <LoadError what="your account" onRetry={viewer.retry} />
      </PageFrame>
    );
  if (!viewer.loading && !viewer.signedIn) return <SignInRedirect />;
  if (orders.isPending)
    return (
      <PageFrame title={TITLE} intro={INTRO}>
        <PageLoading />
      </PageFrame>
    );
  if (orders.isError)
    return (
      <PageFrame title={TITLE} intro={INTRO}>
        <LoadError what="your purchases" onRetry={() => void orders.refetch()} />
      </PageFrame>
    );

  if (receipt !== null) {
    const order = orders.data.find((o) => o.reference === receipt);
    return (
      <PageFrame title={`Receipt ${receipt}`} crumbs={[{ label: TITLE, to: '/coursebyUser' }]}>
        {order?.status === 'approved' ? (
          <Receipt order={order} closeTo="/coursebyUser" />
        ) : order ? (
          <div role="status" className="mx-auto max-w-lg rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-950">
            <p className="font-semibold">
              {order.status === 'submitted' ? 'The receipt for this order is issued once our team approves the payment.' : 'This order was not approved, so it has no receipt.'}
            </p>
            <Link to={`/cprocessing/${encodeURIComponent(order.reference)}`} className="mt-3 inline-block font-semibold underline">
              See the order's status
            </Link>
          </div>
        ) : (
          <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
            <p className="font-semibold">No order of yours has the reference {receipt}.</p>
            <Link to="/coursebyUser" className="mt-3 inline-block font-semibold underline">
              Back to your purchases
            </Link>
          </div>
        )}
      </PageFrame>
    );
  }

  return (
    <PageFrame title={TITLE} intro={INTRO}>
      {orders.data.length === 0 ? (
        <div className="mx-auto max-w-lg rounded-3xl border border-dashed border-slate-300 bg-slate-50 p-10 text-center">
          <ShoppingBag aria-hidden="true" className="mx-auto h-10 w-10 text-brand-600" />
          <h2 className="mt-4 text-xl font-bold text-ink">No purchases yet</h2>
          <p className="mt-2 text-slate-600">When you buy a course, its order and receipt appear here.</p>
          <Link to="/courses" className="mt-6 inline-block rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800">
            Browse courses
          </Link>
        </div>
      ) : (
        <ul className="space-y-4" aria-label="Orders">
          {orders.data.map((order) => (
            <OrderRow key={order.reference} order={order} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

function OrderRow({ order }: { order: Order }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" data-order={order.reference}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="font-mono text-sm font-semibold text-slate-700">{order.reference}</p>
          <p className="text-sm text-slate-500">{formatDate(order.createdAt)}</p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <ul className="mt-3 space-y-1">
        {order.items.map((item) => (
          <li key={item.courseSlug} className="font-semibold text-ink">
            {item.courseTitle}
          </li>
        ))}
      </ul>
      {order.status === 'rejected' && order.rejectReason && <p className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">Rejected: {order.rejectReason}</p>}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <p className="text-sm text-slate-600">
          <span className="text-lg font-bold text-ink">{formatPrice(order.totalPaisa)}</span> · {METHOD_LABELS[order.method]}
          {order.trxId && <span className="font-mono"> · {order.trxId}</span>}
        </p>
        <div className="flex flex-wrap gap-2">
          {order.status === 'submitted' && (
            <Link to={`/cprocessing/${encodeURIComponent(order.reference)}`} className="rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50">
              Follow status
            </Link>
          )}
          {/* A receipt says the payment was received: only the team's approval makes that true. */}
          {order.status === 'approved' && (
            <Link
              to={`/coursebyUser?receipt=${encodeURIComponent(order.reference)}`}
              className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              <ReceiptIcon aria-hidden="true" className="h-4 w-4" /> Receipt<span className="sr-only"> {order.reference}</span>
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useSession } from '../account/auth-api';
import { CART_KEY, cartApi } from '../cart/cart-api';
import { checkoutApi } from './checkout-api';
import { useCartStore } from '../cart/cart-store';
import { checkoutKey, forgetCheckoutKey } from './checkout-key';
import { checkoutProblem, type CheckoutProblem } from './checkout-errors';
import { OrderSummary } from './OrderSummary';
import { PaymentForm, type PaymentValues } from './PaymentForm';
import { FormAlert } from '../components/FormAlert';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { signInPath } from '../../contracts/routes';

const crumbs = [{ label: 'Cart', to: '/cart' }];

export default function CheckoutScreen() {
  const { slug } = useParams();
  const session = useSession();
  const location = useLocation();
  if (session.isPending)
    return (
      <PageFrame title="Checkout" crumbs={crumbs}>
        <PageLoading />
      </PageFrame>
    );
  if (!session.data) return <Navigate to={signInPath(location.pathname)} replace />;
  if (!session.data.emailVerified) {
    return (
      <PageFrame title="Checkout" crumbs={crumbs}>
        <div className="mx-auto max-w-xl px-4 py-12 text-center">
          <MailWarning aria-hidden="true" className="mx-auto h-12 w-12 text-amber-600" />
          <h2 className="mt-4 text-xl font-bold text-ink">Confirm your email address first</h2>
          <p className="mt-2 text-slate-600">We send your order status and receipts by email, so checkout opens once your address is confirmed.</p>
          <Link
            to={`/processing?email=${encodeURIComponent(session.data.email)}&user=${session.data.id}`}
            className="mt-6 inline-flex h-11 items-center rounded-full bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
          >
            Confirm my email
          </Link>
        </div>
      </PageFrame>
    );
  }
  return <Checkout slug={slug} />;
}

function Checkout({ slug }: { slug: string | undefined }) {
  const scope = slug ?? 'cart';
  const [coupon, setCoupon] = useState<string | undefined>();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const setCount = useCartStore((s) => s.setCoursesCount);
  const quote = useQuery({ queryKey: ['checkout-quote', scope, coupon ?? null], queryFn: () => checkoutApi.quote({ course: slug, coupon }) });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<CheckoutProblem | null>(null);

  async function applyCoupon(code: string) {
    if (!slug) {
      await cartApi.applyCoupon(code);
      await queryClient.invalidateQueries({ queryKey: ['checkout-quote'] });
      return;
    }
    const q = await checkoutApi.quote({ course: slug, coupon: code });
    if (q.coupon && q.coupon.status !== 'applied') throw new Error(q.coupon.message);
    setCoupon(code);
  }
  async function removeCoupon() {
    if (!slug) await cartApi.removeCoupon();
    setCoupon(undefined);
    await queryClient.invalidateQueries({ queryKey: ['checkout-quote'] });
  }

  async function place(values: PaymentValues | null) {
    const q = quote.data;
    if (!q || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const sentCoupon = slug && coupon && q.coupon?.status === 'applied' ? coupon : undefined;
      const payment = values ? { method: values.method, sender: values.sender, trxId: values.trxId } : {};
      const { order } = await checkoutApi.submit({ course: slug, coupon: sentCoupon, checkoutKey: checkoutKey(scope), expectedTotalPaisa: q.totalPaisa, ...payment });
      forgetCheckoutKey(scope);
      let uploadFailed = false;
      if (values?.screenshot) await checkoutApi.attachScreenshot(order.reference, values.screenshot).catch(() => (uploadFailed = true));
      void queryClient.invalidateQueries({ queryKey: CART_KEY });
      void cartApi.count().then(
        ({ count }) => setCount(count),
        () => undefined,
      );
      navigate(`/cprocessing/${order.reference}${uploadFailed ? '?upload=failed' : ''}`);
    } catch (error) {
      const found = checkoutProblem(error);
      setProblem(found);
      if (found.dropCoupon) setCoupon(undefined);
      if (found.refetchQuote) await quote.refetch();
      setBusy(false);
    }
  }

  const q = quote.data;
  return (
    <PageFrame title="Checkout" intro="Pay for your courses by bKash, Nagad, Rocket or bank transfer." crumbs={crumbs}>
      <div className="mx-auto max-w-6xl px-4 py-10">
        {quote.isError ? (
          <LoadError what="your order" onRetry={() => void quote.refetch()} />
        ) : !q ? (
          <PageLoading />
        ) : q.lines.length === 0 ? (
          <div className="mx-auto max-w-md space-y-4 text-center">
            {q.notices.map((n) => (
              <FormAlert key={n.slug} tone="info">
                {n.message}
              </FormAlert>
            ))}
            <p className="text-lg font-bold text-ink">There is nothing to pay for.</p>
            <Link to="/courses" className="inline-flex h-11 items-center rounded-full bg-brand-700 px-6 font-bold text-white hover:bg-brand-800">
              Browse courses
            </Link>
          </div>
        ) : (
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <div className="order-2 min-w-0 space-y-6 lg:order-1">
              {problem && problem.field === null && (
                <FormAlert>
                  {problem.message}{' '}
                  {problem.link && (
                    <Link to={problem.link.to} className="font-semibold underline">
                      {problem.link.label}
                    </Link>
                  )}
                </FormAlert>
              )}
              {q.notices.map((n) => (
                <FormAlert key={n.slug} tone="info">
                  {n.message}
                </FormAlert>
              ))}
              {q.totalPaisa === 0 ? (
                <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
                  <h2 className="text-xl font-bold text-ink">Nothing to pay</h2>
                  <p className="mt-2 text-slate-600">Your courses open as soon as you enroll.</p>
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => void place(null)}
                    className="mt-5 h-12 w-full rounded-full bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:opacity-60"
                  >
                    {busy ? 'Enrolling…' : 'Enroll for free'}
                  </button>
                </div>
              ) : (
                <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                  <PaymentForm totalPaisa={q.totalPaisa} busy={busy} serverErrors={problem?.field ? { [problem.field]: problem.message } : {}} onSubmit={(v) => void place(v)} />
                </div>
              )}
            </div>
            <div className="order-1 min-w-0 lg:order-2">
              <OrderSummary quote={q} onApplyCoupon={applyCoupon} onRemoveCoupon={removeCoupon} />
            </div>
          </div>
        )}
      </div>
    </PageFrame>
  );
}

import { ArrowRight, Lock, ShoppingCart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorOf } from '../api/client';
import { CartLine } from './CartLine';
import { CouponField } from './CouponField';
import { OrderTotals } from './OrderTotals';
import { useCart } from './use-cart';
import { FormAlert } from '../components/FormAlert';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { signInPath } from '../../contracts/routes';
import { errorText } from '../api/error-text';

type Message = { tone: 'success' | 'error' | 'info'; text: string; owned?: boolean };

export default function CartScreen() {
  const cart = useCart();
  const [params, setParams] = useSearchParams();
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);
  const handled = useRef<string | null>(null);
  const toAdd = params.get('add');
  const ready = cart.query.isFetched || cart.query.isError;

  // "/cart?add=<slug>": the course page's Add to cart. Add once, then tidy the address.
  useEffect(() => {
    if (!toAdd || !ready || handled.current === toAdd) return;
    handled.current = toAdd;
    cart.add(toAdd).then(
      () => setMessage({ tone: 'success', text: 'Added to your cart.' }),
      (error: unknown) =>
        setMessage({
          tone: 'error',
          text: errorText(error),
          owned: errorOf('PUT /cart/items/{slug}', error)?.code === 'course_already_owned',
        }),
    );
    setParams(
      (p) => {
        p.delete('add');
        return p;
      },
      { replace: true },
    );
  }, [toAdd, ready, cart, setParams]);

  async function remove(slug: string) {
    setBusy(true);
    try {
      await cart.remove(slug);
      setMessage(null);
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  const data = cart.query.data;
  return (
    <PageFrame title="Your cart" intro="Courses you add from the catalogue wait here until you check out.">
      <div className="mx-auto max-w-6xl px-4 py-10">
        {message && (
          <div className="mb-6">
            <FormAlert tone={message.tone}>
              {message.text}{' '}
              {message.owned && (
                <Link to="/my-enroll" className="font-semibold underline">
                  Open My courses
                </Link>
              )}
            </FormAlert>
          </div>
        )}
        {cart.notices.length > 0 && (
          <div className="mb-6 space-y-2" data-testid="cart-notices">
            {cart.notices.map((n) => (
              <FormAlert key={n.slug} tone="info">
                {n.message}
              </FormAlert>
            ))}
          </div>
        )}
        {cart.query.isError && !data ? (
          <LoadError what="your cart" onRetry={() => void cart.query.refetch()} />
        ) : !data ? (
          <PageLoading />
        ) : data.lines.length === 0 ? (
          <EmptyCart />
        ) : (
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <section aria-labelledby="cart-heading" className="min-w-0">
              <h2 id="cart-heading" className="text-lg font-bold text-ink">
                {data.count} {data.count === 1 ? 'course' : 'courses'} in your cart
              </h2>
              <ul className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
                {data.lines.map((line) => (
                  <CartLine key={line.slug} line={line} busy={busy} onRemove={() => void remove(line.slug)} />
                ))}
              </ul>
              <Link to="/courses" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
                Keep browsing courses
              </Link>
            </section>
            <aside className="h-fit space-y-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-28" aria-label="Order summary">
              <h2 className="text-lg font-bold text-ink">Order summary</h2>
              <OrderTotals quote={data} />
              <CouponField coupon={data.coupon} onApply={cart.applyCoupon} onRemove={cart.removeCoupon} />
              <Link
                to={cart.signedIn ? '/courseEnroll' : signInPath('/courseEnroll')}
                className="flex h-12 items-center justify-center gap-2 rounded-full bg-brand-700 font-bold text-white shadow-sm hover:bg-brand-800"
              >
                Proceed to checkout <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </Link>
              <p className="flex items-center justify-center gap-1.5 text-xs text-slate-500">
                <Lock aria-hidden="true" className="h-3.5 w-3.5" /> Pay by bKash, Nagad, Rocket or bank transfer
              </p>
              {!cart.signedIn && <p className="text-center text-xs text-slate-500">You will sign in (or create a free account) before you pay; your cart comes with you.</p>}
            </aside>
          </div>
        )}
      </div>
    </PageFrame>
  );
}

function EmptyCart() {
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center" data-testid="empty-cart">
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ShoppingCart aria-hidden="true" className="h-8 w-8" />
      </span>
      <h2 className="mt-4 text-xl font-bold text-ink">Your cart is empty</h2>
      <p className="mt-2 text-slate-600">Find a course for your next paper and add it here.</p>
      <Link to="/courses" className="mt-6 inline-flex h-11 items-center rounded-full bg-brand-700 px-6 font-bold text-white hover:bg-brand-800">
        Browse courses
      </Link>
    </div>
  );
}

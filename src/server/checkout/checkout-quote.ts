import type { Db } from '../db/database';
import { loadCart } from '../cart/load-cart';
import { loadCoupon, loadQuote, quoteOf, type LoadedQuote } from '../pricing/load-quote';

export type CheckoutScope = { course?: string | undefined; coupon?: string | undefined };

export type CheckoutQuote = LoadedQuote & {
  fromCart: boolean;
  /** The cart had a coupon kept on it when read; an order from the cart uses it up. */
  cartHadCoupon: boolean;
};

/**
 * What a checkout would charge: one course ("Enroll now") or the cart, with
 * the coupon typed on the page or, for the cart, the one kept on it. The
 * checkout page shows this and the order is priced by it again. Each part is
 * read once: a course with its price and the user's enrollment in one query,
 * the cart's rows with theirs in one, a coupon with its course limits in one.
 */
export async function checkoutQuote(db: Db, { userId, scope, now }: { userId: string; scope: CheckoutScope; now: Date }): Promise<CheckoutQuote> {
  if (scope.course) {
    const loaded = await loadQuote(db, { slugs: [scope.course], couponCode: scope.coupon || null, userId, now });
    return { ...loaded, fromCart: false, cartHadCoupon: false };
  }
  const [cart, typed] = await Promise.all([loadCart(db, { userId, now }), scope.coupon ? loadCoupon(db, scope.coupon) : null]);
  const slugs = cart.items.map((item) => item.slug);
  const loaded = scope.coupon
    ? quoteOf({ slugs, courses: cart.courses, couponCode: scope.coupon, coupon: typed, now })
    : quoteOf({ slugs, courses: cart.courses, couponCode: cart.couponCode, coupon: cart.coupon, now });
  return { ...loaded, fromCart: true, cartHadCoupon: cart.couponCode !== null };
}

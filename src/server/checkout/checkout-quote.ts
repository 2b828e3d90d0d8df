import type { Db } from '../db/database';
import { cartCouponCode, cartSlugs } from '../cart/cart-rows';
import { loadQuote, type LoadedQuote } from '../pricing/load-quote';

export type CheckoutScope = { course?: string | undefined; coupon?: string | undefined };

/**
 * What a checkout would charge: one course ("Enroll now") or the cart, with
 * the coupon typed on the page or, for the cart, the one kept on it. The
 * checkout page shows this and the order is priced by it again.
 */
export async function checkoutQuote(db: Db, userId: string, scope: CheckoutScope, now: Date): Promise<LoadedQuote & { fromCart: boolean }> {
  const fromCart = !scope.course;
  const slugs = scope.course ? [scope.course] : await cartSlugs(db, userId);
  const couponCode = scope.coupon || (fromCart ? await cartCouponCode(db, userId) : null);
  return { ...(await loadQuote(db, { slugs, couponCode, userId, now })), fromCart };
}

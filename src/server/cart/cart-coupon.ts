import type { Cart } from '../../contracts/cart-schemas';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { loadQuote } from '../pricing/load-quote';
import { couponErrorCode } from '../pricing/price-quote';
import { cartSlugs } from './cart-rows';
import { getCart } from './get-cart';

/** Keeps a coupon on the cart once it is known to apply; a refused code answers why and is not kept. */
export async function applyCartCoupon(db: Db, { userId, code, now = new Date() }: { userId: string; code: string; now?: Date }): Promise<Cart> {
  const slugs = await cartSlugs(db, userId);
  const { quote, coupon } = await loadQuote(db, { slugs, couponCode: code, userId, now });
  const state = quote.coupon!;
  if (state.status !== 'applied' || !coupon) throw new AppError(couponErrorCode(state.status), state.message);
  await db
    .insertInto('cart_coupons')
    .values({ user_id: userId, code: coupon.code })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ code: coupon.code }))
    .execute();
  return getCart(db, { userId, now });
}

export async function removeCartCoupon(db: Db, userId: string, now = new Date()): Promise<Cart> {
  await db.deleteFrom('cart_coupons').where('user_id', '=', userId).execute();
  return getCart(db, { userId, now });
}

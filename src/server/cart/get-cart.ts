import type { Cart, QuoteNotice } from '../../contracts/cart-schemas';
import type { Db } from '../db/database';
import { quoteOf } from '../pricing/load-quote';
import { loadCart, type StoredCart } from './load-cart';

/** The user's cart priced now (see priceCart). */
export async function getCart(db: Db, { userId, now = new Date(), extraNotices = [] }: { userId: string; now?: Date; extraNotices?: QuoteNotice[] }): Promise<Cart> {
  return priceCart(db, { userId, cart: await loadCart(db, { userId, now }), now, extraNotices });
}

/**
 * A loaded cart priced now. Courses that can no longer be bought (taken
 * down, past their exam date, or already owned) leave the cart here, once,
 * with a notice saying why; `extraNotices` carries those of the caller.
 */
export async function priceCart(db: Db, { userId, cart, now, extraNotices = [] }: { userId: string; cart: StoredCart; now: Date; extraNotices?: QuoteNotice[] }): Promise<Cart> {
  const { quote } = quoteOf({ slugs: cart.items.map((item) => item.slug), courses: cart.courses, couponCode: cart.couponCode, coupon: cart.coupon, now });
  const dropped = quote.notices.flatMap((n) => {
    const id = cart.courses.get(n.slug)?.id;
    return id === undefined ? [] : [id];
  });
  if (dropped.length > 0) await db.deleteFrom('cart_items').where('user_id', '=', userId).where('course_id', 'in', dropped).execute();
  return { ...quote, notices: [...extraNotices, ...quote.notices], count: quote.lines.length };
}

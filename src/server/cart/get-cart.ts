import type { Cart, QuoteNotice } from '../../contracts/cart-schemas';
import type { Db } from '../db/database';
import { loadQuote } from '../pricing/load-quote';
import { cartCouponCode, cartSlugs } from './cart-rows';

/**
 * The user's cart priced now. Courses that can no longer be bought (taken
 * down, past their exam date, or already owned) leave the cart here, once,
 * with a notice saying why; `extraNotices` carries those of the caller.
 */
export async function getCart(db: Db, userId: string, now = new Date(), extraNotices: QuoteNotice[] = []): Promise<Cart> {
  const [slugs, couponCode] = await Promise.all([cartSlugs(db, userId), cartCouponCode(db, userId)]);
  const { quote, courses } = await loadQuote(db, { slugs, couponCode, userId, now });
  const dropped = quote.notices.flatMap((n) => {
    const id = courses.get(n.slug)?.id;
    return id === undefined ? [] : [id];
  });
  if (dropped.length > 0) await db.deleteFrom('cart_items').where('user_id', '=', userId).where('course_id', 'in', dropped).execute();
  return { ...quote, notices: [...extraNotices, ...quote.notices], count: quote.lines.length };
}

import { CART_LIMIT } from '../../contracts/commerce-schemas';
import type { Cart, QuoteNotice } from '../../contracts/cart-schemas';
import type { Db } from '../db/database';
import { loadQuote } from '../pricing/load-quote';
import { cartSlugs } from './cart-rows';
import { getCart } from './get-cart';

/**
 * Adds the courses a visitor collected in the browser to the account's cart
 * at sign-in. Courses the account owns or that cannot be bought are skipped
 * with a notice; a course already in the cart stays one row (primary key).
 */
export async function mergeCart(db: Db, { userId, slugs, now = new Date() }: { userId: string; slugs: string[]; now?: Date }): Promise<Cart> {
  const { quote, courses } = await loadQuote(db, { slugs, couponCode: null, userId, now });
  const present = new Set(await cartSlugs(db, userId));
  const notices: QuoteNotice[] = [...quote.notices];
  let room = CART_LIMIT - present.size;
  for (const line of quote.lines) {
    if (present.has(line.slug)) continue;
    if (room <= 0) {
      notices.push({ slug: line.slug, title: line.title, reason: 'removed', message: `Your cart is full, so “${line.title}” was not added.` });
      continue;
    }
    await db
      .insertInto('cart_items')
      .values({ user_id: userId, course_id: courses.get(line.slug)!.id, added_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .execute();
    room -= 1;
  }
  return getCart(db, { userId, now, extraNotices: notices });
}

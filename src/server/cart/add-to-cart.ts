import { CART_LIMIT } from '../../contracts/commerce-schemas';
import type { Cart } from '../../contracts/cart-schemas';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { priceCart } from './get-cart';
import { loadCart, withItem } from './load-cart';

/**
 * Puts a course in the cart; adding it again changes nothing. Free courses
 * may be added too: a cart whose total is zero enrolls at checkout at once.
 * The course is read with the cart, and the answer is priced from what was
 * read and the row written, so nothing is read twice.
 */
export async function addToCart(db: Db, userId: string, slug: string, now = new Date()): Promise<Cart> {
  let cart = await loadCart(db, userId, now, slug);
  const course = cart.courses.get(slug);
  if (!course || !course.published) throw new AppError('course_not_found');
  if (!course.sellable) throw new AppError('course_not_purchasable');
  if (course.owned) throw new AppError('course_already_owned');
  if (!cart.items.some((item) => item.slug === slug)) {
    if (cart.items.length >= CART_LIMIT) throw new AppError('cart_full');
    const addedAt = now.toISOString();
    // The primary key keeps one row per user and course, even for two clicks at once.
    await db
      .insertInto('cart_items')
      .values({ user_id: userId, course_id: course.id, added_at: addedAt })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .execute();
    cart = withItem(cart, { slug, courseId: course.id, addedAt });
  }
  return priceCart(db, userId, cart, now);
}

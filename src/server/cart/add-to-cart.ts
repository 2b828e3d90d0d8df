import { CART_LIMIT } from '../../contracts/commerce-schemas';
import type { Cart } from '../../contracts/cart-schemas';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { loadPricingCourses } from '../pricing/load-quote';
import { cartCount } from './cart-rows';
import { getCart } from './get-cart';

/**
 * Puts a course in the cart; adding it again changes nothing. Free courses
 * may be added too: a cart whose total is zero enrolls at checkout at once.
 */
export async function addToCart(db: Db, userId: string, slug: string, now = new Date()): Promise<Cart> {
  const course = (await loadPricingCourses(db, [slug], userId, now)).get(slug);
  if (!course || !course.published) throw new AppError('course_not_found');
  if (!course.sellable) throw new AppError('course_not_purchasable');
  if (course.owned) throw new AppError('course_already_owned');
  const present = await db.selectFrom('cart_items').select('course_id').where('user_id', '=', userId).where('course_id', '=', course.id).executeTakeFirst();
  if (!present) {
    if ((await cartCount(db, userId)) >= CART_LIMIT) throw new AppError('cart_full');
    // The primary key keeps one row per user and course, even for two clicks at once.
    await db
      .insertInto('cart_items')
      .values({ user_id: userId, course_id: course.id, added_at: now.toISOString() })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .execute();
  }
  return getCart(db, userId, now);
}

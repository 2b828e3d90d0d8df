import type { Cart } from '../../contracts/cart-schemas';
import type { Db } from '../db/database';
import { getCart } from './get-cart';

/** Takes a course out of the cart; removing one that is not there changes nothing. */
export async function removeFromCart(db: Db, { userId, slug, now = new Date() }: { userId: string; slug: string; now?: Date }): Promise<Cart> {
  const course = await db.selectFrom('courses').select('id').where('slug', '=', slug).executeTakeFirst();
  if (course) await db.deleteFrom('cart_items').where('user_id', '=', userId).where('course_id', '=', course.id).execute();
  return getCart(db, { userId, now });
}

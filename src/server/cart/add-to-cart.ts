import { CART_LIMIT } from '../../contracts/commerce-schemas';
import type { Cart } from '../../contracts/cart-schemas';
import { sql } from 'kysely';
import { databaseKind, type Db } from '../db/database';
import { lockUser } from '../db/lock-user';
import { AppError } from '../errors';
import { priceCart } from './get-cart';
import { loadCart, withItem } from './load-cart';

/**
 * Puts a course in the cart; adding it again changes nothing. Free courses
 * may be added too: a cart whose total is zero enrolls at checkout at once.
 * The course is read with the cart, and the answer is priced from what was
 * read and the row written, so nothing is read twice.
 */
export async function addToCart(db: Db, { userId, slug, now = new Date() }: { userId: string; slug: string; now?: Date }): Promise<Cart> {
  let cart = await loadCart(db, { userId, now, alsoSlug: slug });
  const course = cart.courses.get(slug);
  if (!course || !course.published) throw new AppError('course_not_found');
  if (!course.sellable) throw new AppError('course_not_purchasable');
  if (course.owned) throw new AppError('course_already_owned');
  if (!cart.items.some((item) => item.slug === slug)) {
    if (cart.items.length >= CART_LIMIT) throw new AppError('cart_full');
    const addedAt = now.toISOString();
    await insertWithinLimit(db, { userId, courseId: course.id, addedAt });
    cart = withItem(cart, { slug, courseId: course.id, addedAt });
  }
  return priceCart(db, { userId, cart, now });
}

/**
 * Puts the row in only while the cart holds fewer than CART_LIMIT courses,
 * counted in the same statement. On SQLite one statement is atomic; on
 * PostgreSQL it runs under the student's lock, so concurrent adds count
 * each other's rows. The primary key keeps one row per user and course,
 * even for two clicks at once. Nothing written and not already there: full.
 */
async function insertWithinLimit(db: Db, { userId, courseId, addedAt }: { userId: string; courseId: number; addedAt: string }): Promise<void> {
  const ts = sql.raw(databaseKind(db) === 'postgres' ? 'timestamptz' : 'text');
  const insert = async (trx: Db) =>
    (
      await sql<{ course_id: number }>`
        insert into cart_items (user_id, course_id, added_at)
        select cast(${userId} as text), cast(${courseId} as integer), cast(${addedAt} as ${ts})
        where (select count(*) from cart_items where user_id = ${userId}) < ${CART_LIMIT}
        on conflict (user_id, course_id) do nothing
        returning course_id`.execute(trx)
    ).rows[0];
  const written =
    databaseKind(db) === 'postgres'
      ? await db.transaction().execute(async (trx) => {
          await lockUser(trx, userId);
          return insert(trx);
        })
      : await insert(db);
  if (written) return;
  const there = await db.selectFrom('cart_items').select('course_id').where('user_id', '=', userId).where('course_id', '=', courseId).executeTakeFirst();
  if (!there) throw new AppError('cart_full');
}

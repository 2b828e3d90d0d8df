import type { Db } from '../db/database';
import type { PricingCourse } from '../pricing/price-quote';
import { couponColumns, pricingCourseQuery, toPricingCoupon, toPricingCourse, type LoadedCoupon } from '../pricing/pricing-rows';

export type CartItem = { slug: string; courseId: number; addedAt: string };

/** The user's cart as stored, with everything needed to price it. */
export type StoredCart = {
  /** Oldest first (see byCartOrder). */
  items: CartItem[];
  /** The cart's courses, and the one asked for with `alsoSlug` when it exists. */
  courses: Map<string, PricingCourse>;
  /** The code kept on the cart, and its coupon (null when no coupon has that code now). */
  couponCode: string | null;
  coupon: LoadedCoupon | null;
};

/**
 * Two queries, run together: the cart's courses with their prices and the
 * user's enrollments, and the cart's coupon with the courses it is limited
 * to. `alsoSlug` adds one course to the first query whether or not it is in
 * the cart, so adding a course reads it with the cart it goes into.
 */
export async function loadCart(db: Db, { userId, now, alsoSlug }: { userId: string; now: Date; alsoSlug?: string }): Promise<StoredCart> {
  const [courseRows, couponRows] = await Promise.all([
    pricingCourseQuery(db, userId)
      .leftJoin('cart_items', (join) => join.onRef('cart_items.course_id', '=', 'courses.id').on('cart_items.user_id', '=', userId))
      .select('cart_items.added_at')
      .where((eb) => {
        if (alsoSlug === undefined) return eb('cart_items.user_id', 'is not', null);
        // Both sides indexed (the cart's key, the slug's), so neither database
        // walks the whole catalogue as it would for an OR on the joined row.
        const inCart = eb('courses.id', 'in', eb.selectFrom('cart_items').select('course_id').where('user_id', '=', userId));
        return eb.or([inCart, eb('courses.slug', '=', alsoSlug)]);
      })
      .execute(),
    db
      .selectFrom('cart_coupons')
      .leftJoin('coupons', 'coupons.code', 'cart_coupons.code')
      .leftJoin('coupon_courses', 'coupon_courses.coupon_id', 'coupons.id')
      .select(['cart_coupons.code', ...couponColumns])
      .where('cart_coupons.user_id', '=', userId)
      .execute(),
  ]);
  const items = courseRows.flatMap((row) => (row.added_at === null ? [] : [{ slug: row.slug, courseId: row.id, addedAt: row.added_at }]));
  return {
    items: items.sort(byCartOrder),
    courses: new Map(courseRows.map((row) => [row.slug, toPricingCourse(row, now)])),
    couponCode: couponRows[0]?.code ?? null,
    coupon: toPricingCoupon(couponRows),
  };
}

/** The cart with one more row, in its place, without reading the cart again. */
export function withItem(cart: StoredCart, item: CartItem): StoredCart {
  return { ...cart, items: [...cart.items, item].sort(byCartOrder) };
}

/** Cart order: when the course was added, then its id. Timestamps are ISO strings in UTC, so they sort as text. */
function byCartOrder(a: CartItem, b: CartItem): number {
  if (a.addedAt !== b.addedAt) return a.addedAt < b.addedAt ? -1 : 1;
  return a.courseId - b.courseId;
}

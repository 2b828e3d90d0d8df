import type { Quote } from '../../contracts/cart-schemas';
import type { Db } from '../db/database';
import { normaliseCouponCode, priceQuote, type PricingCourse } from './price-quote';
import { couponColumns, pricingCourseQuery, toPricingCoupon, toPricingCourse, type LoadedCoupon } from './pricing-rows';

/** The courses behind these slugs, drafts included (the quote turns those into notices), with the user's ownership. */
export async function loadPricingCourses(db: Db, { slugs, userId, now }: { slugs: string[]; userId: string | null; now: Date }): Promise<Map<string, PricingCourse>> {
  if (slugs.length === 0) return new Map();
  const rows = await pricingCourseQuery(db, userId).where('courses.slug', 'in', slugs).execute();
  return new Map(rows.map((row) => [row.slug, toPricingCourse(row, now)]));
}

/** The coupon with this code (any case) and the courses it is limited to, or null. */
export async function loadCoupon(db: Db, code: string): Promise<LoadedCoupon | null> {
  const rows = await db
    .selectFrom('coupons')
    .leftJoin('coupon_courses', 'coupon_courses.coupon_id', 'coupons.id')
    .select(couponColumns)
    .where('coupons.code', '=', normaliseCouponCode(code))
    .execute();
  return toPricingCoupon(rows);
}

export type LoadedQuote = { quote: Quote; courses: Map<string, PricingCourse>; coupon: LoadedCoupon | null };

/** Prices these course slugs for this user (null: a visitor) with an optional coupon code. */
export async function loadQuote(db: Db, input: { slugs: string[]; couponCode: string | null; userId: string | null; now: Date }): Promise<LoadedQuote> {
  const [courses, coupon] = await Promise.all([loadPricingCourses(db, { slugs: input.slugs, userId: input.userId, now: input.now }), input.couponCode ? loadCoupon(db, input.couponCode) : null]);
  return quoteOf({ slugs: input.slugs, courses, couponCode: input.couponCode, coupon, now: input.now });
}

/** The quote for what is already loaded, without a query. */
export function quoteOf(input: { slugs: string[]; courses: Map<string, PricingCourse>; couponCode: string | null; coupon: LoadedCoupon | null; now: Date }): LoadedQuote {
  const quote = priceQuote({
    items: input.slugs.map((slug) => ({ slug, course: input.courses.get(slug) ?? null })),
    couponCode: input.couponCode,
    coupon: input.coupon,
    now: input.now,
  });
  return { quote, courses: input.courses, coupon: input.coupon };
}

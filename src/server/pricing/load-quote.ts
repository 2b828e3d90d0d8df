import type { Quote } from '../../contracts/cart-schemas';
import type { Db } from '../db/database';
import { canStillBeSold } from '../enrollments/access-window';
import { enrollmentState } from '../enrollments/enrollment-state';
import { normaliseCouponCode, priceQuote, type PricingCoupon, type PricingCourse } from './price-quote';

/** The courses behind these slugs, drafts included (the quote turns those into notices). */
export async function loadPricingCourses(db: Db, slugs: string[], userId: string | null, now: Date): Promise<Map<string, PricingCourse>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .selectFrom('courses')
    .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
    .select([
      'courses.id',
      'courses.slug',
      'courses.title',
      'courses.price_paisa',
      'courses.sale_price_paisa',
      'courses.status',
      'courses.access_days',
      'courses.access_until',
      'subjects.name as paper_name',
    ])
    .where('courses.slug', 'in', slugs)
    .execute();
  const owned = new Set<number>();
  if (userId && rows.length > 0) {
    const enrollments = await db
      .selectFrom('enrollments')
      .select(['course_id', 'status', 'expires_at'])
      .where('user_id', '=', userId)
      .where(
        'course_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    for (const e of enrollments) if (enrollmentState(e, now) === 'active') owned.add(e.course_id);
  }
  return new Map(
    rows.map((r) => [
      r.slug,
      {
        id: r.id,
        slug: r.slug,
        title: r.title,
        paperName: r.paper_name,
        pricePaisa: r.price_paisa,
        salePricePaisa: r.sale_price_paisa,
        published: r.status === 'published',
        sellable: canStillBeSold(r, now),
        owned: owned.has(r.id),
      },
    ]),
  );
}

/** The coupon with this code (any case) and the courses it is limited to, or null. */
export async function loadCoupon(db: Db, code: string): Promise<(PricingCoupon & { id: number }) | null> {
  const row = await db.selectFrom('coupons').selectAll().where('code', '=', normaliseCouponCode(code)).executeTakeFirst();
  if (!row) return null;
  const limits = await db.selectFrom('coupon_courses').select('course_id').where('coupon_id', '=', row.id).execute();
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    amount: row.amount,
    expiresAt: row.expires_at,
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    active: row.active === 1,
    courseIds: limits.map((l) => l.course_id),
  };
}

export type LoadedQuote = { quote: Quote; courses: Map<string, PricingCourse>; coupon: (PricingCoupon & { id: number }) | null };

/** Prices these course slugs for this user (null: a visitor) with an optional coupon code. */
export async function loadQuote(db: Db, input: { slugs: string[]; couponCode: string | null; userId: string | null; now: Date }): Promise<LoadedQuote> {
  const courses = await loadPricingCourses(db, input.slugs, input.userId, input.now);
  const coupon = input.couponCode ? await loadCoupon(db, input.couponCode) : null;
  const quote = priceQuote({
    items: input.slugs.map((slug) => ({ slug, course: courses.get(slug) ?? null })),
    couponCode: input.couponCode,
    coupon,
    now: input.now,
  });
  return { quote, courses, coupon };
}

import { sql } from 'kysely';
import type { Db } from '../db/database';
import { canStillBeSold } from '../enrollments/access-window';
import { enrollmentState } from '../enrollments/enrollment-state';
import type { PricingCoupon, PricingCourse } from './price-quote';

/**
 * Courses with everything pricing needs in one query: the paper's name and,
 * for a signed-in user, the enrollment that says whether they own the course
 * (one row per user and course, so the join adds no rows). Callers add the
 * where clause and may join more.
 */
export function pricingCourseQuery(db: Db, userId: string | null) {
  return (
    db
      .selectFrom('courses')
      .innerJoin('subjects', 'subjects.id', 'courses.subject_id')
      // A visitor owns nothing: the join finds no row.
      .leftJoin('enrollments', (join) => (userId === null ? join.on(sql<boolean>`1 = 0`) : join.onRef('enrollments.course_id', '=', 'courses.id').on('enrollments.user_id', '=', userId)))
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
        'enrollments.status as enrollment_status',
        'enrollments.expires_at as enrollment_expires_at',
      ])
  );
}

export type PricingCourseRow = {
  id: number;
  slug: string;
  title: string;
  price_paisa: number;
  sale_price_paisa: number | null;
  status: string;
  access_days: number | null;
  access_until: string | null;
  paper_name: string;
  enrollment_status: 'active' | 'revoked' | null;
  enrollment_expires_at: string | null;
};

export function toPricingCourse(row: PricingCourseRow, now: Date): PricingCourse {
  const enrollment = row.enrollment_status === null ? null : { status: row.enrollment_status, expires_at: row.enrollment_expires_at };
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    paperName: row.paper_name,
    pricePaisa: row.price_paisa,
    salePricePaisa: row.sale_price_paisa,
    published: row.status === 'published',
    sellable: canStillBeSold(row, now),
    owned: enrollment !== null && enrollmentState(enrollment, now) === 'active',
  };
}

export type LoadedCoupon = PricingCoupon & { id: number };

/** One row per course a coupon is limited to (one row with a null course when it has no limits). */
export type CouponRow = {
  coupon_id: number | null;
  coupon_code: string | null;
  description: string | null;
  kind: 'percent' | 'fixed' | null;
  amount: number | null;
  expires_at: string | null;
  usage_limit: number | null;
  used_count: number | null;
  waiting_count: number | string | null;
  active: number | null;
  limited_to: number | null;
};

/** The coupon's columns and the courses it is limited to, for a query that has joined `coupons`. */
export const couponColumns = [
  'coupons.id as coupon_id',
  'coupons.code as coupon_code',
  'coupons.description',
  'coupons.kind',
  'coupons.amount',
  'coupons.expires_at',
  'coupons.usage_limit',
  'coupons.used_count',
  'coupons.active',
  'coupon_courses.course_id as limited_to',
  waitingOrdersCount().as('waiting_count'),
] as const;

/**
 * The coupon's orders waiting for review, counted in the same statement
 * (orders_coupon_idx), for a query that has joined `coupons`: the quote warns
 * when they could take every use left, and the admin screens show them.
 * PostgreSQL answers a count as a string.
 */
export function waitingOrdersCount() {
  return sql<number | string | null>`(select count(*) from orders where orders.coupon_id = coupons.id and orders.status = 'submitted')`;
}

/** The coupon those rows describe, or null when they found none. */
export function toPricingCoupon(rows: CouponRow[]): LoadedCoupon | null {
  const first = rows[0];
  if (!first || first.coupon_id === null) return null;
  return {
    id: first.coupon_id,
    code: first.coupon_code!,
    description: first.description!,
    kind: first.kind!,
    amount: first.amount!,
    expiresAt: first.expires_at,
    usageLimit: first.usage_limit,
    usedCount: first.used_count!,
    waitingCount: Number(first.waiting_count ?? 0),
    active: first.active === 1,
    courseIds: rows.flatMap((r) => (r.limited_to === null ? [] : [r.limited_to])),
  };
}

import type { AdminCoupon } from '../../contracts/payments-admin-schemas';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { waitingOrdersCount } from '../pricing/pricing-rows';

/** Coupons with the courses each is limited to; all of them when `ids` is omitted, newest first. */
export async function loadCoupons(db: Db, ids?: number[]): Promise<AdminCoupon[]> {
  let query = db.selectFrom('coupons').selectAll().select(waitingOrdersCount().as('waiting_count')).orderBy('created_at', 'desc').orderBy('id', 'desc');
  if (ids) query = query.where('id', 'in', ids.length ? ids : [-1]);
  const rows = await query.execute();
  const links = rows.length
    ? await db
        .selectFrom('coupon_courses')
        .innerJoin('courses', 'courses.id', 'coupon_courses.course_id')
        .select(['coupon_courses.coupon_id', 'courses.slug'])
        .where(
          'coupon_courses.coupon_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('courses.slug')
        .execute()
    : [];
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind,
    amount: row.amount,
    expiresAt: row.expires_at,
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    waitingCount: Number(row.waiting_count ?? 0),
    active: Number(row.active) === 1,
    courseSlugs: links.filter((l) => l.coupon_id === row.id).map((l) => l.slug),
    createdAt: row.created_at,
  }));
}

/** Course ids for slugs; an unknown slug is refused rather than silently dropped. */
export async function courseIdsFor(db: Db, slugs: string[]): Promise<number[]> {
  const unique = [...new Set(slugs)];
  if (unique.length === 0) return [];
  const rows = await db.selectFrom('courses').select(['id', 'slug']).where('slug', 'in', unique).execute();
  const missing = unique.filter((slug) => !rows.some((r) => r.slug === slug));
  if (missing.length) throw new AppError('course_not_found', `No course has the address “${missing[0]}”.`);
  return rows.map((r) => r.id);
}

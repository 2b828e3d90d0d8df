import type { z } from 'zod';
import type { AdminCoupon, createCouponSchema } from '../../contracts/payments-admin-schemas';
import { recordAudit, type Actor } from '../admin/audit';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/unique-violation';
import { endOfDhakaDay } from '../enrollments/access-window';
import { AppError } from '../errors';
import { courseIdsFor, loadCoupons } from './coupon-rows';

/** A new coupon. The code is unique in the database, so two admins creating the same code at once get one coupon and one 409. */
export async function createCoupon(db: Db, actor: Actor, input: z.infer<typeof createCouponSchema>): Promise<AdminCoupon> {
  const now = new Date().toISOString();
  try {
    const id = await db.transaction().execute(async (trx) => {
      const courseIds = await courseIdsFor(trx, input.courseSlugs ?? []);
      const row = await trx
        .insertInto('coupons')
        .values({
          code: input.code,
          description: input.description,
          kind: input.kind,
          amount: input.amount,
          expires_at: input.expiresOn ? endOfDhakaDay(input.expiresOn) : null,
          usage_limit: input.usageLimit ?? null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (courseIds.length)
        await trx
          .insertInto('coupon_courses')
          .values(courseIds.map((course_id) => ({ coupon_id: row.id, course_id })))
          .execute();
      await recordAudit(trx, {
        actor,
        action: 'coupon.created',
        target: { type: 'coupon', id: String(row.id) },
        details: { code: input.code, kind: input.kind, amount: input.amount, courses: input.courseSlugs ?? [] },
      });
      return row.id;
    });
    return (await loadCoupons(db, [id]))[0]!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('coupon_code_taken');
    throw error;
  }
}

import type { AdminCoupon, UpdateCouponInput } from '../../contracts/payments-admin-schemas';
import { recordAudit, type Actor } from '../admin/audit';
import type { Db } from '../db/database';
import type { Updateable } from 'kysely';
import type { CouponsTable } from '../db/schema';
import { endOfDhakaDay } from '../enrollments/access-window';
import { AppError } from '../errors';
import { courseIdsFor, loadCoupons } from './coupon-rows';

/**
 * Changes what a coupon's holders get from now on. Its code, kind and
 * amount stay: orders already placed quote them. Deactivating is `active: false`.
 */
export async function updateCoupon(db: Db, { actor, id, input }: { actor: Actor; id: number; input: UpdateCouponInput }): Promise<AdminCoupon> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('coupons').select(['code']).where('id', '=', id).executeTakeFirst();
    if (!before) throw new AppError('coupon_not_found', 'No coupon has that id.');
    const changes: Updateable<CouponsTable> = { updated_at: new Date().toISOString() };
    if (input.description !== undefined) changes.description = input.description;
    if (input.active !== undefined) changes.active = input.active ? 1 : 0;
    if (input.expiresOn !== undefined) changes.expires_at = input.expiresOn ? endOfDhakaDay(input.expiresOn) : null;
    if (input.usageLimit !== undefined) changes.usage_limit = input.usageLimit;
    await trx.updateTable('coupons').set(changes).where('id', '=', id).execute();
    if (input.courseSlugs !== undefined) {
      const courseIds = await courseIdsFor(trx, input.courseSlugs);
      await trx.deleteFrom('coupon_courses').where('coupon_id', '=', id).execute();
      if (courseIds.length)
        await trx
          .insertInto('coupon_courses')
          .values(courseIds.map((course_id) => ({ coupon_id: id, course_id })))
          .execute();
    }
    await recordAudit(trx, { actor, action: 'coupon.updated', target: { type: 'coupon', id: String(id) }, details: { code: before.code, ...input } });
  });
  return (await loadCoupons(db, [id]))[0]!;
}

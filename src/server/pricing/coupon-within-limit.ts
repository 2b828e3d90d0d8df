import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A coupon with approved uses left: the condition of every statement that
 * takes a use under the limit (a free order at checkout, an approval the
 * admin did not confirm past the limit), so racing writers cannot pass it.
 */
export const withinLimit = (eb: ExpressionBuilder<Database, 'coupons'>) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]);

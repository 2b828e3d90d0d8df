import type { Quote } from '../../contracts/cart-schemas';
import type { OrderMethod } from '../../contracts/commerce-schemas';
import type { Db } from '../db/database';
import { countNewOrder } from '../orders/order-counts';
import { AppError } from '../errors';
import { newOrderReference } from '../orders/order-reference';
import { withinLimit } from '../pricing/coupon-within-limit';
import type { PricingCourse } from '../pricing/price-quote';

export type NewOrder = {
  userId: string;
  checkoutKey: string;
  method: OrderMethod;
  quote: Quote;
  courses: Map<string, PricingCourse>;
  couponId: number | null;
  sender: string | null;
  trxId: string | null;
  /** The order empties the cart's coupon too: it came from the cart, and the cart had one. */
  clearCartCoupon: boolean;
  now: Date;
};

export type WrittenOrder = { id: number; reference: string; status: 'submitted' | 'approved'; couponCode: string | null; courseIds: number[] };

/**
 * Writes an order and its snapshot inside the caller's transaction: the
 * coupon is checked first, then the order, its items, and the bought
 * courses leave the cart. Unique keys on the checkout key and transaction
 * ID refuse a duplicate; the caller re-reads.
 *
 * A limited coupon counts approved orders only (see decisions/2026-11-24-coupon-uses.md):
 * an order that waits for its payment to be matched takes no use, or anyone
 * could spend a coupon with made-up transaction IDs. It is still refused
 * once the approved uses reach the limit. A free order is approved here and
 * now, so it takes its use with a conditional update: a limit of one lets
 * one free order through, however many arrive at once.
 */
export async function writeOrder(trx: Db, input: NewOrder): Promise<WrittenOrder> {
  const { quote, now } = input;
  const at = now.toISOString();
  const free = input.method === 'free';
  if (input.couponId !== null && !(await couponStillOpen(trx, input.couponId, free))) throw new AppError('coupon_used_up');
  const status = free ? 'approved' : 'submitted';
  const couponCode = input.couponId !== null ? (quote.coupon?.code ?? null) : null;
  const reference = newOrderReference();
  const order = await trx
    .insertInto('orders')
    .values({
      reference,
      user_id: input.userId,
      checkout_key: input.checkoutKey,
      status,
      method: input.method,
      subtotal_paisa: quote.subtotalPaisa,
      discount_paisa: quote.discountPaisa,
      total_paisa: quote.totalPaisa,
      coupon_id: input.couponId,
      coupon_code: couponCode,
      sender: input.sender,
      trx_id: input.trxId,
      reviewed_at: free ? at : null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await countNewOrder(trx, { id: order.id, method: input.method, status });
  const courseIds = quote.lines.map((line) => input.courses.get(line.slug)!.id);
  await trx
    .insertInto('order_items')
    .values(
      quote.lines.map((line, position) => ({
        order_id: order.id,
        course_id: courseIds[position]!,
        course_slug: line.slug,
        course_title: line.title,
        price_paisa: line.pricePaisa,
        sale_price_paisa: line.salePricePaisa,
        discount_paisa: line.discountPaisa,
        paid_paisa: line.paidPaisa,
        position,
      })),
    )
    .execute();
  await trx.deleteFrom('cart_items').where('user_id', '=', input.userId).where('course_id', 'in', courseIds).execute();
  if (input.clearCartCoupon) await trx.deleteFrom('cart_coupons').where('user_id', '=', input.userId).execute();
  return { id: order.id, reference, status, couponCode, courseIds };
}

/**
 * Whether the coupon is active with approved uses left. A free order, being
 * approved now, also takes its use in the same statement.
 */
async function couponStillOpen(trx: Db, couponId: number, free: boolean): Promise<boolean> {
  if (free) {
    const taken = await trx
      .updateTable('coupons')
      .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
      .where('id', '=', couponId)
      .where('active', '=', 1)
      .where(withinLimit)
      .executeTakeFirst();
    return Number(taken.numUpdatedRows) === 1;
  }
  const open = await trx.selectFrom('coupons').select('id').where('id', '=', couponId).where('active', '=', 1).where(withinLimit).executeTakeFirst();
  return open !== undefined;
}

import crypto from 'node:crypto';
import type { OrderMethod, OrderStatus } from '../../contracts/commerce-schemas';
import { indexAccount } from '../admin/index-account';
import { flag, type Db } from '../db/database';
import { countNewOrder } from '../orders/order-counts';
import { newOrderReference } from '../orders/order-reference';

export type OrderFactoryInput = {
  userId: string;
  /** Course ids bought; each becomes an item with the course's current price as the snapshot. */
  courseIds: number[];
  status?: OrderStatus;
  method?: OrderMethod;
  sender?: string | null;
  /** Default: a fresh random one. Pass null for none. */
  trxId?: string | null;
  coupon?: { id: number; code: string; discountPaisa: number } | null;
  screenshot?: { content: Uint8Array; type: string } | null;
  rejectReason?: string | null;
  createdAt?: string;
};

/**
 * An order as checkout leaves it (submitted, bKash, a sender and a TrxID,
 * a snapshot of each course's title and price), written straight to the
 * database, for tests of what happens after checkout. Returns its id and reference.
 */
export async function insertOrder(db: Db, input: OrderFactoryInput): Promise<{ id: number; reference: string; trxId: string | null; totalPaisa: number }> {
  const courses = await db.selectFrom('courses').select(['id', 'slug', 'title', 'price_paisa', 'sale_price_paisa']).where('id', 'in', input.courseIds).execute();
  const ordered = input.courseIds.map((id) => courses.find((c) => c.id === id)!).filter(Boolean);
  const subtotal = ordered.reduce((sum, c) => sum + (c.sale_price_paisa ?? c.price_paisa), 0);
  const discount = Math.min(subtotal, input.coupon?.discountPaisa ?? 0);
  const trxId = input.trxId === undefined ? crypto.randomBytes(5).toString('hex').toUpperCase() : input.trxId;
  const at = input.createdAt ?? new Date().toISOString();
  const reference = newOrderReference();
  const order = await db
    .insertInto('orders')
    .values({
      reference,
      user_id: input.userId,
      checkout_key: crypto.randomUUID(),
      status: input.status ?? 'submitted',
      method: input.method ?? 'bkash',
      subtotal_paisa: subtotal,
      discount_paisa: discount,
      total_paisa: subtotal - discount,
      coupon_id: input.coupon?.id ?? null,
      coupon_code: input.coupon?.code ?? null,
      sender: input.sender === undefined ? '01712345678' : input.sender,
      trx_id: trxId,
      screenshot: input.screenshot?.content ?? null,
      screenshot_type: input.screenshot?.type ?? null,
      reject_reason: input.rejectReason ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // As every write of an order does, the kept counts move with it.
  await countNewOrder(db, { id: order.id, method: input.method ?? 'bkash', status: input.status ?? 'submitted' });
  // The discount is spread over the items in order, the last one taking what is left.
  let left = discount;
  await db
    .insertInto('order_items')
    .values(
      ordered.map((c, position) => {
        const price = c.sale_price_paisa ?? c.price_paisa;
        const off = position === ordered.length - 1 ? left : Math.min(left, Math.round((discount * price) / Math.max(subtotal, 1)));
        left -= off;
        return {
          order_id: order.id,
          course_id: c.id,
          course_slug: c.slug,
          course_title: c.title,
          price_paisa: c.price_paisa,
          sale_price_paisa: c.sale_price_paisa,
          discount_paisa: off,
          paid_paisa: price - off,
          position,
        };
      }),
    )
    .execute();
  return { id: order.id, reference, trxId, totalPaisa: subtotal - discount };
}

/** A verified student written straight to the database, for orders that need a buyer but no signed-in browser. */
export async function insertBuyer(db: Db, name = 'Nusrat Jahan'): Promise<{ id: string; email: string }> {
  const at = new Date().toISOString();
  const id = `buyer-${crypto.randomBytes(6).toString('hex')}`;
  const email = `${id}@example.com`;
  await db
    .insertInto('users')
    .values({ id, name, email, email_verified: flag(db, true), role: 'student', created_at: at, updated_at: at })
    .execute();
  await indexAccount(db, id);
  return { id, email };
}

/** A coupon with a fresh code; every course unless limited elsewhere. */
export async function insertCoupon(db: Db, values: { kind?: 'percent' | 'fixed'; amount?: number; usage_limit?: number | null; used_count?: number }): Promise<{ id: number; code: string }> {
  const code = `C${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
  const row = await db
    .insertInto('coupons')
    .values({ code, description: 'Test coupon', kind: values.kind ?? 'fixed', amount: values.amount ?? 10_000, usage_limit: values.usage_limit ?? null, used_count: values.used_count ?? 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code };
}

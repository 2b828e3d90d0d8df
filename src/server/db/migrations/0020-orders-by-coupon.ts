import type { Kysely } from 'kysely';

/**
 * Orders by coupon and status: the cart, checkout and the admin's coupon and
 * queue screens count each coupon's waiting orders (a waiting payment holds
 * no use, but a student is told when the waiting ones already reach the
 * coupon's limit, and an admin sees the overrun; decisions/2026-11-24-coupon-uses.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('orders_coupon_idx').on('orders').columns(['coupon_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_coupon_idx').execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * A coupon's `used_count` now counts approved orders only (free orders are
 * approved at checkout); before, every submitted order held a use until it
 * was rejected, so made-up transaction IDs could spend a limited coupon.
 * Each coupon's count is recounted from its approved orders, which releases
 * the uses that orders still waiting for review were holding.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await recount(db, ['approved']);
}

/** Back to the old meaning: submitted and approved orders hold a use. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await recount(db, ['submitted', 'approved']);
}

async function recount(db: Kysely<unknown>, statuses: string[]): Promise<void> {
  await sql`
    update coupons set used_count = (
      select count(*) from orders
      where orders.coupon_id = coupons.id and orders.status in (${sql.join(statuses)})
    )
  `.execute(db);
}

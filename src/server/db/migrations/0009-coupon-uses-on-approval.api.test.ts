import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSubject } from '../../testing/factories';
import { insertBuyer, insertCoupon, insertOrder } from '../../testing/order-factory';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing/test-database';
import { down, up } from './0009-coupon-uses-on-approval';

describe.each(testDatabaseKinds())('a coupon counts approved orders only (%s)', (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.destroy());

  it('recounts each coupon from its approved orders, releasing the uses that waiting orders held', async () => {
    const at = new Date().toISOString();
    const subject = await insertSubject(t.db);
    const course = await t.db
      .insertInto('courses')
      .values({
        slug: `course-${subject.slug}`,
        title: 'A course',
        subject_id: subject.id,
        summary: 's',
        description: 'd',
        outcomes: '[]',
        requirements: '[]',
        language: 'English',
        price_paisa: 100_000,
        sale_price_paisa: null,
        access_days: null,
        access_until: null,
        status: 'published',
        published_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const courseIds = [course.id];
    const buyer = await insertBuyer(t.db);
    const order = (coupon: { id: number; code: string }, status: 'submitted' | 'approved' | 'rejected', method: 'bkash' | 'free' = 'bkash') =>
      insertOrder(t.db, { userId: buyer.id, courseIds, status, method, coupon: { ...coupon, discountPaisa: 100 }, trxId: method === 'free' ? null : undefined });
    // As the old rule left them: every submitted or approved order held a use.
    const spent = await insertCoupon(t.db, { usage_limit: 3, used_count: 3 });
    for (const status of ['submitted', 'submitted', 'approved', 'rejected'] as const) await order(spent, status);
    const free = await insertCoupon(t.db, { kind: 'percent', amount: 100, usage_limit: 1, used_count: 1 });
    await order(free, 'approved', 'free');
    const unused = await insertCoupon(t.db, { usage_limit: 5 });
    const counts = async () =>
      new Map((await t.db.selectFrom('coupons').select(['id', 'used_count']).where('id', 'in', [spent.id, free.id, unused.id]).execute()).map((r) => [r.id, Number(r.used_count)]));

    await up(t.db as unknown as Parameters<typeof up>[0]);
    expect(await counts()).toEqual(
      new Map([
        [spent.id, 1],
        [free.id, 1],
        [unused.id, 0],
      ]),
    );

    await down(t.db as unknown as Parameters<typeof down>[0]);
    expect((await counts()).get(spent.id)).toBe(3);
  });
});

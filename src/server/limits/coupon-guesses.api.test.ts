import { describe, expect, it } from 'vitest';
import { COUPON_GUESSES } from './coupon-guesses';
import { Browser, signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

type ErrorJson = { error: { code: string } };

describe.each(testDatabaseKinds())('coupon guessing on %s', (kind) => {
  const t = useTestApp(kind);
  const anyCourse = async () => (await t.db.selectFrom('courses').select('slug').where('status', '=', 'published').executeTakeFirstOrThrow()).slug;
  const aCoupon = async () => (await t.db.selectFrom('coupons').select('code').where('active', '=', 1).executeTakeFirstOrThrow()).code;

  it(`stops a student after ${COUPON_GUESSES.perAccount.max} unknown codes, even fired in parallel, while codes that exist are never counted`, async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const real = await aCoupon();
    for (let i = 0; i < 5; i++) expect((await student.browser.call('/api/cart/coupon', { method: 'PUT', body: { code: real } })).status).not.toBe(429);

    const guesses = await Promise.all(Array.from({ length: 40 }, (_, i) => student.browser.call('/api/cart/coupon', { method: 'PUT', body: { code: `GUESS${i}` } })));
    const statuses = guesses.map((r) => r.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(COUPON_GUESSES.perAccount.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - COUPON_GUESSES.perAccount.max);
    const refused = guesses.find((r) => r.status === 429)!;
    expect(((await refused.json()) as ErrorJson).error.code).toBe('coupon_attempts_limited');

    // The checkout's own quote and the checkout take the same count.
    const quote = await student.browser.call(`/api/checkout/quote?coupon=ANOTHER1&course=${await anyCourse()}`);
    expect(quote.status).toBe(429);
  });

  it(`stops one network address after ${COUPON_GUESSES.perAddress.max} unknown codes in visitors' quotes`, async () => {
    const ip = '198.18.9.9';
    const slug = await anyCourse();
    for (let i = 0; i < COUPON_GUESSES.perAddress.max; i++) {
      const res = await new Browser(t.request, ip).call('/api/cart/quote', { body: { courses: [slug], coupon: `VISITOR${i}` } });
      expect(res.status).toBe(200);
    }
    const refused = await new Browser(t.request, ip).call('/api/cart/quote', { body: { courses: [slug], coupon: 'VISITORX' } });
    expect(refused.status).toBe(429);
    expect((await new Browser(t.request, ip).call('/api/cart/quote', { body: { courses: [slug] } })).status).toBe(200);
    expect((await new Browser(t.request, '198.18.9.10').call('/api/cart/quote', { body: { courses: [slug], coupon: 'VISITORX' } })).status).toBe(200);
  });
});

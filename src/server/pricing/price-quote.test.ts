import { describe, expect, it } from 'vitest';
import { priceQuote, type PricingCoupon, type PricingCourse } from './price-quote';

const now = new Date('2026-06-01T00:00:00Z');
const course = (id: number, price: number, over: Partial<PricingCourse> = {}): PricingCourse => ({
  id,
  slug: `c${id}`,
  title: `Course ${id}`,
  paperName: 'Paper',
  pricePaisa: price,
  salePricePaisa: null,
  published: true,
  sellable: true,
  owned: false,
  ...over,
});
const coupon = (over: Partial<PricingCoupon> = {}): PricingCoupon => ({
  code: 'SAVE',
  description: 'Save',
  kind: 'percent',
  amount: 10,
  expiresAt: null,
  usageLimit: null,
  usedCount: 0,
  waitingCount: 0,
  active: true,
  courseIds: [],
  ...over,
});
const quote = (courses: PricingCourse[], c: PricingCoupon | null = null, code: string | null = c ? 'save' : null) =>
  priceQuote({ items: courses.map((x) => ({ slug: x.slug, course: x })), coupon: c, couponCode: code, now });

describe('priceQuote', () => {
  it('charges the sale price while a course is on sale', () => {
    const q = quote([course(1, 500000, { salePricePaisa: 350000 }), course(2, 200000)]);
    expect(q.lines.map((l) => l.unitPricePaisa)).toEqual([350000, 200000]);
    expect(q).toMatchObject({ subtotalPaisa: 550000, discountPaisa: 0, totalPaisa: 550000, coupon: null });
  });

  it('takes a percentage off each line, rounded down per line', () => {
    const q = quote([course(1, 99999), course(2, 10001)], coupon({ amount: 10 }));
    expect(q.lines.map((l) => l.discountPaisa)).toEqual([9999, 1000]);
    expect(q.totalPaisa).toBe(99999 + 10001 - 10999);
    expect(q.coupon).toMatchObject({ code: 'SAVE', status: 'applied' });
  });

  it('warns a paid order when the waiting orders with a limited coupon could take every use left, and only then', () => {
    const caution = (over: Partial<PricingCoupon>, price = 100000) => quote([course(1, price)], coupon({ usageLimit: 10, ...over })).coupon!.caution;
    expect(caution({ usedCount: 8, waitingCount: 1 })).toBeNull();
    expect(caution({ usedCount: 8, waitingCount: 2 })).toBe(
      'Only 2 uses of this coupon are left, and 2 orders using it are already waiting for payment review. A use is counted when a payment is approved, so if they run out before yours is checked, our team will either honour the discount or decline your order and refund your payment to the sending number, and email you either way.',
    );
    expect(caution({ usedCount: 9, waitingCount: 3 })).toMatch(/^Only 1 use of this coupon is left, and 3 orders using it are already waiting/);
    expect(caution({ usageLimit: null, usedCount: 50, waitingCount: 50 })).toBeNull();
    // A free order takes its use at checkout, so it is never left waiting.
    expect(caution({ kind: 'percent', amount: 100, usedCount: 9, waitingCount: 5 })).toBeNull();
    // Used up: the coupon is refused outright, with no caution beside it.
    expect(quote([course(1, 1000)], coupon({ usageLimit: 10, usedCount: 10, waitingCount: 4 })).coupon).toMatchObject({ status: 'used_up', caution: null });
  });

  it('spreads a fixed amount in proportion, the remainder on the last line', () => {
    const q = quote([course(1, 100000), course(2, 100000), course(3, 100000)], coupon({ kind: 'fixed', amount: 50000 }));
    expect(q.lines.map((l) => l.discountPaisa)).toEqual([16666, 16666, 16668]);
    expect(q.discountPaisa).toBe(50000);
  });

  it('never takes more than the covered lines cost, nor more than a line costs', () => {
    const q = quote([course(1, 200), course(2, 200), course(3, 100)], coupon({ kind: 'fixed', amount: 400 }));
    expect(q.lines.map((l) => l.discountPaisa)).toEqual([160, 160, 80]);
    const all = quote([course(1, 300), course(2, 100)], coupon({ kind: 'fixed', amount: 100000 }));
    expect(all.discountPaisa).toBe(400);
    expect(all.totalPaisa).toBe(0);
    for (const l of [...q.lines, ...all.lines]) expect(l.paidPaisa).toBeGreaterThanOrEqual(0);
  });

  it('applies a course-limited coupon only to its courses', () => {
    const q = quote([course(1, 100000), course(2, 100000)], coupon({ amount: 50, courseIds: [2] }));
    expect(q.lines.map((l) => l.discountPaisa)).toEqual([0, 50000]);
    expect(quote([course(1, 100000)], coupon({ courseIds: [2] })).coupon?.status).toBe('not_applicable');
  });

  it('says why a coupon does not apply', () => {
    const c = [course(1, 100000)];
    expect(quote(c, null, 'nope').coupon).toMatchObject({ code: 'NOPE', status: 'not_found' });
    expect(quote(c, coupon({ expiresAt: '2026-05-31T23:59:59Z' })).coupon?.status).toBe('expired');
    expect(quote(c, coupon({ usageLimit: 5, usedCount: 5 })).coupon?.status).toBe('used_up');
    expect(quote(c, coupon({ usageLimit: 5, usedCount: 4 })).coupon?.status).toBe('applied');
    expect(quote(c, coupon({ active: false })).coupon?.status).toBe('inactive');
    expect(quote(c, coupon({ expiresAt: '2026-05-31T23:59:59Z' })).discountPaisa).toBe(0);
  });

  it('drops unpublished, unsellable, owned and unknown courses with notices', () => {
    const q = priceQuote({
      items: [
        { slug: 'c1', course: course(1, 100) },
        { slug: 'c2', course: course(2, 100, { published: false }) },
        { slug: 'c3', course: course(3, 100, { sellable: false }) },
        { slug: 'c4', course: course(4, 100, { owned: true }) },
        { slug: 'gone', course: null },
        { slug: 'c1', course: course(1, 100) },
      ],
      coupon: null,
      couponCode: null,
      now,
    });
    expect(q.lines.map((l) => l.slug)).toEqual(['c1']);
    expect(q.notices.map((n) => n.reason)).toEqual(['unpublished', 'not_sellable', 'owned', 'removed']);
    expect(q.lines[0]!.coverUrl).toBe('/api/images/courses/c1.svg');
  });
});

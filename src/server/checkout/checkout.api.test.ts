import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Cart, Quote } from '../../contracts/cart-schemas';
import type { CourseAccessState, Order, PaymentMethod } from '../../contracts/commerce-schemas';
import { canStillBeSold } from '../enrollments/access-window';
import { Browser, ORIGIN, signedInAs } from '../testing/auth-helpers';
import { TEST_IP_HEADER, useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

type ErrorJson = { error: { code: string; message: string; details?: unknown } };
const code = async (res: Response) => ((await res.json()) as ErrorJson).error.code;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
let trxCounter = 0;
const newTrx = () => `T${Date.now().toString(36).toUpperCase()}${++trxCounter}`;

describe.each(testDatabaseKinds())('cart and checkout API on %s', (kind) => {
  const t = useTestApp(kind, { seed: true });
  let nextCourse = 0;
  /** A published paid course no other test has used, so tests do not meet in shared rows. */
  let sellable: { id: number; slug: string; price_paisa: number; sale_price_paisa: number | null }[] | null = null;
  const freshCourse = async () => {
    sellable ??= (
      await t.db
        .selectFrom('courses')
        .select(['id', 'slug', 'price_paisa', 'sale_price_paisa', 'access_days', 'access_until'])
        .where('status', '=', 'published')
        .where('price_paisa', '>', 10000)
        .orderBy('id')
        .execute()
    ).filter((c) => canStillBeSold(c, new Date()));
    const row = sellable[nextCourse++]!;
    return { ...row, unit: row.sale_price_paisa ?? row.price_paisa };
  };
  const student = async () => signedInAs(t.request, t.services.auth, 'student');
  const addCoupon = async (values: { kind: 'percent' | 'fixed'; amount: number; usage_limit?: number; expires_at?: string; active?: number }, courseIds: number[] = []) => {
    const c = `T${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
    const row = await t.db
      .insertInto('coupons')
      .values({ code: c, description: 'Test coupon', ...values })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (courseIds.length)
      await t.db
        .insertInto('coupon_courses')
        .values(courseIds.map((course_id) => ({ coupon_id: row.id, course_id })))
        .execute();
    return { code: c, id: row.id };
  };
  const usedCount = async (couponId: number) => (await t.db.selectFrom('coupons').select('used_count').where('id', '=', couponId).executeTakeFirstOrThrow()).used_count;
  const add = (b: Browser, slug: string) => b.call(`/api/cart/items/${slug}`, { method: 'PUT' });
  const checkout = (b: Browser, body: Record<string, unknown>) =>
    b.call('/api/checkout', { body: { checkoutKey: crypto.randomUUID(), method: 'bkash', sender: '01712345678', trxId: newTrx(), ...body } });
  const raw = (b: Browser, path: string, type: string, bytes: Uint8Array<ArrayBuffer>) => {
    const cookies = (b as unknown as { cookies: Map<string, string> }).cookies;
    return t.request(path, {
      method: 'PUT',
      headers: { Origin: ORIGIN, [TEST_IP_HEADER]: b.ip, 'Content-Type': type, Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      body: bytes,
    });
  };

  it('keeps one row per course, counts it, and refuses a visitor', async () => {
    const { browser } = await student();
    const a = await freshCourse();
    await add(browser, a.slug);
    const again = (await (await add(browser, a.slug)).json()) as Cart;
    expect(again.count).toBe(1);
    expect(again.lines[0]).toMatchObject({ slug: a.slug, unitPricePaisa: a.unit, paidPaisa: a.unit });
    expect(await (await browser.call('/api/cart/count')).json()).toEqual({ count: 1 });
    expect((await new Browser(t.request).call('/api/cart')).status).toBe(401);
    const removed = (await (await browser.call(`/api/cart/items/${a.slug}`, { method: 'DELETE' })).json()) as Cart;
    expect(removed.count).toBe(0);
  });

  it('merges a browser cart without duplicates and skips owned courses with a notice', async () => {
    const { browser } = await student();
    const [a, b, owned] = [await freshCourse(), await freshCourse(), await freshCourse()];
    const free = await t.db.updateTable('courses').set({ sale_price_paisa: 0 }).where('id', '=', owned.id).execute();
    expect(free).toBeTruthy();
    const freeOrder = await checkout(browser, { course: owned.slug, expectedTotalPaisa: 0 });
    expect(freeOrder.status).toBe(201);
    // The answer is built from what was written; it must match the order as stored.
    const { order } = (await freeOrder.json()) as { order: Order };
    expect(order).toMatchObject({ status: 'approved', method: 'free', totalPaisa: 0 });
    expect(await (await browser.call(`/api/my/orders/${order.reference}`)).json()).toEqual(order);
    await add(browser, a.slug);
    const merged = (await (await browser.call('/api/cart/merge', { body: { courses: [a.slug, b.slug, b.slug, owned.slug, 'no-such-course'] } })).json()) as Cart;
    expect(merged.lines.map((l) => l.slug)).toEqual([a.slug, b.slug]);
    expect(merged.count).toBe(2);
    expect(merged.notices.map((n) => n.reason).sort()).toEqual(['owned', 'removed']);
    const rows = await t.db.selectFrom('cart_items').select('course_id').where('course_id', 'in', [a.id, b.id]).execute();
    expect(rows).toHaveLength(2);
    const addOwned = await add(browser, owned.slug);
    expect(addOwned.status).toBe(409);
    expect(await code(addOwned)).toBe('course_already_owned');
  });

  it('takes an unpublished course out of the cart with a notice', async () => {
    const { browser } = await student();
    const [a, b] = [await freshCourse(), await freshCourse()];
    await add(browser, a.slug);
    await add(browser, b.slug);
    await t.db.updateTable('courses').set({ status: 'draft' }).where('id', '=', b.id).execute();
    const cart = (await (await browser.call('/api/cart')).json()) as Cart;
    expect(cart.lines.map((l) => l.slug)).toEqual([a.slug]);
    expect(cart.notices).toMatchObject([{ slug: b.slug, reason: 'unpublished' }]);
    const later = (await (await browser.call('/api/cart')).json()) as Cart;
    expect(later.notices).toEqual([]);
    expect(later.count).toBe(1);
  });

  it('computes coupons on the server: percent, fixed, expired, used up, course-limited, inactive', async () => {
    const { browser } = await student();
    const [a, b] = [await freshCourse(), await freshCourse()];
    await add(browser, a.slug);
    await add(browser, b.slug);
    const percent = await addCoupon({ kind: 'percent', amount: 10 });
    const applied = (await (await browser.call('/api/cart/coupon', { method: 'PUT', body: { code: percent.code.toLowerCase() } })).json()) as Cart;
    expect(applied.coupon).toMatchObject({ code: percent.code, status: 'applied' });
    expect(applied.discountPaisa).toBe(Math.floor(a.unit / 10) + Math.floor(b.unit / 10));
    const fixed = await addCoupon({ kind: 'fixed', amount: 50000 });
    const fixedCart = (await (await browser.call('/api/cart/coupon', { method: 'PUT', body: { code: fixed.code } })).json()) as Cart;
    expect(fixedCart.discountPaisa).toBe(50000);
    expect(fixedCart.totalPaisa).toBe(a.unit + b.unit - 50000);

    const refusals: [Promise<{ code: string }>, string][] = [
      [Promise.resolve({ code: 'NOSUCHCODE' }), 'coupon_not_found'],
      [addCoupon({ kind: 'percent', amount: 10, expires_at: '2020-01-01T00:00:00.000Z' }), 'coupon_expired'],
      [addCoupon({ kind: 'percent', amount: 10, usage_limit: 1 }).then(async (c) => (await t.db.updateTable('coupons').set({ used_count: 1 }).where('id', '=', c.id).execute(), c)), 'coupon_used_up'],
      [addCoupon({ kind: 'percent', amount: 10 }, [(await freshCourse()).id]), 'coupon_not_applicable'],
      [addCoupon({ kind: 'percent', amount: 10, active: 0 }), 'coupon_not_found'],
    ];
    for (const [made, expected] of refusals) {
      const res = await browser.call('/api/cart/coupon', { method: 'PUT', body: { code: (await made).code } });
      expect(await code(res), expected).toBe(expected);
    }
    const limited = await addCoupon({ kind: 'percent', amount: 50 }, [b.id]);
    const limitedCart = (await (await browser.call('/api/cart/coupon', { method: 'PUT', body: { code: limited.code } })).json()) as Cart;
    expect(limitedCart.lines.map((l) => l.discountPaisa)).toEqual([0, Math.floor(b.unit / 2)]);

    // The browser's figure is not trusted: a total other than the server's is refused with the new quote.
    const wrong = await checkout(browser, { expectedTotalPaisa: a.unit + b.unit - 999999 });
    expect(wrong.status).toBe(409);
    const body = (await wrong.json()) as ErrorJson & { error: { details: { quote: Quote } } };
    expect(body.error.code).toBe('price_changed');
    expect(body.error.details.quote.totalPaisa).toBe(limitedCart.totalPaisa);
    const ok = await checkout(browser, { expectedTotalPaisa: limitedCart.totalPaisa });
    expect(ok.status).toBe(201);
    const { order } = (await ok.json()) as { order: Order };
    expect(order).toMatchObject({ status: 'submitted', method: 'bkash', couponCode: limited.code, totalPaisa: limitedCart.totalPaisa });
    expect((await (await browser.call('/api/cart')).json()) as Cart).toMatchObject({ count: 0, coupon: null });
    // Waiting for its payment to be matched, the order holds no use of the coupon.
    expect(await usedCount(limited.id)).toBe(0);
    const access = (await (await browser.call(`/api/my/courses/${a.slug}/access`)).json()) as CourseAccessState;
    expect(access).toMatchObject({ state: 'pending', pendingOrder: order.reference, inCart: false });
    const again = await checkout(browser, { course: a.slug, expectedTotalPaisa: a.unit });
    expect(await code(again)).toBe('payment_pending');
  });

  it('answers one order for concurrent identical submits and for one transaction ID under several keys', async () => {
    const { browser } = await student();
    const a = await freshCourse();
    const coupon = await addCoupon({ kind: 'percent', amount: 10, usage_limit: 100 });
    const total = a.unit - Math.floor(a.unit / 10);
    const same = { course: a.slug, coupon: coupon.code, expectedTotalPaisa: total, checkoutKey: crypto.randomUUID(), trxId: newTrx() };
    const identical = await Promise.all(Array.from({ length: 4 }, () => checkout(browser, same)));
    const sameTrx = await Promise.all(Array.from({ length: 3 }, () => checkout(browser, { ...same, checkoutKey: crypto.randomUUID() })));
    const answers = [...identical, ...sameTrx];
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 201]);
    const refs = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { order: Order }).order.reference)));
    expect(refs.size).toBe(1);
    expect(await usedCount(coupon.id)).toBe(0);
  });

  it('keeps the pending-payment and one-free-order rules under 20 concurrent checkouts with different keys and transaction IDs', async () => {
    const { browser, id } = await student();
    const paid = await freshCourse();
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkout(browser, { course: paid.slug, expectedTotalPaisa: paid.unit })));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 201)) expect(await code(r)).toBe('payment_pending');
    const orders = (course: number) =>
      t.db
        .selectFrom('orders')
        .innerJoin('order_items', 'order_items.order_id', 'orders.id')
        .select('orders.id')
        .where('orders.user_id', '=', id)
        .where('order_items.course_id', '=', course)
        .execute();
    expect(await orders(paid.id)).toHaveLength(1);

    const gift = await freshCourse();
    const free = await addCoupon({ kind: 'percent', amount: 100 });
    const freeAnswers = await Promise.all(
      Array.from({ length: 20 }, () => checkout(browser, { course: gift.slug, coupon: free.code, expectedTotalPaisa: 0, method: undefined, sender: undefined, trxId: undefined })),
    );
    expect(freeAnswers.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of freeAnswers.filter((x) => x.status !== 201)) expect(await code(r)).toBe('course_already_owned');
    expect(await orders(gift.id)).toHaveLength(1);
  });

  it('holds the cart limit of 20 when more adds than that arrive at once', async () => {
    const { browser, id } = await student();
    const all = (await t.db.selectFrom('courses').select(['slug', 'access_days', 'access_until']).where('status', '=', 'published').execute()).filter((c) => canStillBeSold(c, new Date()));
    expect(all.length).toBeGreaterThan(20);
    const answers = await Promise.all(all.map((c) => add(browser, c.slug)));
    const rows = await t.db.selectFrom('cart_items').select('course_id').where('user_id', '=', id).execute();
    expect(rows).toHaveLength(20);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(20);
    for (const r of answers.filter((x) => x.status !== 200)) expect(await code(r)).toBe('cart_full');
  });

  it('takes no coupon use for orders waiting on payment: with a limit of 2, made-up transaction IDs cannot use it up, and checkouts go on until two are approved', async () => {
    const coupon = await addCoupon({ kind: 'fixed', amount: 10000, usage_limit: 2 });
    const a = await freshCourse();
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const body = { course: a.slug, coupon: coupon.code, expectedTotalPaisa: a.unit - 10000 };
    const place = async () => {
      const res = await checkout((await student()).browser, body);
      expect(res.status).toBe(201);
      return ((await res.json()) as { order: Order }).order.reference;
    };
    const review = async (reference: string, action: 'approve' | 'reject') =>
      (await admin.browser.call(`/api/admin/orders/${reference}/${action}`, { body: action === 'reject' ? { reason: 'The TrxID is not on our bKash statement' } : {} })).status;

    const caution = async (b: Browser) => ((await (await b.call(`/api/checkout/quote?course=${a.slug}&coupon=${coupon.code}`)).json()) as Quote).coupon!.caution;
    const watcher = await student();
    expect(await caution(watcher.browser)).toBeNull();
    const first = await place();
    expect(await caution(watcher.browser)).toBeNull();
    const [second, third] = [await place(), await place()];
    expect(await usedCount(coupon.id)).toBe(0);
    // Three orders wait for the two uses: the next student is told before paying, at checkout, in the cart and as a visitor.
    const told =
      'Only 2 uses of this coupon are left, and 3 orders using it are already waiting for payment review. A use is counted when a payment is approved, so if they run out before yours is checked, our team will either honour the discount or decline your order and refund your payment to the sending number, and email you either way.';
    expect(await caution(watcher.browser)).toBe(told);
    await add(watcher.browser, a.slug);
    const cart = (await (await watcher.browser.call('/api/cart/coupon', { method: 'PUT', body: { code: coupon.code } })).json()) as Cart;
    expect(cart.coupon).toMatchObject({ status: 'applied', caution: told });
    const visitor = (await (await new Browser(t.request).call('/api/cart/quote', { body: { courses: [a.slug], coupon: coupon.code } })).json()) as Cart;
    expect(visitor.coupon!.caution).toBe(told);
    expect(await review(first, 'approve')).toBe(200);
    expect(await usedCount(coupon.id)).toBe(1);
    const fourth = await place();
    expect(await review(third, 'reject')).toBe(200);
    expect(await usedCount(coupon.id)).toBe(1);
    expect(await review(second, 'approve')).toBe(200);
    expect(await usedCount(coupon.id)).toBe(2);

    // Two approved uses: the coupon is spent for new checkouts and on the cart.
    const late = await student();
    const refused = await checkout(late.browser, body);
    expect([refused.status, await code(refused)]).toEqual([409, 'coupon_used_up']);
    expect(await code(await late.browser.call('/api/cart/coupon', { method: 'PUT', body: { code: coupon.code } }))).toBe('coupon_used_up');
    // The fourth student paid the discounted price while a use was left: approving it past the limit is the admin's confirmed choice.
    expect(await review(fourth, 'approve')).toBe(409);
    expect(await usedCount(coupon.id)).toBe(2);
    expect((await admin.browser.call(`/api/admin/orders/${fourth}/approve`, { body: { pastCouponLimit: true } })).status).toBe(200);
    expect(await usedCount(coupon.id)).toBe(3);
  });

  it('lets one free order through a limit-1 coupon when 20 students race for it, paid submissions before them having taken no use', async () => {
    const coupon = await addCoupon({ kind: 'fixed', amount: 10000, usage_limit: 1 });
    const [paid, gift] = [await freshCourse(), await freshCourse()];
    // The coupon covers the whole of this course's price, so its order is free and approved at once.
    await t.db.updateTable('courses').set({ sale_price_paisa: 5000 }).where('id', '=', gift.id).execute();
    for (let i = 0; i < 2; i++) expect((await checkout((await student()).browser, { course: paid.slug, coupon: coupon.code, expectedTotalPaisa: paid.unit - 10000 })).status).toBe(201);
    expect(await usedCount(coupon.id)).toBe(0);

    const students = await Promise.all(Array.from({ length: 20 }, () => student()));
    const free = { course: gift.slug, coupon: coupon.code, expectedTotalPaisa: 0, method: undefined, sender: undefined, trxId: undefined };
    const answers = await Promise.all(students.map(({ browser }) => checkout(browser, free)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of answers.filter((x) => x.status !== 201)) expect([r.status, await code(r)]).toEqual([409, 'coupon_used_up']);
    expect(await usedCount(coupon.id)).toBe(1);
    const orders = await t.db.selectFrom('orders').select(['status', 'method']).where('coupon_id', '=', coupon.id).where('method', '=', 'free').execute();
    expect(orders).toEqual([{ status: 'approved', method: 'free' }]);
  });

  it("refuses another student's transaction ID, order and screenshot", async () => {
    const [first, second] = [await student(), await student()];
    const a = await freshCourse();
    const trxId = newTrx();
    const made = await checkout(first.browser, { course: a.slug, expectedTotalPaisa: a.unit, trxId });
    const { order } = (await made.json()) as { order: Order };
    const reused = await checkout(second.browser, { course: a.slug, expectedTotalPaisa: a.unit, trxId: ` ${trxId.toLowerCase()} ` });
    expect(reused.status).toBe(409);
    expect(await code(reused)).toBe('trx_id_used');
    // The same payment with a dash, a dot or an underscore in it is still the same payment, for every method.
    for (const [method, spelled] of [
      ['bkash', `${trxId.slice(0, 4)}-${trxId.slice(4)}`],
      ['nagad', `${trxId.slice(0, 3)}.${trxId.slice(3)}`],
      ['rocket', `${trxId.slice(0, 5)}_${trxId.slice(5).toLowerCase()}`],
    ] as const) {
      const respelled = await checkout(second.browser, { course: a.slug, expectedTotalPaisa: a.unit, method, trxId: spelled });
      expect(await code(respelled), spelled).toBe('trx_id_used');
    }
    const read = await second.browser.call(`/api/my/orders/${order.reference}`);
    expect(read.status).toBe(404);
    expect(await code(read)).toBe('order_not_found');
    expect((await raw(second.browser, `/api/my/orders/${order.reference}/screenshot`, 'image/png', PNG)).status).toBe(404);
    expect((await (await first.browser.call(`/api/my/orders/${order.reference}`)).json()) as Order).toMatchObject({ reference: order.reference, trxId });
  });

  it('takes a screenshot only as a real image up to 5 MB, and only while the order waits', async () => {
    const { browser } = await student();
    const a = await freshCourse();
    const { order } = (await (await checkout(browser, { course: a.slug, expectedTotalPaisa: a.unit })).json()) as { order: Order };
    const path = `/api/my/orders/${order.reference}/screenshot`;
    const fake = await raw(browser, path, 'image/png', new TextEncoder().encode('<svg>not a png</svg>'));
    expect([fake.status, await code(fake)]).toEqual([415, 'screenshot_not_image']);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const tooBig = await raw(browser, path, 'image/png', big);
    expect([tooBig.status, await code(tooBig)]).toEqual([413, 'screenshot_too_large']);
    const ok = await raw(browser, path, 'image/png', PNG);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as Order).hasScreenshot).toBe(true);
    await t.db.updateTable('orders').set({ status: 'approved' }).where('reference', '=', order.reference).execute();
    const late = await raw(browser, path, 'image/png', PNG);
    expect([late.status, await code(late)]).toEqual([409, 'order_already_reviewed']);
  });

  it('enrolls at once when the total is zero, and refuses empty carts, missing details and unverified accounts', async () => {
    const { browser, id } = await student();
    const a = await freshCourse();
    const free = await addCoupon({ kind: 'percent', amount: 100 });
    expect(await code(await checkout(browser, { expectedTotalPaisa: 0 }))).toBe('cart_empty');
    const missing = await browser.call('/api/checkout', { body: { course: a.slug, checkoutKey: crypto.randomUUID(), expectedTotalPaisa: a.unit } });
    expect([missing.status, await code(missing)]).toEqual([400, 'payment_details_required']);
    const badSender = await checkout(browser, { course: a.slug, expectedTotalPaisa: a.unit, sender: '12345' });
    expect([badSender.status, await code(badSender)]).toEqual([400, 'validation_failed']);
    const res = await checkout(browser, { course: a.slug, coupon: free.code, expectedTotalPaisa: 0, method: undefined, sender: undefined, trxId: undefined });
    expect(res.status).toBe(201);
    const { order } = (await res.json()) as { order: Order };
    expect(order).toMatchObject({ status: 'approved', method: 'free', totalPaisa: 0 });
    const enrollment = await t.db.selectFrom('enrollments').selectAll().where('user_id', '=', id).where('course_id', '=', a.id).executeTakeFirstOrThrow();
    expect(enrollment).toMatchObject({ status: 'active', source: 'free' });
    expect(((await (await browser.call(`/api/my/courses/${a.slug}/access`)).json()) as CourseAccessState).state).toBe('active');

    const other = await student();
    await t.db
      .updateTable('users')
      .set({ email_verified: kind === 'postgres' ? false : 0 })
      .where('id', '=', other.id)
      .execute();
    const refused = await checkout(other.browser, { course: a.slug, expectedTotalPaisa: a.unit });
    expect([refused.status, await code(refused)]).toEqual([403, 'email_not_verified']);
    expect((await checkout(new Browser(t.request), { course: a.slug, expectedTotalPaisa: a.unit })).status).toBe(401);
  });

  it('lists enabled payment methods and prices a visitor cart', async () => {
    const methods = (await (await t.request('/api/payment-methods')).json()) as PaymentMethod[];
    expect(methods.map((m) => m.code)).toEqual(['bkash', 'nagad', 'rocket', 'bank']);
    const a = await freshCourse();
    const quote = (await (await new Browser(t.request).call('/api/cart/quote', { body: { courses: [a.slug, 'gone'], coupon: 'welcome10' } })).json()) as Cart;
    expect(quote).toMatchObject({ count: 1, coupon: { code: 'WELCOME10', status: 'applied' }, discountPaisa: Math.floor(a.unit / 10) });
    expect(quote.notices).toMatchObject([{ slug: 'gone', reason: 'removed' }]);
  });
});

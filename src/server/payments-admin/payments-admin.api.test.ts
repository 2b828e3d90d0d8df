import { describe, expect, it } from 'vitest';
import type { Cart } from '../../contracts/cart-schemas';
import type { Order } from '../../contracts/commerce-schemas';
import type { AdminCoupon, OrderDetail, OrderList } from '../../contracts/payments-admin-schemas';
import { Browser, signedInAs } from '../testing/auth-helpers';
import { insertBuyer, insertCoupon, insertOrder } from '../testing/order-factory';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

type ErrorJson = { error: { code: string; message: string } };

describe.each(testDatabaseKinds())('admin payments queue (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });

  async function setup(courseCount = 2) {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const student = await signedInAs(t.request, t.services.auth, 'student', 'Sadia Rahman');
    const courses = await t.db.selectFrom('courses').select(['id', 'slug', 'title']).where('status', '=', 'published').orderBy('id').limit(courseCount).execute();
    return { admin, student, courses };
  }
  const mails = (to: string, kind: string) => t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).where('kind', '=', kind).execute();
  const audits = (reference: string) => t.db.selectFrom('audit_log').selectAll().where('target_type', '=', 'order').where('target_id', '=', reference).execute();
  const usedCount = async (couponId: number) => (await t.db.selectFrom('coupons').select('used_count').where('id', '=', couponId).executeTakeFirstOrThrow()).used_count;

  it('approving enrolls the student in every course, marks the order, writes one audit entry and one mail', async () => {
    const { admin, student, courses } = await setup(2);
    const order = await insertOrder(t.db, { userId: student.id, courseIds: courses.map((c) => c.id) });
    const res = await admin.browser.call(`/api/admin/orders/${order.reference}/approve`, { body: {} });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Order;
    expect(body.status).toBe('approved');
    const row = await t.db.selectFrom('orders').select(['status', 'reviewed_by', 'reviewed_at']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'approved', reviewed_by: admin.id });
    expect(row.reviewed_at).not.toBeNull();
    const enrollments = await t.db.selectFrom('enrollments').selectAll().where('user_id', '=', student.id).execute();
    expect(enrollments.map((e) => e.course_id).sort()).toEqual(courses.map((c) => c.id).sort());
    expect(enrollments.every((e) => e.source === 'order' && e.order_id === order.id && e.status === 'active')).toBe(true);
    expect(await audits(order.reference)).toHaveLength(1);
    const sent = await mails(student.email, 'order_approved');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text_body).toContain('http://localhost:3000/my-enroll');
  });

  it('three approvals at once make exactly one transition, one audit entry, one mail and one enrollment', async () => {
    const { admin, student, courses } = await setup(1);
    const order = await insertOrder(t.db, { userId: student.id, courseIds: [courses[0]!.id] });
    const before = await t.db.selectFrom('courses').select('students_count').where('id', '=', courses[0]!.id).executeTakeFirstOrThrow();
    const answers = await Promise.all([1, 2, 3].map(() => admin.browser.call(`/api/admin/orders/${order.reference}/approve`, { body: {} })));
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(((await res.json()) as Order).status).toBe('approved');
    }
    expect(await audits(order.reference)).toHaveLength(1);
    expect(await mails(student.email, 'order_approved')).toHaveLength(1);
    expect(await t.db.selectFrom('enrollments').select('id').where('user_id', '=', student.id).execute()).toHaveLength(1);
    const after = await t.db.selectFrom('courses').select('students_count').where('id', '=', courses[0]!.id).executeTakeFirstOrThrow();
    expect(after.students_count - before.students_count).toBe(1);
    // And a fourth, later, changes nothing either.
    expect((await admin.browser.call(`/api/admin/orders/${order.reference}/approve`, { body: {} })).status).toBe(200);
    expect(await audits(order.reference)).toHaveLength(1);
  });

  it('refuses approving a rejected order and rejecting an approved one with 409', async () => {
    const { admin, student, courses } = await setup(2);
    const a = await insertOrder(t.db, { userId: student.id, courseIds: [courses[0]!.id] });
    const b = await insertOrder(t.db, { userId: student.id, courseIds: [courses[1]!.id] });
    expect((await admin.browser.call(`/api/admin/orders/${a.reference}/reject`, { body: { reason: 'No such payment on the statement' } })).status).toBe(200);
    const approve = await admin.browser.call(`/api/admin/orders/${a.reference}/approve`, { body: {} });
    expect(approve.status).toBe(409);
    expect(((await approve.json()) as ErrorJson).error.code).toBe('order_already_reviewed');
    expect((await admin.browser.call(`/api/admin/orders/${b.reference}/approve`, { body: {} })).status).toBe(200);
    const reject = await admin.browser.call(`/api/admin/orders/${b.reference}/reject`, { body: { reason: 'Changed my mind' } });
    expect(reject.status).toBe(409);
    expect(((await reject.json()) as ErrorJson).error.code).toBe('order_already_reviewed');
    // Rejecting again answers with the order, unchanged.
    const again = await admin.browser.call(`/api/admin/orders/${a.reference}/reject`, { body: { reason: 'A different reason' } });
    expect(again.status).toBe(200);
    expect(((await again.json()) as Order).rejectReason).toBe('No such payment on the statement');
    expect(await t.db.selectFrom('enrollments').select('id').where('user_id', '=', student.id).execute()).toHaveLength(1);
    expect((await admin.browser.call('/api/admin/orders/HSB-NOSUCH00/approve', { body: {} })).status).toBe(404);
  });

  it('rejecting mails the reason, needs a reason, and leaves the coupon’s count as it was: a waiting order took no use', async () => {
    const { admin, student, courses } = await setup(1);
    const coupon = await insertCoupon(t.db, { usage_limit: 5, used_count: 2 });
    const order = await insertOrder(t.db, { userId: student.id, courseIds: [courses[0]!.id], coupon: { ...coupon, discountPaisa: 100 } });
    const short = await admin.browser.call(`/api/admin/orders/${order.reference}/reject`, { body: { reason: 'no' } });
    expect(short.status).toBe(400);
    const res = await admin.browser.call(`/api/admin/orders/${order.reference}/reject`, { body: { reason: 'The TrxID is not on our bKash statement' } });
    expect(res.status).toBe(200);
    expect(await usedCount(coupon.id)).toBe(2);
    const sent = await mails(student.email, 'order_rejected');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text_body).toContain('The TrxID is not on our bKash statement');
    expect(sent[0]!.text_body).toContain(`/cprocessing/${order.reference}`);
    const entries = await audits(order.reference);
    expect(entries.map((e) => e.action)).toEqual(['order.rejected']);
  });

  it('approving counts the coupon’s use once, and records the count and limit in the audit entry', async () => {
    const { admin, student, courses } = await setup(1);
    const coupon = await insertCoupon(t.db, { usage_limit: 3 });
    const order = await insertOrder(t.db, { userId: student.id, courseIds: [courses[0]!.id], coupon: { ...coupon, discountPaisa: 100 } });
    expect(await usedCount(coupon.id)).toBe(0);
    for (let i = 0; i < 2; i++) expect((await admin.browser.call(`/api/admin/orders/${order.reference}/approve`, { body: {} })).status).toBe(200);
    expect(await usedCount(coupon.id)).toBe(1);
    const [entry] = await audits(order.reference);
    expect(JSON.parse(entry!.details)).toMatchObject({ coupon: { code: coupon.code, usedCount: 1, usageLimit: 3 } });
  });

  it('20 approvals at once of orders sharing a limit-1 coupon: one takes the use, the rest are refused and stay waiting until approved past the limit', async () => {
    const { admin, courses } = await setup(1);
    const coupon = await insertCoupon(t.db, { usage_limit: 1 });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => insertBuyer(t.db)));
    const orders = await Promise.all(buyers.map((b) => insertOrder(t.db, { userId: b.id, courseIds: [courses[0]!.id], coupon: { ...coupon, discountPaisa: 100 } })));
    const answers = await Promise.all(orders.map((o) => admin.browser.call(`/api/admin/orders/${o.reference}/approve`, { body: {} })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(19);
    const body = (await refused[0]!.json()) as ErrorJson;
    expect(body.error.code).toBe('coupon_limit_reached');
    expect(body.error.message).toBe(`${coupon.code} has 1 of 1 use: used up. Approve this order past the limit to honour the discount the student paid, or reject it.`);
    expect(await usedCount(coupon.id)).toBe(1);
    // A refused approval changed nothing: no enrollment, no mail, no audit entry.
    const waiting = await t.db.selectFrom('orders').select('reference').where('coupon_id', '=', coupon.id).where('status', '=', 'submitted').execute();
    expect(waiting).toHaveLength(19);
    const enrolled = await t.db
      .selectFrom('enrollments')
      .select('id')
      .where(
        'user_id',
        'in',
        buyers.map((b) => b.id),
      )
      .execute();
    expect(enrolled).toHaveLength(1);
    expect(
      await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'order.approved')
        .where(
          'target_id',
          'in',
          waiting.map((w) => w.reference),
        )
        .execute(),
    ).toEqual([]);

    // The admin confirms: every waiting one is approved past the limit, all at once, and all count.
    const confirmed = await Promise.all(waiting.map((o) => admin.browser.call(`/api/admin/orders/${o.reference}/approve`, { body: { pastCouponLimit: true } })));
    expect(confirmed.map((r) => r.status)).toEqual(waiting.map(() => 200));
    expect(await usedCount(coupon.id)).toBe(20);
    const [entry] = await audits(waiting[0]!.reference);
    expect(JSON.parse(entry!.details)).toMatchObject({ coupon: { code: coupon.code, usageLimit: 1, pastLimit: true } });
    // The limit still guards new checkouts.
    const quote = (await (await new Browser(t.request).call('/api/cart/quote', { body: { courses: [courses[0]!.slug], coupon: coupon.code } })).json()) as Cart;
    expect(quote.coupon?.status).toBe('used_up');
  });

  it('shows the admin each coupon’s uses and waiting orders: in the queue, on an order that would push past the limit, and in the coupons tab', async () => {
    const { admin, courses } = await setup(1);
    const coupon = await insertCoupon(t.db, { usage_limit: 10, used_count: 12 });
    const open = await insertCoupon(t.db, { usage_limit: 10, used_count: 3 });
    const buyers = await Promise.all(Array.from({ length: 3 }, () => insertBuyer(t.db)));
    const over = await insertOrder(t.db, { userId: buyers[0]!.id, courseIds: [courses[0]!.id], coupon: { ...coupon, discountPaisa: 100 } });
    await insertOrder(t.db, { userId: buyers[1]!.id, courseIds: [courses[0]!.id], coupon: { ...coupon, discountPaisa: 100 } });
    await insertOrder(t.db, { userId: buyers[2]!.id, courseIds: [courses[0]!.id], coupon: { ...coupon, discountPaisa: 100 }, status: 'rejected', rejectReason: 'Not on the statement.' });
    const plain = await insertOrder(t.db, { userId: buyers[2]!.id, courseIds: [courses[0]!.id] });
    const underLimit = await insertOrder(t.db, { userId: buyers[1]!.id, courseIds: [courses[0]!.id], coupon: { ...open, discountPaisa: 100 } });

    const list = (await (await admin.browser.call('/api/admin/orders')).json()) as OrderList;
    const row = (reference: string) => list.items.find((item) => item.reference === reference)!;
    expect(row(over.reference).couponUsage).toEqual({ code: coupon.code, usedCount: 12, usageLimit: 10, waitingCount: 2 });
    expect(row(underLimit.reference).couponUsage).toEqual({ code: open.code, usedCount: 3, usageLimit: 10, waitingCount: 1 });
    expect(row(plain.reference).couponUsage).toBeNull();
    const detail = (await (await admin.browser.call(`/api/admin/orders/${over.reference}`)).json()) as OrderDetail;
    expect(detail.couponUsage).toEqual({ code: coupon.code, usedCount: 12, usageLimit: 10, waitingCount: 2 });

    const { coupons } = (await (await admin.browser.call('/api/admin/coupons')).json()) as { coupons: AdminCoupon[] };
    expect(coupons.find((c) => c.code === coupon.code)).toMatchObject({ usedCount: 12, usageLimit: 10, waitingCount: 2 });
    expect(coupons.find((c) => c.code === open.code)).toMatchObject({ usedCount: 3, usageLimit: 10, waitingCount: 1 });

    // Approving the order past the limit needs the confirmation; then it counts and the queue says so.
    const refused = await admin.browser.call(`/api/admin/orders/${over.reference}/approve`, { body: {} });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as ErrorJson).error.message).toMatch(/^C[0-9A-F]{8} has 12 of 10 uses: 2 over the limit\. Approve this order past the limit/);
    expect((await admin.browser.call(`/api/admin/orders/${over.reference}/approve`, { body: { pastCouponLimit: true } })).status).toBe(200);
    const after = (await (await admin.browser.call('/api/admin/orders?status=approved')).json()) as OrderList;
    expect(after.items.find((item) => item.reference === over.reference)!.couponUsage).toEqual({ code: coupon.code, usedCount: 13, usageLimit: 10, waitingCount: 1 });
    // An order with a use left needs no confirmation.
    expect((await admin.browser.call(`/api/admin/orders/${underLimit.reference}/approve`, { body: {} })).status).toBe(200);
  });

  it('lists the queue oldest first with counts, filters by method and date, and searches by TrxID and email', async () => {
    const { admin, student, courses } = await setup(1);
    const other = await signedInAs(t.request, t.services.auth, 'student', 'Zarif Chowdhury');
    const old = await insertOrder(t.db, { userId: student.id, courseIds: [courses[0]!.id], method: 'nagad', createdAt: '2026-01-10T04:00:00.000Z', trxId: 'NGD7QK2M9X' });
    const recent = await insertOrder(t.db, { userId: other.id, courseIds: [courses[0]!.id], createdAt: '2026-02-20T04:00:00.000Z' });
    const list = async (query: string) => (await (await admin.browser.call(`/api/admin/orders?${query}`)).json()) as OrderList;

    const queue = await list('status=submitted&pageSize=100');
    const refs = queue.items.map((i) => i.reference);
    expect(refs.indexOf(old.reference)).toBeLessThan(refs.indexOf(recent.reference));
    expect(queue.counts.submitted).toBe(queue.total);

    const byTrx = await list('q=ngd7qk2m9x');
    expect(byTrx.items.map((i) => i.reference)).toEqual([old.reference]);
    expect(byTrx.items[0]).toMatchObject({ method: 'nagad', trxId: 'NGD7QK2M9X', student: { email: student.email }, items: [courses[0]!.title] });

    const byEmail = await list(`q=${encodeURIComponent(other.email.toUpperCase())}`);
    expect(byEmail.items.map((i) => i.reference)).toEqual([recent.reference]);

    const byMethod = await list('method=nagad&pageSize=100');
    expect(byMethod.items.every((i) => i.method === 'nagad')).toBe(true);
    expect(byMethod.items.map((i) => i.reference)).toContain(old.reference);

    const byDate = await list('from=2026-02-01&to=2026-02-28&pageSize=100');
    expect(byDate.items.map((i) => i.reference)).toEqual([recent.reference]);

    await admin.browser.call(`/api/admin/orders/${recent.reference}/approve`, { body: {} });
    const approved = await list(`status=approved&q=${encodeURIComponent(other.email)}`);
    expect(approved.items[0]).toMatchObject({ reference: recent.reference, reviewer: admin.email });
    expect(approved.counts).toMatchObject({ submitted: 0, approved: 1, rejected: 0 });
  });

  it('shows an order with the student’s other orders, enrollments and audit trail, and its screenshot', async () => {
    const { admin, student, courses } = await setup(2);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const first = await insertOrder(t.db, { userId: student.id, courseIds: [courses[0]!.id] });
    const second = await insertOrder(t.db, { userId: student.id, courseIds: [courses[1]!.id], screenshot: { content: png, type: 'image/png' } });
    await admin.browser.call(`/api/admin/orders/${first.reference}/approve`, { body: {} });
    const detail = (await (await admin.browser.call(`/api/admin/orders/${second.reference}`)).json()) as OrderDetail;
    expect(detail.order).toMatchObject({ reference: second.reference, status: 'submitted', hasScreenshot: true });
    expect(detail.student.email).toBe(student.email);
    expect(detail.otherOrders.map((o) => o.reference)).toEqual([first.reference]);
    expect(detail.enrollments.map((e) => e.course.slug)).toEqual([courses[0]!.slug]);
    const firstDetail = (await (await admin.browser.call(`/api/admin/orders/${first.reference}`)).json()) as OrderDetail;
    expect(firstDetail.audit.map((a) => a.action)).toEqual(['order.approved']);
    expect(firstDetail.reviewer).toBe(admin.email);

    const shot = await admin.browser.call(`/api/admin/orders/${second.reference}/screenshot`);
    expect(shot.status).toBe(200);
    expect(shot.headers.get('content-type')).toBe('image/png');
    expect(shot.headers.get('content-disposition')).toMatch(/^inline/);
    expect(shot.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await shot.arrayBuffer())).toEqual(png);
    const none = await admin.browser.call(`/api/admin/orders/${first.reference}/screenshot`);
    expect(none.status).toBe(404);
    expect(((await none.json()) as ErrorJson).error.code).toBe('screenshot_not_found');
    expect((await admin.browser.call('/api/admin/orders/HSB-NOSUCH00')).status).toBe(404);
  });

  it('counts the payments waiting on the admin overview', async () => {
    const { admin, student, courses } = await setup(1);
    const overview = async () => ((await (await admin.browser.call('/api/admin/overview')).json()) as { payments: { waiting: number; oldestWaitingAt: string | null } }).payments;
    const before = await overview();
    const order = await insertOrder(t.db, { userId: student.id, courseIds: [courses[0]!.id] });
    const during = await overview();
    expect(during.waiting - before.waiting).toBe(1);
    expect(typeof during.oldestWaitingAt).toBe('string');
    await admin.browser.call(`/api/admin/orders/${order.reference}/approve`, { body: {} });
    expect((await overview()).waiting).toBe(before.waiting);
  });

  it('exports the filtered orders as CSV with quoting, formula escaping and taka amounts', async () => {
    const { admin, student, courses } = await setup(1);
    const order = await insertOrder(t.db, { userId: student.id, courseIds: [courses[0]!.id], sender: '=HYPERLINK("http://evil.example","x")', trxId: 'CSV1TEST42' });
    await insertOrder(t.db, { userId: student.id, courseIds: [courses[0]!.id], trxId: 'OTHER12345' });
    const res = await admin.browser.call('/api/admin/orders.csv?status=submitted&q=CSV1TEST42');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="hisab-orders-submitted-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await res.text();
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Reference,Status,Created at,Student,Email,Courses,Total \(Tk\),Method,Sender,Transaction ID/);
    expect(lines[1]).toContain(order.reference);
    expect(lines[1]).toContain(`,${(order.totalPaisa / 100).toFixed(2)},bKash,"'=HYPERLINK(""http://evil.example"",""x"")",CSV1TEST42,`);
    expect(text).not.toContain('OTHER12345');
  });
});

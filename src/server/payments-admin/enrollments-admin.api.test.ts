import { describe, expect, it } from 'vitest';
import type { AdminCoupon, AdminEnrollment, AdminPaymentMethod, EnrollmentList } from '../../contracts/payments-admin-schemas';
import { assertActiveEnrollment } from '../access/course-access';
import { AppError } from '../errors';
import { signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

type ErrorJson = { error: { code: string; message: string } };
const codeOf = async (res: Response) => ((await res.json()) as ErrorJson).error.code;
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('admin enrollments, coupons and payment methods (%s)', (kind) => {
  const t = useTestApp(kind, { seed: true });

  async function setup() {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const student = await signedInAs(t.request, t.services.auth, 'student', 'Mahir Faisal');
    const course = await t.db.selectFrom('courses').select(['id', 'slug', 'title']).where('status', '=', 'published').orderBy('id', 'desc').executeTakeFirstOrThrow();
    return { admin, student, course };
  }
  async function enroll(admin: Awaited<ReturnType<typeof setup>>['admin'], email: string, courseSlug: string, extra: object = {}) {
    return admin.browser.call('/api/admin/enrollments', { body: { email, courseSlug, ...extra } });
  }

  it('enrolls a student manually with an approved manual order, an audit entry and a mail; refuses a second time', async () => {
    const { admin, student, course } = await setup();
    const res = await enroll(admin, student.email.toUpperCase(), course.slug, { amountPaisa: 250_000, note: 'Paid cash at the Dhanmondi office' });
    expect(res.status).toBe(200);
    const enrollment = (await res.json()) as AdminEnrollment;
    expect(enrollment).toMatchObject({ source: 'manual', state: 'active', course: { slug: course.slug }, student: { email: student.email } });
    const order = await t.db.selectFrom('orders').selectAll().where('user_id', '=', student.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ method: 'manual', status: 'approved', reviewed_by: admin.id, total_paisa: 250_000 });
    const items = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', order.id).execute();
    expect(items).toMatchObject([{ course_id: course.id, course_title: course.title, paid_paisa: 250_000 }]);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'enrollment.granted').where('target_id', '=', String(enrollment.id)).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ reference: order.reference, note: 'Paid cash at the Dhanmondi office' });
    expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', student.email).where('kind', '=', 'order_approved').execute()).toHaveLength(1);
    await assertActiveEnrollment(t.db, { userId: student.id, courseId: course.id });

    const again = await enroll(admin, student.email, course.slug);
    expect(again.status).toBe(409);
    expect(await codeOf(again)).toBe('already_enrolled');
    const nobody = await enroll(admin, 'nobody.here@example.com', course.slug);
    expect(nobody.status).toBe(404);
    expect(await codeOf(nobody)).toBe('user_not_found');
    const noCourse = await enroll(admin, student.email, 'no-such-course');
    expect(noCourse.status).toBe(404);
    expect(await codeOf(noCourse)).toBe('course_not_found');
  });

  it('revoking ends access at once; extending a revoked enrollment is refused', async () => {
    const { admin, student, course } = await setup();
    const enrollment = (await (await enroll(admin, student.email, course.slug)).json()) as AdminEnrollment;
    const res = await admin.browser.call(`/api/admin/enrollments/${enrollment.id}/revoke`, { body: { reason: 'Refunded at the student’s request' } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AdminEnrollment).state).toBe('revoked');
    const refused = await assertActiveEnrollment(t.db, { userId: student.id, courseId: course.id }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('enrollment_required');
    expect((refused as AppError).details).toEqual({ state: 'revoked' });
    const extend = await admin.browser.call(`/api/admin/enrollments/${enrollment.id}/extend`, { body: { days: 30 } });
    expect(extend.status).toBe(409);
    expect(await codeOf(extend)).toBe('enrollment_revoked');
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'enrollment.revoked').where('target_id', '=', String(enrollment.id)).execute()).toHaveLength(1);
    expect((await admin.browser.call('/api/admin/enrollments/99999999/revoke', { body: { reason: 'No such one' } })).status).toBe(404);
    // Enrolling again after a revoke is how access comes back.
    expect((await enroll(admin, student.email, course.slug)).status).toBe(200);
  });

  it('extends by days from the later of now and the end, reactivates an expired one, or moves to a date', async () => {
    const { admin, student, course } = await setup();
    const enrollment = (await (await enroll(admin, student.email, course.slug)).json()) as AdminEnrollment;
    const past = new Date(Date.now() - 3 * DAY).toISOString();
    await t.db.updateTable('enrollments').set({ expires_at: past }).where('id', '=', enrollment.id).execute();
    const list = (await (await admin.browser.call(`/api/admin/enrollments?q=${encodeURIComponent(student.email)}&state=expired`)).json()) as EnrollmentList;
    expect(list.items.map((e) => e.id)).toEqual([enrollment.id]);

    const before = Date.now();
    const res = await admin.browser.call(`/api/admin/enrollments/${enrollment.id}/extend`, { body: { days: 10 } });
    expect(res.status).toBe(200);
    const extended = (await res.json()) as AdminEnrollment;
    expect(extended.state).toBe('active');
    const end = new Date(extended.expiresAt!).getTime();
    expect(end).toBeGreaterThanOrEqual(before + 10 * DAY);
    expect(end).toBeLessThan(Date.now() + 10 * DAY + 1000);
    await assertActiveEnrollment(t.db, { userId: student.id, courseId: course.id });

    const more = (await (await admin.browser.call(`/api/admin/enrollments/${enrollment.id}/extend`, { body: { days: 5 } })).json()) as AdminEnrollment;
    expect(new Date(more.expiresAt!).getTime() - end).toBe(5 * DAY);

    const dated = (await (await admin.browser.call(`/api/admin/enrollments/${enrollment.id}/extend`, { body: { until: '2030-06-30' } })).json()) as AdminEnrollment;
    expect(dated.expiresAt).toBe('2030-06-30T17:59:59.999Z');
    const pastDate = await admin.browser.call(`/api/admin/enrollments/${enrollment.id}/extend`, { body: { until: '2020-01-01' } });
    expect(pastDate.status).toBe(400);
    expect((await admin.browser.call(`/api/admin/enrollments/${enrollment.id}/extend`, { body: { days: 731 } })).status).toBe(400);
    const audit = await t.db.selectFrom('audit_log').select('details').where('action', '=', 'enrollment.extended').where('target_id', '=', String(enrollment.id)).orderBy('id').execute();
    expect(audit).toHaveLength(3);
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ from: past });
  });

  it('lists enrollments with progress, filtered by course and searched by name', async () => {
    const { admin, student, course } = await setup();
    const enrollment = (await (await enroll(admin, student.email, course.slug)).json()) as AdminEnrollment;
    const lesson = await t.db.selectFrom('lessons').select('id').where('course_id', '=', course.id).executeTakeFirst();
    if (lesson) await t.db.insertInto('lesson_progress').values({ user_id: student.id, lesson_id: lesson.id, course_id: course.id, completed_at: new Date().toISOString() }).execute();
    const list = (await (await admin.browser.call(`/api/admin/enrollments?q=mahir&course=${course.slug}`)).json()) as EnrollmentList;
    const row = list.items.find((e) => e.id === enrollment.id)!;
    expect(row.completedLessons).toBe(lesson ? 1 : 0);
    expect(row.lessonsCount).toBeGreaterThanOrEqual(row.completedLessons);
    expect(list.items.every((e) => e.course.slug === course.slug)).toBe(true);
    expect(list.courses.some((c) => c.slug === course.slug)).toBe(true);
  });

  it('creates, refuses a duplicate of, edits and deactivates a coupon', async () => {
    const { admin, course } = await setup();
    const code = `eid${Date.now() % 1_000_000}`;
    const res = await admin.browser.call('/api/admin/coupons', {
      body: { code, description: 'Eid offer', kind: 'percent', amount: 15, usageLimit: 50, expiresOn: '2030-04-01', courseSlugs: [course.slug] },
    });
    expect(res.status).toBe(200);
    const coupon = (await res.json()) as AdminCoupon;
    expect(coupon).toMatchObject({ code: code.toUpperCase(), kind: 'percent', amount: 15, usageLimit: 50, usedCount: 0, active: true, courseSlugs: [course.slug] });
    const dup = await admin.browser.call('/api/admin/coupons', { body: { code: code.toUpperCase(), description: 'Again', kind: 'fixed', amount: 10_000 } });
    expect(dup.status).toBe(409);
    expect(await codeOf(dup)).toBe('coupon_code_taken');
    expect((await admin.browser.call('/api/admin/coupons', { body: { code: 'OK1', description: 'x', kind: 'percent', amount: 120 } })).status).toBe(400);
    expect((await admin.browser.call('/api/admin/coupons', { body: { code: 'bad code!', description: 'x', kind: 'percent', amount: 10 } })).status).toBe(400);

    const patch = await admin.browser.call(`/api/admin/coupons/${coupon.id}`, { method: 'PATCH', body: { description: 'Eid offer (extended)', active: false, usageLimit: null, courseSlugs: [] } });
    expect(patch.status).toBe(200);
    expect(await patch.json()).toMatchObject({ description: 'Eid offer (extended)', active: false, usageLimit: null, courseSlugs: [] });
    const list = (await (await admin.browser.call('/api/admin/coupons')).json()) as { coupons: AdminCoupon[] };
    expect(list.coupons.find((c) => c.code === 'WELCOME10')).toBeDefined();
    const actions = await t.db.selectFrom('audit_log').select('action').where('target_type', '=', 'coupon').where('target_id', '=', String(coupon.id)).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['coupon.created', 'coupon.updated']);
    expect((await admin.browser.call('/api/admin/coupons/99999999', { method: 'PATCH', body: { active: true } })).status).toBe(404);
  });

  it('lists every payment method and edits one, disabling it', async () => {
    const { admin } = await setup();
    const list = (await (await admin.browser.call('/api/admin/payment-methods')).json()) as { methods: AdminPaymentMethod[] };
    expect(list.methods.map((m) => m.code).sort()).toEqual(['bank', 'bkash', 'nagad', 'rocket']);
    const rocket = list.methods.find((m) => m.code === 'rocket')!;
    const res = await admin.browser.call('/api/admin/payment-methods/rocket', {
      method: 'PUT',
      body: { label: 'Rocket (DBBL)', accountName: rocket.accountName, accountNumber: '01811-000000-1', instructions: '1. Dial *322#\n2. Send money', enabled: false, position: 9 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 'rocket', label: 'Rocket (DBBL)', enabled: false, position: 9, accountNumber: '01811-000000-1' });
    const row = await t.db.selectFrom('payment_methods').select(['enabled', 'label']).where('code', '=', 'rocket').executeTakeFirstOrThrow();
    expect(Number(row.enabled)).toBe(0);
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'payment_method.updated').where('target_id', '=', 'rocket').execute()).toHaveLength(1);
    expect((await admin.browser.call('/api/admin/payment-methods/paypal', { method: 'PUT', body: { label: 'x' } })).status).toBe(400);
  });
});

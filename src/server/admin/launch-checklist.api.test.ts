import { describe, expect, it } from 'vitest';
import type { Overview } from '../../contracts/admin-schemas';
import { INSTRUCTOR_SEEDS } from '../db/seed/instructors-data';
import { signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { DEMO_CONTACT_EMAIL, launchChecklist } from './launch-checklist';

const NOW = new Date('2026-11-27T12:00:00.000Z');

describe.each(testDatabaseKinds())('the "before you launch" list on %s', (kind) => {
  const t = useTestApp(kind);
  const keys = async (contactEmail = DEMO_CONTACT_EMAIL) => (await launchChecklist(t.db, { contactEmail }, NOW)).map((i) => i.key);

  it('lists every demo value a fresh site still shows, each with where it is edited, on the admin overview', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const overview = (await (await admin.browser.call('/api/admin/overview')).json()) as Overview;
    const byKey = new Map(overview.launch.map((i) => [i.key, i]));
    for (const code of ['bkash', 'nagad', 'rocket', 'bank']) expect(byKey.get(`payment-method:${code}`)?.editPath).toBe('/enrollments/methods');
    expect(byKey.get('payment-method:bkash')?.detail).toContain('01711-000111');
    expect(byKey.get('page:about')?.editPath).toBe('/studio/pages/about');
    const mentors = overview.launch.filter((i) => i.group === 'mentors');
    expect(mentors.map((m) => m.label).sort()).toEqual(INSTRUCTOR_SEEDS.map((s) => `Mentor ${s.name}`).sort());
    for (const mentor of mentors) expect(mentor.editPath).toMatch(/^\/studio\/mentors\/\d+$/);
    expect(byKey.get('contact:details')?.editPath).toBe('/settings');
    expect(byKey.get('contact:inbox')?.editPath).toBeNull();
    expect(byKey.get('site:name')?.editPath).toBeNull();
    expect(byKey.get('coupon:WELCOME10')?.editPath).toBe('/enrollments/coupons');
    // An expired demo coupon can hurt no one.
    expect(byKey.has('coupon:FLOOD2025')).toBe(false);
  });

  it('takes an item off once its value is edited, and keeps it while any demo value is left', async () => {
    expect(await keys()).toContain('payment-method:bkash');
    // A new number alone: the instructions still send students to the demo's.
    await t.db.updateTable('payment_methods').set({ account_number: '01999-123456', account_name: 'Karim Coaching (merchant)' }).where('code', '=', 'bkash').execute();
    const [bkash] = (await launchChecklist(t.db, { contactEmail: DEMO_CONTACT_EMAIL }, NOW)).filter((i) => i.key === 'payment-method:bkash');
    expect(bkash?.detail).toContain('instructions that name 01711-000111');
    await t.db.updateTable('payment_methods').set({ instructions: 'Pay merchant 01999-123456 in the bKash app.' }).where('code', '=', 'bkash').execute();
    expect(await keys()).not.toContain('payment-method:bkash');
    // A disabled method is not shown at checkout.
    await t.db.updateTable('payment_methods').set({ enabled: 0 }).where('code', '=', 'rocket').execute();
    expect(await keys()).not.toContain('payment-method:rocket');

    await t.db.updateTable('content_pages').set({ body: 'We are Karim Coaching, in Sylhet since 2012.' }).where('slug', '=', 'about').execute();
    expect(await keys()).not.toContain('page:about');

    const farhana = await t.db.selectFrom('instructors').select('id').where('name', '=', 'Farhana Rahman').executeTakeFirstOrThrow();
    await t.db.updateTable('instructors').set({ bio: 'Our own financial reporting tutor.' }).where('id', '=', farhana.id).execute();
    const tanvir = await t.db.selectFrom('instructors').select('id').where('name', '=', 'Tanvir Ahmed').executeTakeFirstOrThrow();
    await t.db.updateTable('instructors').set({ deleted_at: NOW.toISOString() }).where('id', '=', tanvir.id).execute();
    const left = await keys();
    expect(left).not.toContain(`mentor:${farhana.id}`);
    expect(left).not.toContain(`mentor:${tanvir.id}`);
    expect(left.filter((k) => k.startsWith('mentor:'))).toHaveLength(INSTRUCTOR_SEEDS.length - 2);

    await t.db.updateTable('coupons').set({ active: 0 }).where('code', '=', 'WELCOME10').execute();
    expect(await keys()).not.toContain('coupon:WELCOME10');

    await t.db.insertInto('site_settings').values({ key: 'phone', value: '+880 1712-345678' }).execute();
    expect(await keys()).not.toContain('contact:details');
    expect(await keys('hello@karimcoaching.com.bd')).not.toContain('contact:inbox');
  });
});

import { describe, expect, it } from 'vitest';
import { adminSiteSettingsSchema, siteSettingsSchema, type SiteSettingsInput } from '../../contracts/site-settings-schemas';
import { Browser, signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

const EMPTY: SiteSettingsInput = { email: '', phone: '', hours: '', address: '', facebook: '', youtube: '', linkedin: '' };

describe.each(testDatabaseKinds())('site settings on %s', (kind) => {
  const t = useTestApp(kind);

  async function publicSettings() {
    return siteSettingsSchema.parse(await (await t.request('/api/site-settings')).json());
  }

  it('starts with nothing set: no placeholder reaches the pages', async () => {
    expect(Object.values(await publicSettings()).every((v) => v === null)).toBe(true);
    const about = (await (await t.request('/api/pages/about')).json()) as { body: string };
    expect(about.body).not.toContain('1700-000000');
    const mentors = await t.db.selectFrom('instructors').select('social').execute();
    expect(mentors.some((m) => m.social.includes('example.com'))).toBe(false);
  });

  it('is read and changed by admins only, refused before the body is read', async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    expect((await new Browser(t.request).call('/api/admin/settings')).status).toBe(401);
    expect((await student.browser.call('/api/admin/settings')).status).toBe(403);
    const put = await student.browser.call('/api/admin/settings', { method: 'PUT', body: { ...EMPTY, phone: '+880 1712-345678' } });
    expect(put.status).toBe(403);
    expect((await new Browser(t.request).call('/api/admin/settings', { method: 'PUT', body: 'not even an object' })).status).toBe(401);
    expect((await publicSettings()).phone).toBeNull();
  });

  it('saves what an admin fills in, shows it publicly at once, audits the change and clears an emptied field', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    await publicSettings(); // cached now: the save must replace it
    const filled = { ...EMPTY, email: 'hello@hisab.example.org', phone: ' +880 1712-345678 ', facebook: 'https://www.facebook.com/hisab' };
    const res = await admin.browser.call('/api/admin/settings', { method: 'PUT', body: filled });
    expect(res.status).toBe(200);
    const saved = adminSiteSettingsSchema.parse(await res.json());
    expect(saved.settings).toMatchObject({ email: 'hello@hisab.example.org', phone: '+880 1712-345678', facebook: 'https://www.facebook.com/hisab', address: null });
    expect(saved.updatedBy).toBe(admin.email);
    expect(await publicSettings()).toEqual(saved.settings);

    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'settings.updated').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ changes: { phone: { from: null, to: '+880 1712-345678' } } });

    await admin.browser.call('/api/admin/settings', { method: 'PUT', body: { ...filled, phone: '' } });
    expect((await publicSettings()).phone).toBeNull();
    expect((await publicSettings()).email).toBe('hello@hisab.example.org');
    // Saving the same values again changes nothing and records nothing.
    await admin.browser.call('/api/admin/settings', { method: 'PUT', body: { ...filled, phone: '' } });
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'settings.updated').execute()).toHaveLength(2);
  });

  it('refuses a bad phone, email or link with 400 validation_failed naming each field and what to type', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const res = await admin.browser.call('/api/admin/settings', {
      method: 'PUT',
      body: { ...EMPTY, phone: 'call us', email: 'not-an-email', youtube: 'http://youtube.com/hisab', linkedin: 'javascript:alert(1)', address: 'line one\nline two' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; details: { path: string; message: string }[] } };
    expect(body.error.code).toBe('validation_failed');
    const byField = Object.fromEntries(body.error.details.map((d) => [d.path, d.message]));
    expect(byField.phone).toMatch(/7 to 15 digits/);
    expect(byField.email).toMatch(/email address such as/);
    expect(byField.youtube).toMatch(/https:\/\//);
    expect(byField.linkedin).toMatch(/https:\/\//);
    expect(byField.address).toMatch(/one line/);
    expect((await publicSettings()).phone).toBeNull();
  });
});

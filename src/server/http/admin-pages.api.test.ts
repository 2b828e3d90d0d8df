import { describe, expect, it } from 'vitest';
import { signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

const META = '<meta name="hisab-admin-base" content="/staff-area"';
const FORBIDDEN = '<meta name="hisab-page" content="forbidden" />';

describe.each(testDatabaseKinds())('admin pages under a configured ADMIN_BASE_PATH on %s', (kind) => {
  const t = useTestApp(kind, { config: { adminBasePath: '/staff-area' } });

  it('sends a visitor to /adminlogin and back afterwards', async () => {
    for (const path of ['/staff-area', '/staff-area/users', '/staff-area/users/abc?x=1']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(`/adminlogin?next=${encodeURIComponent(path)}`);
    }
  });

  it('answers a student 403 with the site’s not-allowed page, which neither loads the admin app nor names its place', async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    for (const path of ['/staff-area', '/staff-area/users', '/staff-area/enrollments/coupons']) {
      const res = await student.browser.call(path);
      expect(res.status, path).toBe(403);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      const html = await res.text();
      expect(html, path).toContain(FORBIDDEN);
      expect(html, path).toContain('<title data-server-meta>Not allowed | Hisab</title>');
      expect(html, path).toContain('noindex');
      expect(html, path).not.toContain('hisab-admin-base');
      expect(html, path).not.toContain('staff-area');
    }
  });

  it('serves an admin the admin app, marked not for search engines', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    for (const path of ['/staff-area', '/staff-area/', '/staff-area/users', '/staff-area/users/some-id']) {
      const res = await admin.browser.call(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(META);
      expect(html, path).not.toContain('hisab-page');
      expect(html, path).toContain('noindex');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('keeps the admin area out of public pages and off the default path', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const home = await admin.browser.call('/');
    expect(await home.text()).not.toContain('hisab-admin-base');
    const old = await admin.browser.call('/admin');
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe('/404');
    const unknown = await admin.browser.call('/staff-area/nothing-here');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/404');
  });
});

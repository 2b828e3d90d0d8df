import { describe, expect, it } from 'vitest';
import { signedInAs } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';

const PATHS = ['/admin/enrollments', '/admin/enrollments/orders/HSB-ABCDEFGH', '/admin/enrollments/students', '/admin/enrollments/coupons', '/admin/enrollments/methods'];

// The page gate reads only the session: SQLite is enough here.
describe('the payments dashboard pages', () => {
  const t = useTestApp('sqlite');

  it('sends a visitor to the admin sign-in, a student the not-allowed page, and an admin the admin app', async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    for (const path of PATHS) {
      const visitor = await t.request(path);
      expect(visitor.status, path).toBe(302);
      expect(visitor.headers.get('location'), path).toBe(`/adminlogin?next=${encodeURIComponent(path)}`);
      expect((await student.browser.call(path)).status, path).toBe(403);
      const page = await admin.browser.call(path);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toContain('<meta name="hisab-admin-base" content="/admin"');
    }
    expect((await admin.browser.call('/admin/enrollments/nothing-here')).status).toBe(302);
  });
});

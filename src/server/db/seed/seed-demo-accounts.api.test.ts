import { describe, expect, it } from 'vitest';
import { Browser } from '../../testing/auth-helpers';
import { useTestApp } from '../../testing/test-app';
import { testDatabaseKinds } from '../../testing/test-database';
import { DEMO_ADMIN_EMAIL, seedDemoAccounts } from './seed-demo-accounts';

describe.each(testDatabaseKinds())('demo accounts on %s', (kind) => {
  const t = useTestApp(kind);

  it('creates an admin and a student once, with passwords that sign in', async () => {
    const created = await seedDemoAccounts(t.db, t.services.auth);
    expect(created.map((a) => a.role)).toEqual(['admin', 'student']);
    expect(await seedDemoAccounts(t.db, t.services.auth)).toEqual([]);

    const admin = created.find((a) => a.email === DEMO_ADMIN_EMAIL)!;
    expect(admin.password).toMatch(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/);
    const browser = new Browser(t.request);
    const res = await browser.call('/api/auth/sign-in/email', { body: { email: admin.email, password: admin.password } });
    expect(res.status).toBe(200);
    const session = (await (await browser.call('/api/auth/get-session')).json()) as { user: { role: string; emailVerified: boolean } };
    expect(session.user).toMatchObject({ role: 'admin', emailVerified: true });
  });
});

import { describe, expect, it } from 'vitest';
import { Browser, GOOD_PASSWORD, latestMail, linkIn, uniqueEmail, verifiedStudent } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

describe.each(testDatabaseKinds())('account status and cart count on %s', (kind) => {
  const t = useTestApp(kind);

  it('tells the sign-up browser when its address has been verified elsewhere', async () => {
    const browser = new Browser(t.request);
    const email = uniqueEmail();
    const res = await browser.call('/api/auth/sign-up/email', { body: { name: 'Shila Das', email, password: GOOD_PASSWORD } });
    const { user } = (await res.json()) as { user: { id: string } };
    const status = async () => (await (await browser.call(`/api/account/verification-status?user=${user.id}`)).json()) as { verified: boolean };
    expect(await status()).toEqual({ verified: false });
    const otherDevice = new Browser(t.request);
    await otherDevice.follow(linkIn((await latestMail(t.db, email, 'verify_email'))!.text_body));
    expect(await status()).toEqual({ verified: true });
  });

  it('refuses a malformed id with a stable code', async () => {
    const res = await t.request('/api/account/verification-status?user=someone@example.com');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('validation_failed');
  });

  it('counts the signed-in student’s cart and refuses visitors', async () => {
    const visitor = await t.request('/api/cart/count');
    expect(visitor.status).toBe(401);
    expect(((await visitor.json()) as { error: { code: string } }).error.code).toBe('unauthenticated');
    const { browser } = await verifiedStudent(t.request, t.db);
    const res = await browser.call('/api/cart/count');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ count: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { Browser, GOOD_PASSWORD, latestMail, linkIn, ORIGIN, uniqueEmail, verifiedStudent } from '../testing/auth-helpers';
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

  describe('the account page', () => {
    it('updates the name and phone with the sign-up rules, and keeps them', async () => {
      const { browser } = await verifiedStudent(t.request, t.db);
      const bad = await browser.call('/api/auth/update-user', { body: { name: 'A', phone: '12345' } });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('name_required');
      const badPhone = await browser.call('/api/auth/update-user', { body: { phone: '12345' } });
      expect(((await badPhone.json()) as { error: { code: string } }).error.code).toBe('phone_invalid');
      const ok = await browser.call('/api/auth/update-user', { body: { name: 'Rahima Karim Chowdhury', phone: '01712-345678' } });
      expect(ok.status).toBe(200);
      const session = (await (await browser.call('/api/auth/get-session')).json()) as { user: { name: string; phone: string } };
      expect(session.user).toMatchObject({ name: 'Rahima Karim Chowdhury', phone: '01712-345678' });
      const cleared = await browser.call('/api/auth/update-user', { body: { phone: null } });
      expect(cleared.status).toBe(200);
      const after = (await (await browser.call('/api/auth/get-session')).json()) as { user: { phone: string | null } };
      expect(after.user.phone).toBeNull();
    });

    it('takes a profile picture only as a short https address, on sign-up and on the profile', async () => {
      const { browser, email } = await verifiedStudent(t.request, t.db);
      const codeOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;
      for (const image of [[], { src: 'x' }, 'javascript:alert(1)', `https://img.example/${'a'.repeat(600)}`]) {
        const res = await browser.call('/api/auth/update-user', { body: { image } });
        expect(res.status, JSON.stringify(image).slice(0, 40)).toBe(400);
        expect(await codeOf(res)).toBe('image_invalid');
      }
      const ok = await browser.call('/api/auth/update-user', { body: { image: 'https://img.example/rahima.png' } });
      expect(ok.status).toBe(200);
      const row = await t.db.selectFrom('users').select('image').where('email', '=', email).executeTakeFirstOrThrow();
      expect(row.image).toBe('https://img.example/rahima.png');
      const signUp = await t.request('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Karim Uddin', email: 'karim.image@example.com', password: 'ledger balances every month', image: [] }),
      });
      expect(signUp.status).toBe(400);
      expect(await codeOf(signUp)).toBe('image_invalid');
    });

    it('cannot make itself an admin through the profile', async () => {
      const { browser, email } = await verifiedStudent(t.request, t.db);
      await browser.call('/api/auth/update-user', { body: { role: 'admin' } });
      const row = await t.db.selectFrom('users').select('role').where('email', '=', email).executeTakeFirstOrThrow();
      expect(row.role).toBe('student');
    });

    it('changes the password with the current one, by the same policy, signing out other devices', async () => {
      const { browser, email, password } = await verifiedStudent(t.request, t.db);
      const laptop = new Browser(t.request);
      await laptop.call('/api/auth/sign-in/email', { body: { email, password } });
      const sessions = (await (await browser.call('/api/auth/list-sessions')).json()) as unknown[];
      expect(sessions).toHaveLength(2);

      const common = await browser.call('/api/auth/change-password', { body: { currentPassword: password, newPassword: 'password123', revokeOtherSessions: true } });
      expect(common.status).toBe(400);
      expect(((await common.json()) as { error: { code: string } }).error.code).toBe('password_too_common');
      const wrong = await browser.call('/api/auth/change-password', { body: { currentPassword: 'not my password', newPassword: 'a brand new passphrase', revokeOtherSessions: true } });
      expect(wrong.status).toBe(400);
      expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('invalid_password');

      const ok = await browser.call('/api/auth/change-password', { body: { currentPassword: password, newPassword: 'a brand new passphrase', revokeOtherSessions: true } });
      expect(ok.status).toBe(200);
      expect(await (await laptop.call('/api/auth/get-session')).json()).toBeNull();
      expect(await (await browser.call('/api/auth/get-session')).json()).not.toBeNull();
      const again = await new Browser(t.request).call('/api/auth/sign-in/email', { body: { email, password: 'a brand new passphrase' } });
      expect(again.status).toBe(200);
    });

    it('signs out the other devices and keeps this one', async () => {
      const { browser, email, password } = await verifiedStudent(t.request, t.db);
      const phone = new Browser(t.request);
      await phone.call('/api/auth/sign-in/email', { body: { email, password } });
      const res = await browser.call('/api/auth/revoke-other-sessions', { body: {} });
      expect(res.status).toBe(200);
      expect(await (await phone.call('/api/auth/get-session')).json()).toBeNull();
      expect((await (await browser.call('/api/auth/list-sessions')).json()) as unknown[]).toHaveLength(1);
    });
  });
});

import { getMigrations } from 'better-auth/db/migration';
import { describe, expect, it } from 'vitest';
import { authOptions } from './create-auth';
import { Browser, GOOD_PASSWORD, latestMail, linkIn, uniqueEmail, verifiedStudent } from '../testing/auth-helpers';
import { TEST_CONFIG, useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

describe.each(testDatabaseKinds())('accounts on %s', (kind) => {
  const t = useTestApp(kind);
  const signUp = (browser: Browser, body: Record<string, unknown>) => browser.call('/api/auth/sign-up/email', { body });
  const session = async (browser: Browser) => (await (await browser.call('/api/auth/get-session')).json()) as { user?: { email: string; emailVerified: boolean; role: string } } | null;

  it('has exactly the tables Better Auth expects', async () => {
    const options = authOptions({ db: t.db, config: TEST_CONFIG, secret: TEST_CONFIG.authSecret, mailer: t.services.mailer });
    const { toBeCreated, toBeAdded } = await getMigrations(options as never);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });

  it('signs up, mails a verification link, and the link verifies and signs in', async () => {
    const browser = new Browser(t.request);
    const email = uniqueEmail();
    const res = await signUp(browser, { name: 'Tanvir Ahmed', email, password: GOOD_PASSWORD, phone: '01712-345678' });
    expect(res.status).toBe(200);
    expect(browser.hasSession()).toBe(false);

    const mail = await latestMail(t.db, email, 'verify_email');
    expect(mail?.subject).toContain('Hisab');
    expect(mail?.html_body).toContain('Confirm my email address');
    const link = linkIn(mail!.text_body);
    expect(link.startsWith(`${TEST_CONFIG.publicUrl}/api/auth/verify-email?token=`)).toBe(true);

    const verified = await browser.follow(link);
    expect([200, 302]).toContain(verified.status);
    expect(browser.hasSession()).toBe(true);
    const current = await session(browser);
    expect(current?.user).toMatchObject({ email, emailVerified: true, role: 'student' });
  });

  it('refuses to sign in before the address is verified', async () => {
    const browser = new Browser(t.request);
    const email = uniqueEmail();
    await signUp(browser, { name: 'Nusrat Jahan', email, password: GOOD_PASSWORD });
    const res = await browser.call('/api/auth/sign-in/email', { body: { email, password: GOOD_PASSWORD } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('email_not_verified');
    expect(browser.hasSession()).toBe(false);
  });

  it.each([
    [{ password: 'password1' }, 'password_too_common'],
    [{ password: 'short' }, 'password_too_short'],
    [{ name: ' ' }, 'name_required'],
    [{ phone: '12345' }, 'phone_invalid'],
    [{ email: 'not-an-email' }, 'email_invalid'],
  ])('refuses bad sign-up input %j with a stable code, creating nothing', async (override, code) => {
    const browser = new Browser(t.request);
    const email = uniqueEmail();
    const res = await signUp(browser, { name: 'Farhan Hossain', email, password: GOOD_PASSWORD, ...override });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(5);
    const rows = await t.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toEqual([]);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { email } = await verifiedStudent(t.request, t.db);
    const wrong = await new Browser(t.request).call('/api/auth/sign-in/email', { body: { email, password: 'not the right one' } });
    const unknown = await new Browser(t.request).call('/api/auth/sign-in/email', { body: { email: uniqueEmail(), password: 'not the right one' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('throttles an account after five failed sign-ins, even with the right password', async () => {
    const { email } = await verifiedStudent(t.request, t.db);
    for (let i = 0; i < 5; i++) {
      const res = await new Browser(t.request).call('/api/auth/sign-in/email', { body: { email, password: `wrong guess ${i}` } });
      expect(res.status).toBe(401);
    }
    const blocked = await new Browser(t.request).call('/api/auth/sign-in/email', { body: { email, password: GOOD_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { error: { code: string } }).error.code).toBe('sign_in_throttled');
  });

  it('signs in with a new session id and invalidates it on the server at sign-out', async () => {
    const { browser, email, password } = await verifiedStudent(t.request, t.db);
    const second = new Browser(t.request);
    const res = await second.call('/api/auth/sign-in/email', { body: { email, password, rememberMe: true } });
    expect(res.status).toBe(200);
    const tokens = await t.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select('sessions.token').where('users.email', '=', email).execute();
    expect(new Set(tokens.map((r) => r.token)).size).toBe(2);

    const stolenCookie = (await second.call('/api/auth/get-session')).status;
    expect(stolenCookie).toBe(200);
    await second.call('/api/auth/sign-out', { body: {} });
    expect(await session(second)).toBeNull();
    expect(await session(browser)).not.toBeNull();
    const left = await t.db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id').select('sessions.id').where('users.email', '=', email).execute();
    expect(left).toHaveLength(1);
  });

  it('resets a password by a single-use link and signs out every other session', async () => {
    const { browser, email } = await verifiedStudent(t.request, t.db);
    const visitor = new Browser(t.request);
    const asked = await visitor.call('/api/auth/request-password-reset', { body: { email, redirectTo: '/forgetpass' } });
    expect(asked.status).toBe(200);
    const mail = await latestMail(t.db, email, 'reset_password');
    const link = linkIn(mail!.text_body);
    const redirect = await visitor.follow(link);
    expect(redirect.status).toBe(302);
    const token = new URL(redirect.headers.get('location')!, TEST_CONFIG.publicUrl).searchParams.get('token');
    expect(token).toBeTruthy();

    const common = await visitor.call('/api/auth/reset-password', { body: { token, newPassword: 'password123' } });
    expect(common.status).toBe(400);
    const reset = await visitor.call('/api/auth/reset-password', { body: { token, newPassword: 'a brand new sentence' } });
    expect(reset.status).toBe(200);
    const again = await visitor.call('/api/auth/reset-password', { body: { token, newPassword: 'yet another sentence' } });
    expect(again.status).toBe(400);

    expect(await session(browser)).toBeNull();
    const oldPassword = await new Browser(t.request).call('/api/auth/sign-in/email', { body: { email, password: GOOD_PASSWORD } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await new Browser(t.request).call('/api/auth/sign-in/email', { body: { email, password: 'a brand new sentence' } });
    expect(newPassword.status).toBe(200);
  });

  it('answers a reset request for an unknown email the same way', async () => {
    const res = await new Browser(t.request).call('/api/auth/request-password-reset', { body: { email: uniqueEmail(), redirectTo: '/forgetpass' } });
    expect(res.status).toBe(200);
  });
});

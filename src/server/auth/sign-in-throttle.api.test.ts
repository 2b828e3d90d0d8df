import { describe, expect, it } from 'vitest';
import { createVerifiedUser } from './create-user';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import { accountKey, ADDRESS_SLOW_DOWN, SIGN_IN_FLOOD } from './sign-in-throttle';
import { Browser, GOOD_PASSWORD, latestMail, linkIn, uniqueEmail, verifiedStudent } from '../testing/auth-helpers';
import { TEST_CONFIG, useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

type ErrorJson = { error: { code: string; message: string } };

describe.each(testDatabaseKinds())('sign-in throttling on %s', (kind) => {
  const waits: number[] = [];
  const t = useTestApp(kind, { signInSleep: async (ms) => void waits.push(ms) });
  const signIn = (browser: Browser, email: string, password: string) => browser.call('/api/auth/sign-in/email', { body: { email, password } });
  const adminSignIn = (browser: Browser, email: string, password: string) => browser.call('/api/admin/sign-in', { body: { email, password } });

  /** Moves the account's last attempt back in time, as if the wait had passed. */
  const waitPasses = async (email: string, seconds: number) => {
    const row = await t.db.selectFrom('sign_in_throttles').select('updated_at').where('key', '=', accountKey(email)).executeTakeFirstOrThrow();
    const earlier = new Date(new Date(row.updated_at).getTime() - seconds * 1000).toISOString();
    await t.db.updateTable('sign_in_throttles').set({ updated_at: earlier }).where('key', '=', accountKey(email)).execute();
  };

  /** Five wrong passwords from strangers' browsers: the account's free attempts are used up. */
  const useUpFreeAttempts = async (email: string) => {
    for (let i = 0; i < 5; i++) expect((await signIn(new Browser(t.request), email, `wrong guess ${i}`)).status).toBe(401);
  };

  it('checks at most five of 40 parallel guesses: each attempt is counted before its password is', async () => {
    const { email } = await verifiedStudent(t.request, t.db);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signIn(new Browser(t.request), email, `parallel guess ${i}`)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as ErrorJson).error.code).toBe('sign_in_throttled');
  });

  it('slows guessing with growing delays instead of a fixed lock, and says how long to wait', async () => {
    const { email } = await verifiedStudent(t.request, t.db);
    await useUpFreeAttempts(email);
    const first = await signIn(new Browser(t.request), email, GOOD_PASSWORD);
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toMatch(/^(29|30)$/);
    // A second may pass between the refusal and the wait's reckoning on a busy machine, as the header allows.
    expect(((await first.json()) as ErrorJson).error.message).toMatch(/^Too many sign-in attempts for this account\. Try again in (29|30) seconds, or reset your password to sign in now\.$/);

    await waitPasses(email, 30);
    expect((await signIn(new Browser(t.request), email, 'one more wrong guess')).status).toBe(401);
    const second = await signIn(new Browser(t.request), email, GOOD_PASSWORD);
    expect(((await second.json()) as ErrorJson).error.message).toMatch(/Try again in 1 minute,/);

    await waitPasses(email, 60);
    expect((await signIn(new Browser(t.request), email, 'and another')).status).toBe(401);
    expect(((await (await signIn(new Browser(t.request), email, GOOD_PASSWORD)).json()) as ErrorJson).error.message).toMatch(/Try again in 2 minutes,/);

    // Once the wait has passed the right password gets in, and the slate is clean.
    await waitPasses(email, 120);
    expect((await signIn(new Browser(t.request), email, GOOD_PASSWORD)).status).toBe(200);
    expect(await t.db.selectFrom('sign_in_throttles').select('key').where('key', '=', accountKey(email)).executeTakeFirst()).toBeUndefined();
  });

  it("never slows the owner's own browser for a stranger's guesses, and a copied cookie helps no other account", async () => {
    const { browser: owner, email } = await verifiedStudent(t.request, t.db);
    expect(owner.cookieHeader()).toContain(`${KNOWN_DEVICE_COOKIE}=`);
    await owner.call('/api/auth/sign-out', { body: {} });
    await useUpFreeAttempts(email);
    expect((await signIn(new Browser(t.request), email, GOOD_PASSWORD)).status).toBe(429);
    expect((await signIn(owner, email, GOOD_PASSWORD)).status).toBe(200);

    // The owner's cookie is bound to the owner's address: on another account it is a stranger's browser.
    const other = await verifiedStudent(t.request, t.db);
    await useUpFreeAttempts(other.email);
    const thief = new Browser(t.request);
    thief.adoptCookies(owner);
    expect((await signIn(thief, other.email, other.password)).status).toBe(429);
  });

  it('lifts the delay when the password is reset, as the message promises', async () => {
    const { email } = await verifiedStudent(t.request, t.db);
    await useUpFreeAttempts(email);
    expect((await signIn(new Browser(t.request), email, GOOD_PASSWORD)).status).toBe(429);

    const visitor = new Browser(t.request);
    expect((await visitor.call('/api/auth/request-password-reset', { body: { email, redirectTo: '/forgetpass' } })).status).toBe(200);
    const redirect = await visitor.follow(linkIn((await latestMail(t.db, email, 'reset_password'))!.text_body));
    const token = new URL(redirect.headers.get('location')!, TEST_CONFIG.publicUrl).searchParams.get('token');
    expect((await visitor.call('/api/auth/reset-password', { body: { token, newPassword: 'a fresh ledger every year' } })).status).toBe(200);

    expect((await signIn(new Browser(t.request), email, 'a fresh ledger every year')).status).toBe(200);
  });

  it('lifts the delay when the emailed verification link is opened', async () => {
    const email = uniqueEmail();
    expect((await new Browser(t.request).call('/api/auth/sign-up/email', { body: { name: 'Mahmud Hasan', email, password: GOOD_PASSWORD } })).status).toBe(200);
    await useUpFreeAttempts(email);
    expect((await signIn(new Browser(t.request), email, GOOD_PASSWORD)).status).toBe(429);

    const owner = new Browser(t.request);
    await owner.follow(linkIn((await latestMail(t.db, email, 'verify_email'))!.text_body));
    expect(owner.hasSession()).toBe(true);
    expect((await signIn(new Browser(t.request), email, GOOD_PASSWORD)).status).toBe(200);
  });

  it('gives back the attempt of a correct password on an unverified account', async () => {
    const email = uniqueEmail();
    await new Browser(t.request).call('/api/auth/sign-up/email', { body: { name: 'Nabila Chowdhury', email, password: GOOD_PASSWORD } });
    for (let i = 0; i < 8; i++) expect((await signIn(new Browser(t.request), email, GOOD_PASSWORD)).status).toBe(403);
  });

  it('only slows down an address with many failures: a correct password from it still signs in', async () => {
    const ip = '203.0.113.200';
    const { email } = await verifiedStudent(t.request, t.db);
    const at = new Date().toISOString();
    // The whole exam hall behind this address mistyped 120 times in the last minutes.
    await t.db
      .insertInto('sign_in_failures')
      .values(Array.from({ length: 120 }, (_, i) => ({ email: `hall.${i}@example.com`, ip, created_at: at })))
      .execute();
    waits.length = 0;
    expect((await signIn(new Browser(t.request, ip), email, GOOD_PASSWORD)).status).toBe(200);
    expect(waits).toEqual([ADDRESS_SLOW_DOWN.maxMs]);

    waits.length = 0;
    expect((await signIn(new Browser(t.request, '203.0.113.201'), email, GOOD_PASSWORD)).status).toBe(200);
    expect(waits).toEqual([]);
  });

  it('counts the admin sign-in form in the same per-address backstop and per-account delays', async () => {
    const ip = '203.0.113.210';
    const at = new Date().toISOString();
    await t.db
      .insertInto('rate_limit_counters')
      .values({ bucket: SIGN_IN_FLOOD.bucket, key: ip, hits: SIGN_IN_FLOOD.max - 1, window_started_at: at })
      .execute();
    const email = uniqueEmail('admin');
    await createVerifiedUser(t.services.auth, { name: 'Farhana Admin', email, role: 'admin', password: GOOD_PASSWORD });
    expect((await adminSignIn(new Browser(t.request, ip), email, 'not the password')).status).toBe(401);
    const flooded = await adminSignIn(new Browser(t.request, ip), email, GOOD_PASSWORD);
    expect(flooded.status).toBe(429);
    expect(((await flooded.json()) as ErrorJson).error.code).toBe('too_many_requests');
    expect((await signIn(new Browser(t.request, ip), email, GOOD_PASSWORD)).status).toBe(429);

    for (let i = 0; i < 4; i++) expect((await adminSignIn(new Browser(t.request), email, `admin guess ${i}`)).status).toBe(401);
    const throttled = await adminSignIn(new Browser(t.request), email, GOOD_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(((await throttled.json()) as ErrorJson).error.code).toBe('sign_in_throttled');
  });
});

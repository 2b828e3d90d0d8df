import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { createServices, type Services } from '../services';
import { Browser, GOOD_PASSWORD, signedInAs } from '../testing/auth-helpers';
import { TEST_CONFIG, TEST_INDEX_HTML, TEST_IP_HEADER, useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

const CHECK_EVERY_MS = 1000;
const TTL_MS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Two app instances on one database stand for two server processes: each
 * has its own session cache, and only the database is shared. Process B's
 * clock is the test's, so "within the cache's lifetime" is checked exactly.
 */
describe.each(testDatabaseKinds())('the session check on %s', (kind) => {
  const t = useTestApp(kind);
  let clock = Date.now();
  let b: { app: ReturnType<typeof createApp>; services: Services };

  beforeAll(async () => {
    const services = await createServices(t.db, {
      config: TEST_CONFIG,
      logger: createLogger('silent'),
      storage: t.services.storage,
      sessions: { now: () => clock, checkEveryMs: CHECK_EVERY_MS, ttlMs: TTL_MS },
    });
    const app = createApp({ services, indexHtml: TEST_INDEX_HTML, clientIp: (c) => c.req.header(TEST_IP_HEADER) ?? '192.0.2.1' });
    b = { app, services };
  });

  /** The same browser (same cookies) talking to process B. */
  const onB = (browser: Browser, path: string) => {
    const cookie = browser.cookieHeader();
    return b.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });
  };
  /** Better Auth's table, outside the project's schema types. */
  const rateLimitRows = async () => (await sql`select * from rate_limits order by key`.execute(t.db)).rows;
  const passOneVersionCheck = () => {
    clock += CHECK_EVERY_MS;
  };
  const countStatus = async (browser: Browser) => (await onB(browser, '/api/cart/count')).status;
  /** Both processes have read (and cached) the browser's session. */
  const warmBoth = async (browser: Browser, path = '/api/cart/count') => {
    expect((await browser.call(path)).status).toBe(200);
    expect((await onB(browser, path)).status).toBe(200);
  };

  it('answers get-session in Better Auth’s shape, for visitors and students alike', async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student', 'Sadia Islam');
    const body = (await (await student.browser.call('/api/auth/get-session')).json()) as { user: Record<string, unknown>; session: Record<string, unknown> };
    expect(body.user).toMatchObject({ id: student.id, email: student.email, name: 'Sadia Islam', emailVerified: true, role: 'student' });
    expect(body.session).toMatchObject({ userId: student.id });
    expect(Date.parse(String(body.session.expiresAt))).toBeGreaterThan(Date.now() + 29 * DAY_MS);
    expect(await (await new Browser(t.request).call('/api/auth/get-session')).json()).toBeNull();
  });

  it('refuses a cookie whose signature does not match, and tells the browser to forget it', async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const forged = student.browser.cookieHeader().replace(/(hisab\.session_token=[^.;]+\.)[^;]+/, '$1AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D');
    const res = await t.request('/api/cart/count', { headers: { Cookie: forged } });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().some((c) => /^hisab\.session_token=;.*Max-Age=0/.test(c))).toBe(true);
  });

  it('get-session from one address, 150 times in a minute: never limited, and nothing is written', async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const before = await rateLimitRows();
    const session = await t.db.selectFrom('sessions').select(['expires_at', 'updated_at']).where('user_id', '=', student.id).executeTakeFirstOrThrow();
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i++) statuses.add((await student.browser.call('/api/auth/get-session')).status);
    expect([...statuses]).toEqual([200]);
    expect(await rateLimitRows()).toEqual(before);
    expect(await t.db.selectFrom('sessions').select(['expires_at', 'updated_at']).where('user_id', '=', student.id).executeTakeFirstOrThrow()).toEqual(session);
  });

  it('renews a session last renewed more than a day ago, with a fresh cookie, once', async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    // As if signed in 25 hours ago and not renewed since.
    const stale = new Date(Date.now() + 30 * DAY_MS - 25 * 60 * 60 * 1000).toISOString();
    await t.db.updateTable('sessions').set({ expires_at: stale }).where('user_id', '=', student.id).execute();
    await t.services.sessions.invalidate();

    const first = await student.browser.call('/api/cart/count');
    expect(first.status).toBe(200);
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('hisab.session_token='));
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const renewed = await t.db.selectFrom('sessions').select('expires_at').where('user_id', '=', student.id).executeTakeFirstOrThrow();
    expect(Date.parse(renewed.expires_at)).toBeGreaterThan(Date.now() + 30 * DAY_MS - 60_000);

    // The renewed cookie still signs the same session in, and nothing is renewed twice.
    const second = await student.browser.call('/api/auth/get-session');
    expect(second.headers.getSetCookie()).toEqual([]);
    expect(((await second.json()) as { user: { id: string } }).user.id).toBe(student.id);
    const fresh = await signedInAs(t.request, t.services.auth, 'student');
    expect((await fresh.browser.call('/api/cart/count')).headers.getSetCookie()).toEqual([]);
  });

  it('refuses a session past its expiry', async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', student.id)
      .execute();
    await t.services.sessions.invalidate();
    expect((await student.browser.call('/api/cart/count')).status).toBe(401);
  });

  it('keeps a read session for its lifetime without asking the database again', async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    expect(await countStatus(student.browser)).toBe(200);
    // Deleted behind the server's back (no announcement): B still trusts its copy...
    await t.db.deleteFrom('sessions').where('user_id', '=', student.id).execute();
    expect(await countStatus(student.browser)).toBe(200);
    // ...but never longer than its lifetime.
    clock += TTL_MS;
    expect(await countStatus(student.browser)).toBe(401);
  });

  it('a sign-out in one process ends the session in every process within the version check', async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const copy = new Browser(t.request);
    copy.adoptCookies(student.browser);
    await warmBoth(copy);
    await student.browser.call('/api/auth/sign-out', { body: {} });
    expect((await copy.call('/api/cart/count')).status).toBe(401);
    passOneVersionCheck();
    expect(await countStatus(copy)).toBe(401);
  });

  it('an admin’s “sign out everywhere” and suspension take effect in every process', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const revoked = await signedInAs(t.request, t.services.auth, 'student');
    const suspended = await signedInAs(t.request, t.services.auth, 'student');
    await warmBoth(revoked.browser);
    await warmBoth(suspended.browser);

    expect((await admin.browser.call(`/api/admin/users/${revoked.id}/revoke-sessions`, { body: {} })).status).toBe(200);
    // At once in the process that made the change, within the version check in the other.
    expect((await revoked.browser.call('/api/cart/count')).status).toBe(401);
    passOneVersionCheck();
    expect(await countStatus(revoked.browser)).toBe(401);

    expect((await admin.browser.call(`/api/admin/users/${suspended.id}/ban`, { body: { reason: 'Shared the paid lessons' } })).status).toBe(200);
    expect((await suspended.browser.call('/api/cart/count')).status).toBe(401);
    passOneVersionCheck();
    expect(await countStatus(suspended.browser)).toBe(401);
  });

  it('a role change takes the admin area away in every process', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const other = await signedInAs(t.request, t.services.auth, 'admin');
    await warmBoth(other.browser, '/api/admin/overview');
    expect((await admin.browser.call(`/api/admin/users/${other.id}/role`, { body: { role: 'student' } })).status).toBe(200);
    expect((await other.browser.call('/api/admin/overview')).status).toBe(403);
    passOneVersionCheck();
    expect((await onB(other.browser, '/api/admin/overview')).status).toBe(403);
  });

  it('a password change that signs out other devices does so in every process', async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const laptop = new Browser(t.request);
    expect((await laptop.call('/api/auth/sign-in/email', { body: { email: student.email, password: GOOD_PASSWORD } })).status).toBe(200);
    await warmBoth(laptop);
    const changed = await student.browser.call('/api/auth/change-password', {
      body: { currentPassword: GOOD_PASSWORD, newPassword: 'a new ledger every quarter', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    expect((await laptop.call('/api/cart/count')).status).toBe(401);
    passOneVersionCheck();
    expect(await countStatus(laptop)).toBe(401);
    // The device that changed it stays signed in.
    expect((await student.browser.call('/api/cart/count')).status).toBe(200);
  });

  it('a profile change shows at once in the process that made it and in the others after the check', async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student', 'Old Name');
    const name = async (res: Response) => ((await res.json()) as { user: { name: string } }).user.name;
    expect(await name(await student.browser.call('/api/auth/get-session'))).toBe('Old Name');
    expect(await name(await onB(student.browser, '/api/auth/get-session'))).toBe('Old Name');
    expect((await student.browser.call('/api/auth/update-user', { body: { name: 'Nabila Chowdhury', phone: null } })).status).toBe(200);
    expect(await name(await student.browser.call('/api/auth/get-session'))).toBe('Nabila Chowdhury');
    passOneVersionCheck();
    expect(await name(await onB(student.browser, '/api/auth/get-session'))).toBe('Nabila Chowdhury');
  });
});

import { describe, expect, it } from 'vitest';
import type { AdminUser, Overview, UserDetail, UserList } from '../../contracts/admin-schemas';
import { Browser, GOOD_PASSWORD, latestMail, signedInAs, uniqueEmail, verifiedStudent } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

type ErrorJson = { error: { code: string; message: string } };
const code = async (res: Response) => ((await res.json()) as ErrorJson).error.code;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every admin API, with a body that would be valid, so only the caller's role decides the answer. */
const ADMIN_ENDPOINTS: { method: 'GET' | 'POST' | 'PATCH' | 'PUT'; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/admin/home' },
  { method: 'GET', path: '/api/admin/overview' },
  { method: 'GET', path: '/api/admin/users' },
  { method: 'GET', path: `/api/admin/users/${SOME_ID}` },
  { method: 'POST', path: `/api/admin/users/${SOME_ID}/role`, body: { role: 'admin' } },
  { method: 'POST', path: `/api/admin/users/${SOME_ID}/ban`, body: { reason: 'Shared the paid lessons' } },
  { method: 'POST', path: `/api/admin/users/${SOME_ID}/unban`, body: {} },
  { method: 'POST', path: `/api/admin/users/${SOME_ID}/resend-verification`, body: {} },
  { method: 'POST', path: `/api/admin/users/${SOME_ID}/revoke-sessions`, body: {} },
  { method: 'POST', path: `/api/admin/users/${SOME_ID}/verify-email`, body: {} },
  { method: 'GET', path: '/api/admin/outbox' },
  // Tutor marking: a tutor's papers, and the marking turnaround.
  { method: 'GET', path: `/api/admin/users/${SOME_ID}/tutor-papers` },
  { method: 'PUT', path: `/api/admin/users/${SOME_ID}/tutor-papers`, body: { papers: [] } },
  { method: 'GET', path: '/api/admin/marking/turnaround' },
  // The payments and enrollments dashboard (payments-admin/routes.ts).
  { method: 'GET', path: '/api/admin/orders' },
  { method: 'GET', path: '/api/admin/orders.csv' },
  { method: 'GET', path: `/api/admin/orders/${SOME_ID}` },
  { method: 'GET', path: `/api/admin/orders/${SOME_ID}/screenshot` },
  { method: 'POST', path: `/api/admin/orders/${SOME_ID}/approve`, body: {} },
  { method: 'POST', path: `/api/admin/orders/${SOME_ID}/reject`, body: { reason: 'Not on the statement' } },
  { method: 'GET', path: '/api/admin/enrollments' },
  { method: 'POST', path: '/api/admin/enrollments', body: { email: 'a@example.com', courseSlug: 'some-course' } },
  { method: 'POST', path: `/api/admin/enrollments/${SOME_ID}/revoke`, body: { reason: 'Refunded' } },
  { method: 'POST', path: `/api/admin/enrollments/${SOME_ID}/extend`, body: { days: 30 } },
  { method: 'GET', path: '/api/admin/coupons' },
  { method: 'POST', path: '/api/admin/coupons', body: { code: 'NEW10', description: 'New', kind: 'percent', amount: 10 } },
  { method: 'PATCH', path: `/api/admin/coupons/${SOME_ID}`, body: { active: false } },
  { method: 'GET', path: '/api/admin/payment-methods' },
  {
    method: 'PUT',
    path: `/api/admin/payment-methods/${SOME_ID}`,
    body: { label: 'bKash', accountName: 'Hisab', accountNumber: '01700000000', instructions: 'Send money', enabled: true, position: 1 },
  },
  { method: 'GET', path: '/api/admin/settings' },
  { method: 'PUT', path: '/api/admin/settings', body: { phone: '+880 1711-000000' } },
  // Certificates (certificates/routes.ts).
  { method: 'GET', path: '/api/admin/certificates' },
  { method: 'POST', path: `/api/admin/certificates/${SOME_ID}/revoke`, body: { reason: 'Issued in error.' } },
  { method: 'POST', path: `/api/admin/certificates/${SOME_ID}/reissue`, body: {} },
];

describe.each(testDatabaseKinds())('admin API on %s', (kind) => {
  const t = useTestApp(kind);

  // The studio's many routes are walked from the document itself by studio/studio.api.test.ts.
  it('documents every admin endpoint outside the studio that this test checks', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/admin/') && path !== '/admin/sign-in' && !path.startsWith('/admin/studio/'))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} /api${path.replace(/\{[^}]+\}/g, SOME_ID)}`));
    expect(documented.sort()).toEqual(ADMIN_ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort());
  });

  it.each(ADMIN_ENDPOINTS)('$method $path refuses a visitor with 401 and a student with 403', async ({ method, path, body }) => {
    const visitor = new Browser(t.request);
    const asVisitor = await visitor.call(path, { method, body });
    expect(asVisitor.status).toBe(401);
    expect(await code(asVisitor)).toBe('unauthenticated');

    const { browser: student } = await verifiedStudent(t.request, t.db);
    const asStudent = await student.call(path, { method, body });
    expect(asStudent.status).toBe(403);
    expect(await code(asStudent)).toBe('forbidden');
  });

  it('does not expose Better Auth’s own admin endpoints, even to an admin', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const student = await signedInAs(t.request, t.services.auth, 'student');
    for (const [path, body] of [
      ['/api/auth/admin/list-users', undefined],
      ['/api/auth/admin/set-role', { userId: student.id, role: 'admin' }],
      ['/api/auth/admin/impersonate-user', { userId: student.id }],
    ] as const) {
      const res = await admin.browser.call(path, { body });
      expect(res.status, path).toBe(404);
    }
    const row = await t.db.selectFrom('users').select('role').where('id', '=', student.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('student');
  });

  it('checks the role before the input, so bad input tells a student nothing', async () => {
    const { browser: student } = await verifiedStudent(t.request, t.db);
    const res = await student.call(`/api/admin/users/${SOME_ID}/ban`, { body: { reason: '' } });
    expect(res.status).toBe(403);
  });

  it('refuses a student at the admin sign-in without leaving them signed in', async () => {
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const fresh = new Browser(t.request);
    const res = await fresh.call('/api/admin/sign-in', { body: { email: student.email, password: GOOD_PASSWORD } });
    expect(res.status).toBe(403);
    expect(await code(res)).toBe('not_admin');
    expect(fresh.hasSession()).toBe(false);
    const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', student.id).execute();
    expect(sessions).toHaveLength(1); // only the one signedInAs made

    const wrong = await fresh.call('/api/admin/sign-in', { body: { email: uniqueEmail(), password: 'not the password' } });
    expect(wrong.status).toBe(401);
    expect(await code(wrong)).toBe('invalid_email_or_password');
  });

  it('signs an admin in and tells them where the admin area is', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const browser = new Browser(t.request);
    const res = await browser.call('/api/admin/sign-in', { body: { email: admin.email, password: GOOD_PASSWORD } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ basePath: '/admin', user: { email: admin.email } });
    expect(browser.hasSession()).toBe(true);
    expect((await browser.call('/api/admin/overview')).status).toBe(200);
    expect(await (await browser.call('/api/admin/home')).json()).toEqual({ basePath: '/admin' });
  });

  it('refuses a cookie-bearing write without an Origin, and a body that is not JSON', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const noOrigin = await admin.browser.call(`/api/admin/users/${student.id}/revoke-sessions`, { body: {}, headers: { Origin: '' } });
    expect(noOrigin.status).toBe(403);
    expect(await code(noOrigin)).toBe('forbidden_origin');
    expect(await student.browser.call('/api/auth/get-session').then((r) => r.json())).not.toBeNull();

    const text = await t.request('/api/admin/sign-in', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'email=a&password=b' });
    expect(text.status).toBe(415);
    expect(await code(text)).toBe('unsupported_media_type');
  });

  it('refuses state changes sent from another site', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const { email } = await verifiedStudent(t.request, t.db);
    const target = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const res = await admin.browser.call(`/api/admin/users/${target.id}/role`, { body: { role: 'admin' }, headers: { Origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await code(res)).toBe('forbidden_origin');
    const row = await t.db.selectFrom('users').select('role').where('id', '=', target.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('student');
  });

  it('a student cannot read another student’s account or sessions, nor end them', async () => {
    const a = await verifiedStudent(t.request, t.db, 'Nusrat Jahan');
    const b = await verifiedStudent(t.request, t.db, 'Tanvir Hasan');
    const aId = (await t.db.selectFrom('users').select('id').where('email', '=', a.email).executeTakeFirstOrThrow()).id;
    expect((await b.browser.call(`/api/admin/users/${aId}`)).status).toBe(403);
    const sessions = (await (await b.browser.call('/api/auth/list-sessions')).json()) as { userId: string }[];
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.userId !== aId)).toBe(true);
    const aSession = await t.db.selectFrom('sessions').select('token').where('user_id', '=', aId).executeTakeFirstOrThrow();
    await b.browser.call('/api/auth/revoke-session', { body: { token: aSession.token } });
    expect((await a.browser.call('/api/auth/get-session').then((r) => r.json())) as unknown).not.toBeNull();
  });

  describe('the user dashboard', () => {
    it('counts accounts for the landing page', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const before = (await (await admin.browser.call('/api/admin/overview')).json()) as Overview;
      await verifiedStudent(t.request, t.db);
      await new Browser(t.request).call('/api/auth/sign-up/email', { body: { name: 'Unverified Uddin', email: uniqueEmail(), password: GOOD_PASSWORD } });
      const after = (await (await admin.browser.call('/api/admin/overview')).json()) as Overview;
      expect(after.users.total - before.users.total).toBe(2);
      expect(after.users.verified - before.users.verified).toBe(1);
      expect(after.users.unverified - before.users.unverified).toBe(1);
      expect(after.users.newThisWeek - before.users.newThisWeek).toBe(2);
      expect(after.users.total).toBe(after.users.verified + after.users.unverified);
    });

    it('does not count an account older than a week as new', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const before = (await (await admin.browser.call('/api/admin/overview')).json()) as Overview;
      const { email } = await verifiedStudent(t.request, t.db);
      const old = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
      await t.db.updateTable('users').set({ created_at: old }).where('email', '=', email).execute();
      const after = (await (await admin.browser.call('/api/admin/overview')).json()) as Overview;
      expect(after.users.total - before.users.total).toBe(1);
      expect(after.users.newThisWeek - before.users.newThisWeek).toBe(0);
    });

    it('searches by name or email, case-insensitively, with % taken literally', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const marker = `Zarin${Date.now().toString(36)}`;
      await verifiedStudent(t.request, t.db, `${marker} Chowdhury`);
      await verifiedStudent(t.request, t.db, `Other ${marker.toUpperCase()}`);
      const list = (await (await admin.browser.call(`/api/admin/users?q=${marker.toLowerCase()}`)).json()) as UserList;
      expect(list.total).toBe(2);
      expect(list.items.map((u) => u.name).sort()).toEqual([`${marker} Chowdhury`, `Other ${marker.toUpperCase()}`].sort());
      const byEmail = (await (await admin.browser.call(`/api/admin/users?q=${encodeURIComponent(admin.email.toUpperCase())}`)).json()) as UserList;
      expect(byEmail.items.map((u) => u.email)).toEqual([admin.email]);
      for (const literal of ['%', '_', '\\', `${marker.slice(0, 2)}_${marker.slice(3)}`]) {
        const res = await admin.browser.call(`/api/admin/users?q=${encodeURIComponent(literal)}`);
        expect(res.status, literal).toBe(200);
        expect(((await res.json()) as UserList).total, literal).toBe(0);
      }
      await verifiedStudent(t.request, t.db, `Ümit ${marker}`);
      const accented = (await (await admin.browser.call(`/api/admin/users?q=${encodeURIComponent(`Ümit ${marker}`)}`)).json()) as UserList;
      expect(accented.items.map((u) => u.name)).toEqual([`Ümit ${marker}`]);
    });

    it('filters by role, verification and suspension, and pages newest first', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const get = async (query: string) => (await (await admin.browser.call(`/api/admin/users?${query}`)).json()) as UserList;
      await new Browser(t.request).call('/api/auth/sign-up/email', { body: { name: 'Pending Paul', email: uniqueEmail(), password: GOOD_PASSWORD } });

      const admins = await get('role=admin&pageSize=100');
      expect(admins.items.length).toBeGreaterThan(0);
      expect(admins.items.every((u) => u.role === 'admin')).toBe(true);
      const students = await get('role=student&pageSize=100');
      expect(students.items.every((u) => u.role === 'student')).toBe(true);
      const unverified = await get('verified=no&pageSize=100');
      expect(unverified.items.length).toBeGreaterThan(0);
      expect(unverified.items.every((u) => !u.emailVerified)).toBe(true);
      const all = await get('pageSize=100');
      expect(admins.total + students.total).toBe(all.total);

      const page1 = await get('pageSize=2&page=1');
      const page2 = await get('pageSize=2&page=2');
      expect(page1.items).toHaveLength(2);
      expect(page1.total).toBe(all.total);
      expect(new Set([...page1.items, ...page2.items].map((u) => u.id)).size).toBe(page1.items.length + page2.items.length);
      const dates = all.items.map((u) => u.createdAt);
      expect([...dates].sort().reverse()).toEqual(dates);
    });

    it('refuses bad filters with validation_failed', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      for (const query of ['role=owner', 'page=0', 'pageSize=1000', 'verified=maybe', `q=${'x'.repeat(101)}`]) {
        const res = await admin.browser.call(`/api/admin/users?${query}`);
        expect(res.status, query).toBe(400);
        expect(await code(res), query).toBe('validation_failed');
      }
    });

    it('shows one account with its devices, and 404 for an unknown id', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const student = await signedInAs(t.request, t.services.auth, 'student', 'Sadia Islam');
      const detail = (await (await admin.browser.call(`/api/admin/users/${student.id}`)).json()) as UserDetail;
      expect(detail.user).toMatchObject({ id: student.id, name: 'Sadia Islam', role: 'student', emailVerified: true, banned: false });
      expect(detail.sessions).toHaveLength(1);
      const missing = await admin.browser.call(`/api/admin/users/${SOME_ID}`);
      expect(missing.status).toBe(404);
      expect(await code(missing)).toBe('user_not_found');
    });
  });

  describe('admin actions, each written to the audit log', () => {
    const auditFor = (targetId: string) => t.db.selectFrom('audit_log').selectAll().where('target_id', '=', targetId).orderBy('id').execute();

    it('changes a role, and not the admin’s own', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const student = await signedInAs(t.request, t.services.auth, 'student');
      const res = await admin.browser.call(`/api/admin/users/${student.id}/role`, { body: { role: 'admin' } });
      expect(res.status).toBe(200);
      expect(((await res.json()) as AdminUser).role).toBe('admin');
      // The promoted account is an admin at once, on the session it already has.
      expect((await student.browser.call('/api/admin/overview')).status).toBe(200);

      const [entry] = await auditFor(student.id);
      expect(entry).toMatchObject({ actor_id: admin.id, actor_email: admin.email, action: 'user.role_changed', target_type: 'user' });
      expect(JSON.parse(entry!.details)).toMatchObject({ from: 'student', to: 'admin' });
      expect(entry!.created_at).toBeTruthy();

      const own = await admin.browser.call(`/api/admin/users/${admin.id}/role`, { body: { role: 'student' } });
      expect(own.status).toBe(409);
      expect(await code(own)).toBe('own_account');
      const bad = await admin.browser.call(`/api/admin/users/${student.id}/role`, { body: { role: 'owner' } });
      expect(bad.status).toBe(400);
      expect(await auditFor(student.id)).toHaveLength(1);
    });

    it('suspends with a reason: signed out at once, cannot sign in, told why; lifting it lets them in', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const student = await signedInAs(t.request, t.services.auth, 'student');

      const noReason = await admin.browser.call(`/api/admin/users/${student.id}/ban`, { body: { reason: ' ' } });
      expect(noReason.status).toBe(400);
      expect(await code(noReason)).toBe('validation_failed');

      const res = await admin.browser.call(`/api/admin/users/${student.id}/ban`, { body: { reason: 'Shared the paid lessons', days: 7 } });
      expect(res.status).toBe(200);
      const banned = (await res.json()) as AdminUser;
      expect(banned).toMatchObject({ banned: true, banReason: 'Shared the paid lessons' });
      expect(new Date(banned.banExpires!).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

      expect(await student.browser.call('/api/auth/get-session').then((r) => r.json())).toBeNull();
      const again = await new Browser(t.request).call('/api/auth/sign-in/email', { body: { email: student.email, password: GOOD_PASSWORD } });
      expect(again.status).toBe(403);
      expect(await code(again)).toBe('banned_user');

      const list = (await (await admin.browser.call('/api/admin/users?banned=yes&pageSize=100')).json()) as UserList;
      expect(list.items.map((u) => u.id)).toContain(student.id);

      const lift = await admin.browser.call(`/api/admin/users/${student.id}/unban`, { body: {} });
      expect(lift.status).toBe(200);
      expect(((await lift.json()) as AdminUser).banned).toBe(false);
      const back = await new Browser(t.request).call('/api/auth/sign-in/email', { body: { email: student.email, password: GOOD_PASSWORD } });
      expect(back.status).toBe(200);
      const liftAgain = await admin.browser.call(`/api/admin/users/${student.id}/unban`, { body: {} });
      expect(await code(liftAgain)).toBe('not_banned');

      const entries = await auditFor(student.id);
      expect(entries.map((e) => e.action)).toEqual(['user.banned', 'user.unbanned']);
      expect(JSON.parse(entries[0]!.details)).toMatchObject({ reason: 'Shared the paid lessons', sessionsRevoked: 1 });
    });

    it('lets a suspension end by itself when its days are over', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const student = await signedInAs(t.request, t.services.auth, 'student');
      await admin.browser.call(`/api/admin/users/${student.id}/ban`, { body: { reason: 'Cooling-off period', days: 1 } });
      await t.db
        .updateTable('users')
        .set({ ban_expires: new Date(Date.now() - 60_000).toISOString() })
        .where('id', '=', student.id)
        .execute();
      const res = await new Browser(t.request).call('/api/auth/sign-in/email', { body: { email: student.email, password: GOOD_PASSWORD } });
      expect(res.status).toBe(200);
    });

    it('counts a suspension whose days are over as over, before the account signs in again', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const student = await signedInAs(t.request, t.services.auth, 'student');
      const overview = async () => ((await (await admin.browser.call('/api/admin/overview')).json()) as Overview).users.banned;
      const bannedIds = async (value: 'yes' | 'no') => ((await (await admin.browser.call(`/api/admin/users?banned=${value}&pageSize=100`)).json()) as UserList).items.map((u) => u.id);
      const before = await overview();
      await admin.browser.call(`/api/admin/users/${student.id}/ban`, { body: { reason: 'Cooling-off period', days: 1 } });
      expect(await overview()).toBe(before + 1);
      expect(await bannedIds('yes')).toContain(student.id);

      await t.db
        .updateTable('users')
        .set({ ban_expires: new Date(Date.now() - 60_000).toISOString() })
        .where('id', '=', student.id)
        .execute();
      expect(await overview()).toBe(before);
      expect(await bannedIds('yes')).not.toContain(student.id);
      expect(await bannedIds('no')).toContain(student.id);
      const detail = (await (await admin.browser.call(`/api/admin/users/${student.id}`)).json()) as UserDetail;
      expect(detail.user).toMatchObject({ banned: false, banReason: null, banExpires: null });
      expect(await code(await admin.browser.call(`/api/admin/users/${student.id}/unban`, { body: {} }))).toBe('not_banned');
    });

    it('takes the admin area away from a demoted admin at once', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const other = await signedInAs(t.request, t.services.auth, 'admin');
      expect((await other.browser.call('/api/admin/overview')).status).toBe(200);
      await admin.browser.call(`/api/admin/users/${other.id}/role`, { body: { role: 'student' } });
      expect((await other.browser.call('/api/admin/overview')).status).toBe(403);
      expect((await other.browser.call('/admin')).status).toBe(403);
      // A demoted admin cannot act either, even on a request that passed the gate earlier.
      const res = await other.browser.call(`/api/admin/users/${admin.id}/role`, { body: { role: 'student' } });
      expect(res.status).toBe(403);
    });

    it('does not suspend an admin, or the admin acting', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const other = await signedInAs(t.request, t.services.auth, 'admin');
      const res = await admin.browser.call(`/api/admin/users/${other.id}/ban`, { body: { reason: 'Testing the rule' } });
      expect(res.status).toBe(409);
      expect(await code(res)).toBe('admin_cannot_be_banned');
      const own = await admin.browser.call(`/api/admin/users/${admin.id}/ban`, { body: { reason: 'Testing the rule' } });
      expect(await code(own)).toBe('own_account');
      expect(await auditFor(other.id)).toHaveLength(0);
    });

    it('resends the verification email to an unverified account only', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const email = uniqueEmail();
      const signUp = await new Browser(t.request).call('/api/auth/sign-up/email', { body: { name: 'Lost Link', email, password: GOOD_PASSWORD } });
      const { user } = (await signUp.json()) as { user: { id: string } };
      const first = await latestMail(t.db, email, 'verify_email');
      const res = await admin.browser.call(`/api/admin/users/${user.id}/resend-verification`, { body: {} });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ sentTo: email });
      const second = await latestMail(t.db, email, 'verify_email');
      expect(second!.id).toBeGreaterThan(first!.id);
      expect((await auditFor(user.id)).map((e) => e.action)).toEqual(['user.verification_resent']);

      const verified = await signedInAs(t.request, t.services.auth, 'student');
      const again = await admin.browser.call(`/api/admin/users/${verified.id}/resend-verification`, { body: {} });
      expect(again.status).toBe(409);
      expect(await code(again)).toBe('already_verified');
    });

    it('tells the admin to wait when the address has had its verification mails for the hour, sending nothing more', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const email = uniqueEmail();
      const signUp = await new Browser(t.request).call('/api/auth/sign-up/email', { body: { name: 'Many Links', email, password: GOOD_PASSWORD } });
      const { user } = (await signUp.json()) as { user: { id: string } };
      const statuses: number[] = [];
      let refused: Response | null = null;
      for (let i = 0; i < 5 && !refused; i++) {
        const res = await admin.browser.call(`/api/admin/users/${user.id}/resend-verification`, { body: {} });
        statuses.push(res.status);
        if (res.status !== 200) refused = res;
      }
      expect(refused?.status).toBe(429);
      expect(await code(refused!)).toBe('account_mail_limited');
      const mails = await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).where('kind', '=', 'verify_email').execute();
      // The sign-up's mail and each resend answered 200; the refused one sent nothing and left no audit entry.
      expect(mails).toHaveLength(statuses.filter((s) => s === 200).length + 1);
      expect(await auditFor(user.id)).toHaveLength(statuses.filter((s) => s === 200).length);
    });

    it('signs an account out everywhere', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      const student = await signedInAs(t.request, t.services.auth, 'student');
      const phone = new Browser(t.request);
      await phone.call('/api/auth/sign-in/email', { body: { email: student.email, password: GOOD_PASSWORD } });
      const res = await admin.browser.call(`/api/admin/users/${student.id}/revoke-sessions`, { body: {} });
      expect(await res.json()).toEqual({ revoked: 2 });
      expect(await student.browser.call('/api/auth/get-session').then((r) => r.json())).toBeNull();
      expect(await phone.call('/api/auth/get-session').then((r) => r.json())).toBeNull();
      const [entry] = await auditFor(student.id);
      expect(entry).toMatchObject({ action: 'user.sessions_revoked', actor_email: admin.email });

      const detail = (await (await admin.browser.call(`/api/admin/users/${student.id}`)).json()) as UserDetail;
      expect(detail.sessions).toHaveLength(0);
      expect(detail.activity.map((a) => a.action)).toEqual(['user.sessions_revoked']);
      const overview = (await (await admin.browser.call('/api/admin/overview')).json()) as Overview;
      expect(overview.recentActivity[0]).toMatchObject({ action: 'user.sessions_revoked', targetId: student.id });
    });

    it('answers 404 for an unknown account and writes nothing', async () => {
      const admin = await signedInAs(t.request, t.services.auth, 'admin');
      for (const action of ['role', 'ban', 'unban', 'resend-verification', 'revoke-sessions']) {
        const body = action === 'role' ? { role: 'admin' } : action === 'ban' ? { reason: 'No such person' } : {};
        const res = await admin.browser.call(`/api/admin/users/${SOME_ID}/${action}`, { body });
        expect(res.status, action).toBe(404);
        expect(await code(res), action).toBe('user_not_found');
      }
      expect(await auditFor(SOME_ID)).toHaveLength(0);
    });
  });
});

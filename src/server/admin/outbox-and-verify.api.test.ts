import { describe, expect, it } from 'vitest';
import type { AdminUser, AuditEntry, OutboxPage, UserDetail } from '../../contracts/admin-schemas';
import { EMAIL_VERIFIED_COOKIE } from '../../contracts/verified-notice';
import { Browser, GOOD_PASSWORD, latestMail, linkIn, signedInAs, uniqueEmail } from '../testing/auth-helpers';
import { HIDDEN_ADMIN_LINK } from './list-outbox';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

type ErrorJson = { error: { code: string; message: string } };

describe.each(testDatabaseKinds())('the mail outbox and marking an email verified, on %s', (kind) => {
  const t = useTestApp(kind);

  /** A sign-up whose link nobody can open: it stays unverified and cannot sign in. */
  async function unverifiedStudent(name = 'Mitu Akter') {
    const email = uniqueEmail('signup');
    const res = await new Browser(t.request).call('/api/auth/sign-up/email', { body: { name, email, password: GOOD_PASSWORD } });
    expect(res.status).toBe(200);
    const row = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    return { email, id: row.id };
  }

  it('lets an admin read every mail, newest first, with its link, a page at a time and by recipient', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const first = await unverifiedStudent('Nabila Chowdhury');
    const second = await unverifiedStudent('Sabbir Hasan');

    const res = await admin.browser.call('/api/admin/outbox?pageSize=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const page = (await res.json()) as OutboxPage;
    expect(page.smtp).toBe(false);
    expect(page.pageSize).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items).toHaveLength(1);
    // Newest first: the second sign-up's link.
    const newest = page.items[0]!;
    expect(newest).toMatchObject({ kind: 'verify_email', to: second.email, transport: 'outbox', status: 'stored', sentAt: null });
    expect(Date.parse(newest.createdAt)).not.toBeNaN();
    const mail = await latestMail(t.db, second.email, 'verify_email');
    expect(newest.text).toBe(mail!.text_body);
    expect(linkIn(newest.text)).toContain('/api/auth/verify-email?token=');

    const next = (await (await admin.browser.call('/api/admin/outbox?pageSize=1&page=2')).json()) as OutboxPage;
    expect(next.items[0]!.to).toBe(first.email);

    // By part of the address, any case; `%` and `_` are letters, not wildcards.
    const found = (await (await admin.browser.call(`/api/admin/outbox?to=${encodeURIComponent(first.email.toUpperCase())}`)).json()) as OutboxPage;
    expect(found.total).toBe(1);
    expect(found.items.map((m) => m.to)).toEqual([first.email]);
    const wildcard = (await (await admin.browser.call('/api/admin/outbox?to=%25')).json()) as OutboxPage;
    expect(wildcard.total).toBe(0);
  });

  it("hides the links in another admin's account mails, which would sign the reader in as that admin", async () => {
    const reader = await signedInAs(t.request, t.services.auth, 'admin');
    const other = await signedInAs(t.request, t.services.auth, 'admin', 'Tanvir Admin');
    const student = await signedInAs(t.request, t.services.auth, 'student');
    const visitor = new Browser(t.request);
    for (const email of [other.email, student.email]) {
      const asked = await visitor.call('/api/auth/request-password-reset', { body: { email, redirectTo: '/forgetpass' } });
      expect(asked.status).toBe(200);
    }

    const byAddress = async (email: string) => {
      const page = (await (await reader.browser.call(`/api/admin/outbox?to=${encodeURIComponent(email)}`)).json()) as OutboxPage;
      return page.items.find((m) => m.kind === 'reset_password')!;
    };
    const adminMail = await byAddress(other.email);
    expect(adminMail.text).toContain(HIDDEN_ADMIN_LINK);
    expect(adminMail.text).not.toMatch(/https?:\/\//);
    expect(linkIn((await latestMail(t.db, other.email, 'reset_password'))!.text_body)).toContain('reset-password');
    // A student's link stays readable: without SMTP it is the only way to reach them.
    expect(linkIn((await byAddress(student.email)).text)).toContain('reset-password');
  });

  it('refuses bad paging with validation_failed', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    for (const query of ['page=0', 'pageSize=101', 'page=abc']) {
      const res = await admin.browser.call(`/api/admin/outbox?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as ErrorJson).error.code).toBe('validation_failed');
    }
  });

  it('marks an email verified once, audited with the change, so the student can sign in', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const student = await unverifiedStudent();
    const refused = await new Browser(t.request).call('/api/auth/sign-in/email', { body: { email: student.email, password: GOOD_PASSWORD } });
    expect(((await refused.json()) as ErrorJson).error.code).toBe('email_not_verified');

    const res = await admin.browser.call(`/api/admin/users/${student.id}/verify-email`, { body: {} });
    expect(res.status).toBe(200);
    expect((await res.json()) as AdminUser).toMatchObject({ id: student.id, emailVerified: true });

    const detail = (await (await admin.browser.call(`/api/admin/users/${student.id}`)).json()) as UserDetail;
    const entries = detail.activity.filter((e: AuditEntry) => e.action === 'user.email_verified');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorEmail: admin.email, targetType: 'user', targetId: student.id, details: { email: student.email } });

    const signIn = new Browser(t.request);
    const signedIn = await signIn.call('/api/auth/sign-in/email', { body: { email: student.email, password: GOOD_PASSWORD } });
    expect(signedIn.status).toBe(200);
    // An ordinary sign-in carries no "verified just now" note.
    expect(signIn.cookieHeader()).not.toContain(EMAIL_VERIFIED_COOKIE);

    // Again: nothing changes and nothing more is written.
    const again = await admin.browser.call(`/api/admin/users/${student.id}/verify-email`, { body: {} });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorJson).error.code).toBe('already_verified');
    const count = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'user.email_verified')
      .where('target_id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('answers user_not_found for an unknown account', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const res = await admin.browser.call('/api/admin/users/00000000-0000-4000-8000-000000000000/verify-email', { body: {} });
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorJson).error.code).toBe('user_not_found');
  });

  it('verifies exactly once under 20 concurrent requests: one 200, one audit entry, the rest already_verified', async () => {
    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const student = await unverifiedStudent();
    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.browser.call(`/api/admin/users/${student.id}/verify-email`, { body: {} })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const count = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'user.email_verified')
      .where('target_id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('notes "verified just now" for the browser that opens the link, and only then', async () => {
    const email = uniqueEmail('signup');
    const browser = new Browser(t.request);
    await browser.call('/api/auth/sign-up/email', { body: { name: 'Jannat Ara', email, password: GOOD_PASSWORD } });
    const mail = await latestMail(t.db, email, 'verify_email');
    const opened = await browser.follow(linkIn(mail!.text_body));
    expect([200, 302]).toContain(opened.status);
    const note = opened.headers.getSetCookie().find((c) => c.startsWith(`${EMAIL_VERIFIED_COOKIE}=`));
    const user = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    expect(note).toContain(`${EMAIL_VERIFIED_COOKIE}=${user.id}`);
    expect(note).toMatch(/Path=\//);
    expect(note).toMatch(/Max-Age=600/);
    // The page deletes it when it shows the toast, so it must not be HttpOnly.
    expect(note).not.toMatch(/HttpOnly/i);

    // Opening the link a second time verifies nothing and notes nothing.
    const reopened = await new Browser(t.request).follow(linkIn(mail!.text_body));
    expect(reopened.headers.getSetCookie().some((c) => c.startsWith(`${EMAIL_VERIFIED_COOKIE}=`))).toBe(false);
  });
});

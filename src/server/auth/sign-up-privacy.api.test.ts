import { describe, expect, it } from 'vitest';
import { ACCOUNT_MAILS_PER_ADDRESS } from './create-auth';
import { Browser, GOOD_PASSWORD, latestMail, uniqueEmail, verifiedStudent } from '../testing/auth-helpers';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';

type SignUpAnswer = { token: null; user: Record<string, unknown> };

/** The answer with what is random per call (id, times) replaced by its type. */
function shape(body: SignUpAnswer) {
  const user = Object.fromEntries(Object.entries(body.user).map(([k, v]) => [k, ['id', 'createdAt', 'updatedAt'].includes(k) ? typeof v : v]));
  return { ...body, user: { ...user, email: '(the address sent)' } };
}

describe.each(testDatabaseKinds())('sign-up privacy and mail limits on %s', (kind) => {
  const t = useTestApp(kind);
  const signUp = (email: string, browser = new Browser(t.request)) => browser.call('/api/auth/sign-up/email', { body: { name: 'Sadia Islam', email, password: GOOD_PASSWORD, phone: '01712-345678' } });
  const mailCount = async (to: string) =>
    Number(
      (
        await t.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('to_address', '=', to)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers a sign-up with a registered address exactly as one with a new address, and tells the owner by mail', async () => {
    const { email: taken } = await verifiedStudent(t.request, t.db, 'Sadia Islam');
    const fresh = uniqueEmail();
    const [forNew, forTaken] = [await signUp(fresh), await signUp(taken)];
    expect(forTaken.status).toBe(forNew.status);
    expect(forNew.status).toBe(200);
    expect(shape((await forTaken.json()) as SignUpAnswer)).toEqual(shape((await forNew.json()) as SignUpAnswer));
    expect(forTaken.headers.getSetCookie()).toEqual(forNew.headers.getSetCookie());

    expect((await latestMail(t.db, fresh, 'verify_email'))?.subject).toBeTruthy();
    const notice = await latestMail(t.db, taken, 'account_exists');
    expect(notice?.subject).toBe('You already have a Hisab account');
    expect(notice?.text_body).toContain('/forgetpass');
  });

  it('sends at most five account mails an hour to one address, from any number of senders, with the same refusal for unknown addresses', async () => {
    const { email: taken } = await verifiedStudent(t.request, t.db);
    const unknown = uniqueEmail();
    const before = await mailCount(taken);
    // verifiedStudent's own sign-up already used one of the taken address's five.
    for (let i = 0; i < ACCOUNT_MAILS_PER_ADDRESS.max - 1; i++) {
      const sender = new Browser(t.request, `198.18.0.${i + 1}`);
      expect((await sender.call('/api/auth/request-password-reset', { body: { email: taken, redirectTo: '/forgetpass' } })).status).toBe(200);
    }
    for (let i = 0; i < ACCOUNT_MAILS_PER_ADDRESS.max; i++) {
      const sender = new Browser(t.request, `198.18.1.${i + 1}`);
      expect((await sender.call('/api/auth/request-password-reset', { body: { email: unknown, redirectTo: '/forgetpass' } })).status).toBe(200);
    }
    expect(await mailCount(taken)).toBe(before + ACCOUNT_MAILS_PER_ADDRESS.max - 1);

    const refusals = await Promise.all([taken, unknown].map((email) => new Browser(t.request, '198.18.2.1').call('/api/auth/request-password-reset', { body: { email, redirectTo: '/forgetpass' } })));
    for (const refused of refusals) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const [a, b] = await Promise.all(refusals.map((r) => r.json()));
    expect(a).toEqual(b);
    expect(a).toEqual({ error: { code: 'account_mail_limited', message: expect.stringContaining('Check your inbox and spam folder') } });
    const resend = await new Browser(t.request, '198.18.2.2').call('/api/auth/send-verification-email', { body: { email: taken } });
    expect(resend.status).toBe(429);
    expect(await mailCount(taken)).toBe(before + ACCOUNT_MAILS_PER_ADDRESS.max - 1);
  });
});

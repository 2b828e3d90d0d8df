import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Overview } from '../../contracts/admin-schemas';
import { CONTACT_RATE_LIMIT } from '../../contracts/contact-schemas';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { Browser, signedInAs } from '../testing/auth-helpers';
import { startSmtpSink } from '../testing/smtp-sink';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { sendContactMessage } from './send-contact-message';

type ErrorJson = { error: { code: string; message: string; details?: { path: string; message: string }[] } };

const GOOD = {
  name: 'Sharmin Akter',
  email: 'sharmin@example.com',
  phone: '+880 1712-345678',
  subject: 'payment',
  message: 'I paid by bKash yesterday (TrxID 9XK2M3) but my course is not open yet.\nCould you check it?',
};

let ipCounter = 0;
/** Each test comes from its own address, so the per-address limit of one test does not reach another. */
const freshIp = () => `203.0.113.${++ipCounter}`;

describe.each(testDatabaseKinds())('contact API on %s', (kind) => {
  const t = useTestApp(kind);
  const counts = async () => ({
    messages: Number(
      (
        await t.db
          .selectFrom('contact_messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    mails: Number(
      (
        await t.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  it('keeps a good message as unread, mails the team and the sender, and shows it on the admin overview', async () => {
    const ip = freshIp();
    const visitor = new Browser(t.request, ip);
    const res = await visitor.call('/api/contact', { body: { ...GOOD, name: '  Sharmin Akter ' } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ received: true });

    const row = await t.db.selectFrom('contact_messages').selectAll().where('email', '=', GOOD.email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Sharmin Akter', phone: '+880 1712-345678', subject: 'Payment or enrollment', message: GOOD.message, ip, status: 'unread' });

    const mails = await t.db.selectFrom('mail_outbox').selectAll().where('kind', 'in', ['contact_message', 'contact_confirmation']).orderBy('id').execute();
    expect(mails.map((m) => [m.kind, m.to_address])).toEqual([
      ['contact_message', 'support@hisab.com.bd'],
      ['contact_confirmation', GOOD.email],
    ]);
    const [toTeam, toSender] = mails;
    expect(toTeam!.subject).toBe('[Contact] Payment or enrollment: Sharmin Akter');
    expect(toTeam!.text_body).toContain('Email: sharmin@example.com');
    expect(toTeam!.text_body).toContain('> I paid by bKash yesterday (TrxID 9XK2M3)');
    expect(toTeam!.text_body).toContain('http://localhost:3000/admin');
    expect(toSender!.subject).toBe('We received your message');
    expect(toSender!.text_body).toContain('within one working day');
    expect(toSender!.text_body).toContain('about "Payment or enrollment"');
    // The confirmation goes to whatever address was typed: none of the sender's words go with it.
    for (const body of [toSender!.text_body, toSender!.html_body, toSender!.subject]) {
      expect(body).not.toContain('TrxID 9XK2M3');
      expect(body).not.toContain('Could you check it?');
      expect(body).not.toContain('Sharmin');
    }

    const admin = await signedInAs(t.request, t.services.auth, 'admin');
    const overview = (await (await admin.browser.call('/api/admin/overview')).json()) as Overview;
    expect(overview.contactMessages.unread).toBe(1);
    expect(overview.contactMessages.latest).toEqual([
      {
        id: row.id,
        name: 'Sharmin Akter',
        email: GOOD.email,
        subject: 'Payment or enrollment',
        excerpt: 'I paid by bKash yesterday (TrxID 9XK2M3) but my course is not open yet.',
        createdAt: row.created_at,
      },
    ]);

    await t.db.updateTable('contact_messages').set({ status: 'read' }).where('id', '=', row.id).execute();
    const after = (await (await admin.browser.call('/api/admin/overview')).json()) as Overview;
    expect(after.contactMessages).toEqual({ unread: 0, latest: [] });
  });

  it('escapes a message in the HTML mail', async () => {
    const visitor = new Browser(t.request, freshIp());
    const message = 'Is <b>this</b> course & its notes in Bangla? <script>alert(1)</script>';
    expect((await visitor.call('/api/contact', { body: { ...GOOD, email: 'html@example.com', message } })).status).toBe(201);
    // Only the team's copy quotes the message (the confirmation quotes nothing).
    const mail = await t.db.selectFrom('mail_outbox').select('html_body').where('kind', '=', 'contact_message').where('text_body', 'like', '%Email: html@example.com%').executeTakeFirstOrThrow();
    expect(mail.html_body).toContain('Is &lt;b&gt;this&lt;/b&gt; course &amp; its notes');
    expect(mail.html_body).not.toContain('<script>alert(1)');
    const confirmation = await t.db.selectFrom('mail_outbox').select('html_body').where('to_address', '=', 'html@example.com').executeTakeFirstOrThrow();
    expect(confirmation.html_body).not.toContain('its notes');
  });

  it('refuses bad input with 400 validation_failed naming each field, and keeps nothing', async () => {
    const before = await counts();
    const visitor = new Browser(t.request, freshIp());
    const res = await visitor.call('/api/contact', {
      body: { name: 'A', email: 'not-an-email', phone: '12345', subject: 'lottery', message: 'Too short' },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe('validation_failed');
    const byField = Object.fromEntries(body.error.details!.map((d) => [d.path, d.message]));
    expect(Object.keys(byField).sort()).toEqual(['email', 'message', 'name', 'phone', 'subject']);
    expect(byField.email).toBe('Enter an email address such as name@example.com.');
    expect(byField.phone).toMatch(/Bangladeshi mobile number/);
    expect(byField.subject).toBe('Choose what your message is about.');
    expect(byField.message).toBe('Write at least 20 characters so we can help.');
    expect(await counts()).toEqual(before);
  });

  it('accepts the ways people write Bangladeshi mobile numbers, and no number at all', async () => {
    const visitor = new Browser(t.request, freshIp());
    for (const phone of ['01712345678', '+8801712345678', '01712-345678', '017 1234 5678', '']) {
      const res = await visitor.call('/api/contact', { body: { ...GOOD, email: `phone${phone.length}@example.com`, phone } });
      expect(res.status, phone).toBe(201);
    }
    const stored = await t.db.selectFrom('contact_messages').select('phone').where('email', '=', 'phone0@example.com').executeTakeFirstOrThrow();
    expect(stored.phone).toBeNull();
  });

  it('answers success to a filled hidden field, but keeps and sends nothing', async () => {
    const before = await counts();
    const robot = new Browser(t.request, freshIp());
    const res = await robot.call('/api/contact', { body: { ...GOOD, email: 'robot@example.com', website: 'http://spam.example' } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ received: true });
    expect(await counts()).toEqual(before);
  });

  it(`refuses a ${CONTACT_RATE_LIMIT + 1}th message from one address within an hour with 429, while another address still gets through`, async () => {
    const busy = new Browser(t.request, freshIp());
    for (let i = 0; i < CONTACT_RATE_LIMIT; i++) {
      expect((await busy.call('/api/contact', { body: { ...GOOD, email: `busy${i}@example.com` } })).status).toBe(201);
    }
    const before = await counts();
    const refused = await busy.call('/api/contact', { body: { ...GOOD, email: 'busy-extra@example.com' } });
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as ErrorJson;
    expect(body.error.code).toBe('contact_rate_limited');
    expect(body.error.message).toMatch(/wait an hour/);
    expect(await counts()).toEqual(before);

    const other = new Browser(t.request, freshIp());
    expect((await other.call('/api/contact', { body: { ...GOOD, email: 'other@example.com' } })).status).toBe(201);
  });

  it('mails at most three confirmations an hour to one address, whoever sends them, while every message still reaches the team', async () => {
    const victim = 'victim@example.com';
    for (let i = 0; i < 6; i++) {
      const sender = new Browser(t.request, freshIp());
      expect((await sender.call('/api/contact', { body: { ...GOOD, email: victim } })).status).toBe(201);
    }
    const confirmations = await t.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'contact_confirmation').where('to_address', '=', victim).execute();
    expect(confirmations).toHaveLength(3);
    const toTeam = await t.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'contact_message').where('text_body', 'like', `%Email: ${victim}%`).execute();
    expect(toTeam).toHaveLength(6);
    const kept = await t.db.selectFrom('contact_messages').select('id').where('email', '=', victim).execute();
    expect(kept).toHaveLength(6);
  });

  it('forgets messages older than an hour when counting', async () => {
    const ip = freshIp();
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
    await t.db
      .insertInto('contact_messages')
      .values(
        Array.from({ length: CONTACT_RATE_LIMIT }, (_, i) => ({
          name: 'Old',
          email: `old${i}@example.com`,
          phone: null,
          subject: 'Other',
          message: 'An old message.',
          ip,
          status: 'read' as const,
          created_at: twoHoursAgo,
        })),
      )
      .execute();
    const res = await new Browser(t.request, ip).call('/api/contact', { body: { ...GOOD, email: 'later@example.com' } });
    expect(res.status).toBe(201);
  });

  describe('over SMTP', () => {
    let sink: Awaited<ReturnType<typeof startSmtpSink>>;
    beforeAll(async () => {
      sink = await startSmtpSink();
    });
    afterAll(async () => {
      await sink?.stop();
    });

    it('sends the team’s copy with the visitor as reply-to, and the confirmation to the visitor', async () => {
      const mailer = createMailer({ db: t.db, logger: createLogger('silent'), from: 'Hisab <no-reply@hisab.test>', smtpUrl: sink.url });
      const deps = { ...t.services, mailer, contactEmail: 'desk@hisab.test' };
      await sendContactMessage(deps, { input: { name: 'Rafi', email: 'rafi@example.com', subject: 'course', message: 'Which course should I take for Accounting?' }, ip: freshIp() });
      const toDesk = sink.received.find((m) => m.to.includes('desk@hisab.test'))!;
      expect(toDesk.raw).toMatch(/^Reply-To: rafi@example\.com/m);
      expect(sink.received.find((m) => m.to.includes('rafi@example.com'))!.raw).not.toMatch(/^Reply-To:/m);
      const rows = await t.db.selectFrom('mail_outbox').select(['to_address', 'status']).where('to_address', 'in', ['desk@hisab.test', 'rafi@example.com']).execute();
      expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    });

    it('keeps the message when SMTP is down and marks the mails failed', async () => {
      const mailer = createMailer({ db: t.db, logger: createLogger('silent'), from: 'no-reply@hisab.test', smtpUrl: 'smtp://127.0.0.1:1' });
      await sendContactMessage({ ...t.services, mailer }, { input: { name: 'Mou', email: 'mou@example.com', subject: 'other', message: 'Hello, this is a longer message.' }, ip: freshIp() });
      expect(await t.db.selectFrom('contact_messages').select('status').where('email', '=', 'mou@example.com').executeTakeFirst()).toEqual({ status: 'unread' });
      const rows = await t.db.selectFrom('mail_outbox').select('status').where('to_address', 'in', ['support@hisab.com.bd', 'mou@example.com']).where('status', '=', 'failed').execute();
      expect(rows).toHaveLength(2);
    });
  });
});

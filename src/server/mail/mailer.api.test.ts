import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startSmtpSink } from '../testing/smtp-sink';
import { useTestApp } from '../testing/test-app';
import { testDatabaseKinds } from '../testing/test-database';
import { createMailer } from './mailer';
import { verifyEmailMail } from './templates';

describe.each(testDatabaseKinds())('mail on %s', (kind) => {
  const t = useTestApp(kind);
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink?.stop();
  });

  it('sends over SMTP with HTML and text parts and records it as sent', async () => {
    const mailer = createMailer({ db: t.db, logger: createLogger('silent'), from: 'Hisab <no-reply@hisab.test>', smtpUrl: sink.url });
    await mailer.send({ kind: 'verify_email', to: 'mitu@example.com', ...verifyEmailMail('Mitu', 'http://localhost:3000/api/auth/verify-email?token=abc') });
    const mail = sink.received.at(-1)!;
    expect(mail.to).toEqual(['mitu@example.com']);
    expect(mail.from).toBe('no-reply@hisab.test');
    expect(mail.raw).toContain('Subject: Confirm your email address for Hisab');
    expect(mail.raw).toContain('text/plain');
    expect(mail.raw).toContain('text/html');
    const row = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'mitu@example.com').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ transport: 'smtp', status: 'sent', error: null });
    expect(row.sent_at).not.toBeNull();
  });

  it('keeps the mail and marks it failed when the SMTP server cannot be reached', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ db: t.db, logger: createLogger('error', (l) => lines.push(l)), from: 'no-reply@hisab.test', smtpUrl: 'smtp://127.0.0.1:1' });
    await expect(mailer.send({ kind: 'verify_email', to: 'rafi@example.com', ...verifyEmailMail('Rafi', 'http://x/y') })).rejects.toThrow();
    const row = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'rafi@example.com').executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.error).toBeTruthy();
    expect(lines.join('\n')).toContain('mail could not be sent');
  });

  it('without SMTP keeps the mail in the outbox and logs its links', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ db: t.db, logger: createLogger('info', (l) => lines.push(l)), from: 'no-reply@hisab.test' });
    await mailer.send({ kind: 'verify_email', to: 'sadia@example.com', ...verifyEmailMail('Sadia', 'http://localhost:3000/api/auth/verify-email?token=xyz') });
    const row = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'sadia@example.com').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ transport: 'outbox', status: 'stored' });
    expect(lines.join('\n')).toContain('http://localhost:3000/api/auth/verify-email?token=xyz');
  });

  it('in production without SMTP says the mail is queued, never its live link', async () => {
    const lines: string[] = [];
    const mailer = createMailer({ db: t.db, logger: createLogger('info', (l) => lines.push(l)), from: 'no-reply@hisab.test', logLinks: false });
    await mailer.send({ kind: 'password_reset', to: 'nabila@example.com', ...verifyEmailMail('Nabila', 'https://hisab.example/reset-password?token=secret-token') });
    expect(lines.join('\n')).toContain('mail queued in the outbox');
    expect(lines.join('\n')).not.toContain('secret-token');
    const row = await t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', 'nabila@example.com').executeTakeFirstOrThrow();
    expect(row.text_body).toContain('secret-token');
  });
});

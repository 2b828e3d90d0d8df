import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { MailContent } from './templates';

export type OutgoingMail = MailContent & {
  kind: string;
  to: string;
  /** Where answers go (the contact form sets the visitor's address); used when sending over SMTP. */
  replyTo?: string;
};
export type Mailer = {
  /** Whether mail leaves the site (SMTP_URL set); without, it waits in the outbox for an admin to read. */
  readonly smtp: boolean;
  /** Stores the mail and sends it; throws when SMTP refuses it (after marking it failed). */
  send: (mail: OutgoingMail) => Promise<void>;
  /**
   * Writes mails to the outbox through `trx`, so they commit or roll back
   * with the caller's own rows. Returns the sending step to run after the
   * commit; it never throws (a failure is marked on the row and logged).
   */
  queue: (trx: Db, mails: OutgoingMail[]) => Promise<() => Promise<void>>;
};

type Options = {
  db: Db;
  logger: Logger;
  from: string;
  smtpUrl?: string | undefined;
  /** Without SMTP, write the mail's links to the log (development and tests); never in production, where they are live sign-in and reset links. */
  logLinks?: boolean;
};

/**
 * Every mail is kept in the outbox table. With SMTP configured it is also
 * sent and marked sent or failed; without, it waits in the outbox (admins
 * read it there), and outside production its links are written to the
 * server log so a newcomer can follow a verification link locally.
 */
export function createMailer({ db, logger, from, smtpUrl, logLinks = true }: Options): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  async function store(executor: Db, mail: OutgoingMail): Promise<number> {
    const { id } = await executor
      .insertInto('mail_outbox')
      .values({
        kind: mail.kind,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        transport: transport ? 'smtp' : 'outbox',
        status: 'stored',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  async function deliver(id: number, mail: OutgoingMail): Promise<void> {
    if (!transport) {
      if (!logLinks) {
        logger.info('mail queued in the outbox (no SMTP_URL): admins read it there', { to: mail.to, subject: mail.subject });
        return;
      }
      const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
      logger.info('mail kept in the outbox (no SMTP_URL)', { to: mail.to, subject: mail.subject, links });
      return;
    }
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      });
      await db.updateTable('mail_outbox').set({ status: 'sent', sent_at: new Date().toISOString() }).where('id', '=', id).execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.updateTable('mail_outbox').set({ status: 'failed', error: message }).where('id', '=', id).execute();
      logger.error('mail could not be sent', { to: mail.to, subject: mail.subject, error: message });
      throw error;
    }
  }

  return {
    smtp: transport !== null,
    async send(mail) {
      await deliver(await store(db, mail), mail);
    },
    async queue(trx, mails) {
      const stored: [number, OutgoingMail][] = [];
      for (const mail of mails) stored.push([await store(trx, mail), mail]);
      return async () => {
        for (const [id, mail] of stored) await deliver(id, mail).catch(() => undefined);
      };
    },
  };
}

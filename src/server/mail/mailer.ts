import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import type { MailContent } from './templates';

export type OutgoingMail = MailContent & { kind: string; to: string };
export type Mailer = { send: (mail: OutgoingMail) => Promise<void> };

type Options = { db: Db; logger: Logger; from: string; smtpUrl?: string | undefined };

/**
 * Every mail is kept in the outbox table. With SMTP configured it is also
 * sent and marked sent or failed; without, its links are written to the
 * server log so a newcomer can follow a verification link locally.
 */
export function createMailer({ db, logger, from, smtpUrl }: Options): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(mail) {
      const { id } = await db
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
      if (!transport) {
        const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
        logger.info('mail kept in the outbox (no SMTP_URL)', { to: mail.to, subject: mail.subject, links });
        return;
      }
      try {
        await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await db.updateTable('mail_outbox').set({ status: 'sent', sent_at: new Date().toISOString() }).where('id', '=', id).execute();
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await db.updateTable('mail_outbox').set({ status: 'failed', error: message }).where('id', '=', id).execute();
        logger.error('mail could not be sent', { to: mail.to, subject: mail.subject, error: message });
        throw error;
      }
    },
  };
}

import { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MINUTES, CONTACT_TOPIC_LABELS, type ContactMessage } from '../../contracts/contact-schemas';
import { AppError } from '../errors';
import { takeHit, type Limit } from '../limits/rate-limit';
import { contactAdminMail, contactConfirmationMail } from '../mail/templates';
import type { Services } from '../services';

type Deps = Pick<Services, 'db' | 'mailer' | 'logger' | 'publicUrl' | 'contactEmail' | 'adminBasePath'>;

/**
 * Confirmations are mailed to the address the visitor typed, which may be
 * anyone's: at most 3 an hour go to one address, however many senders
 * name it. Further messages still reach the team; only the copy is held back.
 */
export const CONFIRMATIONS_PER_ADDRESS: Limit = { bucket: 'contact_confirmation', max: 3, windowSeconds: 60 * 60 };

/**
 * Keeps a contact-form message as unread and writes both mails (to the team,
 * replying to the visitor; and the visitor's confirmation) in one
 * transaction: either all three rows exist or none. Mail goes out over SMTP
 * only after the commit. Messages are counted per network address in the
 * database, so the limit holds across every server process.
 */
export async function sendContactMessage(deps: Deps, { input, ip, now = new Date() }: { input: ContactMessage; ip: string; now?: Date }): Promise<void> {
  if (input.website) {
    // A robot filled the field people never see: look accepted, keep nothing.
    deps.logger.info('contact form spam dropped (hidden field filled)', { ip });
    return;
  }
  const since = new Date(now.getTime() - CONTACT_RATE_WINDOW_MINUTES * 60_000).toISOString();
  const message = {
    name: input.name,
    email: input.email,
    phone: input.phone ? input.phone : null,
    subject: CONTACT_TOPIC_LABELS[input.subject],
    message: input.message,
  };
  const confirm = await takeHit(deps.db, { limit: CONFIRMATIONS_PER_ADDRESS, key: message.email.toLowerCase(), now });
  if (!confirm.allowed) deps.logger.info('contact confirmation held back: this address had several in the last hour', { ip });
  const sendMail = await deps.db.transaction().execute(async (trx) => {
    const recent = await trx
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= CONTACT_RATE_LIMIT) throw new AppError('contact_rate_limited');
    await trx
      .insertInto('contact_messages')
      .values({ ...message, ip, status: 'unread', created_at: now.toISOString() })
      .execute();
    return deps.mailer.queue(trx, [
      { kind: 'contact_message', to: deps.contactEmail, replyTo: message.email, ...contactAdminMail(message, deps.publicUrl + deps.adminBasePath) },
      ...(confirm.allowed ? [{ kind: 'contact_confirmation', to: message.email, ...contactConfirmationMail(message, deps.publicUrl) }] : []),
    ]);
  });
  await sendMail();
}

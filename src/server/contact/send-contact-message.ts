import { CONTACT_RATE_LIMIT, CONTACT_RATE_WINDOW_MINUTES, CONTACT_TOPIC_LABELS, type ContactMessage } from '../../contracts/contact-schemas';
import { AppError } from '../errors';
import { contactAdminMail, contactConfirmationMail } from '../mail/templates';
import type { Services } from '../services';

type Deps = Pick<Services, 'db' | 'mailer' | 'logger' | 'publicUrl' | 'contactEmail' | 'adminBasePath'>;

/**
 * Keeps a contact-form message as unread and writes both mails (to the team,
 * replying to the visitor; and the visitor's confirmation) in one
 * transaction: either all three rows exist or none. Mail goes out over SMTP
 * only after the commit. Messages are counted per address in the database,
 * so the limit holds across every server process.
 */
export async function sendContactMessage(deps: Deps, input: ContactMessage, ip: string, now = new Date()): Promise<void> {
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
      { kind: 'contact_confirmation', to: message.email, ...contactConfirmationMail(message, deps.publicUrl) },
    ]);
  });
  await sendMail();
}

import { isAPIError } from 'better-auth/api';
import type { Auth } from '../auth/create-auth';
import type { Db } from '../db/database';
import type { Logger } from '../logger';
import { AppError } from '../errors';
import { recordAudit, type Actor } from './audit';
import { findUserOrThrow } from './find-user';

/**
 * Sends a new verification link, for a student who lost the first one.
 * The mail goes first, so the audit entry records a mail that was really
 * sent. The two cannot share a transaction (the mailer writes the outbox on
 * its own connection); if the entry cannot be written, the mail outbox still
 * holds the mail and the failure is logged as an error.
 */
export async function resendVerification(db: Db, auth: Auth, logger: Logger, { actor, userId }: { actor: Actor; userId: string }): Promise<{ sentTo: string }> {
  const user = await findUserOrThrow(db, userId);
  if (user.email_verified) throw new AppError('already_verified');
  try {
    await auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: '/login' } });
  } catch (error) {
    // The per-address mail limit (auth/create-auth.ts) holds for an admin's resend too: the admin is told to wait, as the student would be.
    if (isAPIError(error) && error.status === 'TOO_MANY_REQUESTS') throw new AppError('account_mail_limited');
    throw error;
  }
  try {
    await recordAudit(db, { actor, action: 'user.verification_resent', target: { type: 'user', id: userId }, details: { email: user.email, name: user.name } });
  } catch (error) {
    logger.error('audit entry not written for a sent verification mail', { actor: actor.email, target: userId, error });
    throw error;
  }
  return { sentTo: user.email };
}

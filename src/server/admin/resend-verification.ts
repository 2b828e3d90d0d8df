import type { Auth } from '../auth/create-auth';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { recordAudit, type Actor } from './audit';
import { findUserOrThrow } from './find-user';

/**
 * Sends a new verification link, for a student who lost the first one.
 * The mail is queued before the audit entry is written: the entry records
 * a mail that was really sent.
 */
export async function resendVerification(db: Db, auth: Auth, actor: Actor, userId: string): Promise<{ sentTo: string }> {
  const user = await findUserOrThrow(db, userId);
  if (user.email_verified) throw new AppError('already_verified');
  await auth.api.sendVerificationEmail({ body: { email: user.email, callbackURL: '/login' } });
  await recordAudit(db, actor, 'user.verification_resent', { type: 'user', id: userId }, { email: user.email, name: user.name });
  return { sentTo: user.email };
}

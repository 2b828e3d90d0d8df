import type { Config } from './config';

/**
 * What the start banner warns about. In production without SMTP_URL no mail
 * leaves the site and its links are not logged (they are live sign-in and
 * reset links), so a new sign-up can never open its verification link by
 * itself: the operator is told at once, with the two ways round it.
 */
export function mailDeliveryNotice(config: Pick<Config, 'env' | 'smtpUrl' | 'adminBasePath'>, publicUrl: string): string[] {
  if (config.smtpUrl || config.env !== 'production') return [];
  const admin = `${publicUrl}${config.adminBasePath}`;
  return [
    'Warning: SMTP_URL is not set, so no email leaves the site and new sign-ups cannot verify their address.',
    `  Verification and password-reset mails are kept in the outbox: ${admin}/outbox`,
    `  An admin can mark an account verified on its page under ${admin}/users.`,
    '  To send mail, set SMTP_URL (e.g. smtp://user:password@smtp.example.com:587) and restart.',
  ];
}

/** Writes the start banner's warnings, if any, as one block on standard output. */
export function printStartNotices(config: Pick<Config, 'env' | 'smtpUrl' | 'adminBasePath'>, publicUrl: string): void {
  const lines = mailDeliveryNotice(config, publicUrl);
  if (lines.length > 0) process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

/** The line that says demo lecture videos are being made, when this start queued some. */
export function demoVideosNotice(queued: number): string | null {
  if (queued === 0) return null;
  return `Making ${queued} demo lecture video${queued === 1 ? '' : 's'} in the background (set DEMO_VIDEOS=off to skip); each lesson says its video is not available yet until it is ready.`;
}

import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Password rules as current guidance puts them (NIST SP 800-63B): at least 8
 * characters, up to 128 allowed, no composition rules, and passwords known
 * from breaches refused (49,000 common passwords from zxcvbn-ts's list).
 */
import { PASSWORD_MAX, PASSWORD_MIN, passwordLengthProblem } from '../../contracts/account-rules';
import { ERRORS } from '../errors';

export { PASSWORD_MAX, PASSWORD_MIN };

const COMMON = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

export type PasswordProblem = 'password_too_short' | 'password_too_long' | 'password_too_common' | 'password_matches_email';

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  password_too_short: ERRORS.password_too_short.message,
  password_too_long: ERRORS.password_too_long.message,
  password_too_common: ERRORS.password_too_common.message,
  password_matches_email: ERRORS.password_matches_email.message,
};

export function passwordProblem(password: string, email?: string): PasswordProblem | null {
  const length = passwordLengthProblem(password);
  if (length) return length.code as PasswordProblem;
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return 'password_too_common';
  if (email && (lower === email.toLowerCase() || lower === email.toLowerCase().split('@')[0])) return 'password_matches_email';
  return null;
}

export function commonPasswordCount(): number {
  return COMMON.size;
}

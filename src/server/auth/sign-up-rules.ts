import { PASSWORD_MESSAGES, passwordProblem } from './password-policy';

/** Bangladeshi mobile numbers, the way students write them: 01XXXXXXXXX, +8801XXXXXXXXX, with spaces or dashes. */
const BD_MOBILE = /^(?:\+?880|0)1[3-9]\d{8}$/;

/** Deliberately loose: the verification mail is the real test of an address. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The sign-up rules Better Auth does not check itself; null when the input is acceptable. */
export function signUpProblem(body: Record<string, unknown>): { code: string; message: string } | null {
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (name.length < 2) return { code: 'name_required', message: 'Enter your name as it should appear on your certificates.' };
  if (name.length > 100) return { code: 'name_too_long', message: 'Use at most 100 characters for your name.' };
  const email = typeof body.email === 'string' ? body.email.trim() : '';
  if (!EMAIL.test(email) || email.length > 254) return { code: 'email_invalid', message: 'Enter an email address such as name@example.com.' };
  if (typeof body.password === 'string') {
    const problem = passwordProblem(body.password, typeof body.email === 'string' ? body.email : undefined);
    if (problem) return { code: problem, message: PASSWORD_MESSAGES[problem] };
  }
  if (body.phone !== undefined && body.phone !== null && body.phone !== '') {
    if (typeof body.phone !== 'string' || !BD_MOBILE.test(normalisePhone(body.phone))) {
      return { code: 'phone_invalid', message: 'Enter a Bangladeshi mobile number such as 01712-345678, or leave it empty.' };
    }
  }
  return null;
}

/**
 * Sign-up and password rules shared by the server (which enforces them) and
 * the browser (which explains them before a round trip). The list of common
 * passwords is checked on the server only.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
/** The longest profile picture address an account keeps (the site offers no upload; only an https address). */
export const PROFILE_IMAGE_MAX = 500;

/** Deliberately loose: the verification mail is the real test of an address. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Bangladeshi mobile numbers as students write them: 01XXXXXXXXX or +8801XXXXXXXXX, spaces and dashes allowed. */
const BD_MOBILE = /^(?:\+?880|0)1[3-9]\d{8}$/;

/** What each rule says when broken: under the field in the browser, and in the server's refusal (the error catalogue's message). */
export const ACCOUNT_RULE_MESSAGES = {
  name_required: 'Enter your name as it should appear on your certificates.',
  name_too_long: `Use at most ${NAME_MAX} characters for your name.`,
  email_invalid: 'Enter an email address such as name@example.com.',
  password_too_short: `Use at least ${PASSWORD_MIN} characters.`,
  password_too_long: `Use at most ${PASSWORD_MAX} characters.`,
  phone_invalid: 'Enter a Bangladeshi mobile number such as 01712-345678, or leave it empty.',
} as const;

export type FieldProblem = { field: 'name' | 'email' | 'password' | 'phone'; code: string; message: string };

export function nameProblem(name: string): FieldProblem | null {
  const trimmed = name.trim();
  if (trimmed.length < 2) return { field: 'name', code: 'name_required', message: ACCOUNT_RULE_MESSAGES.name_required };
  if (trimmed.length > NAME_MAX) return { field: 'name', code: 'name_too_long', message: ACCOUNT_RULE_MESSAGES.name_too_long };
  return null;
}

export function emailProblem(email: string): FieldProblem | null {
  const trimmed = email.trim();
  if (!EMAIL.test(trimmed) || trimmed.length > 254) return { field: 'email', code: 'email_invalid', message: ACCOUNT_RULE_MESSAGES.email_invalid };
  return null;
}

export function passwordLengthProblem(password: string): FieldProblem | null {
  // Count characters, not UTF-16 units, so a Bengali or emoji password is measured fairly.
  const length = [...password].length;
  if (length < PASSWORD_MIN) return { field: 'password', code: 'password_too_short', message: ACCOUNT_RULE_MESSAGES.password_too_short };
  if (length > PASSWORD_MAX) return { field: 'password', code: 'password_too_long', message: ACCOUNT_RULE_MESSAGES.password_too_long };
  return null;
}

export function phoneProblem(phone: string | undefined | null): FieldProblem | null {
  if (phone === undefined || phone === null || phone.trim() === '') return null;
  if (!BD_MOBILE.test(phone.replace(/[\s-]/g, ''))) {
    return { field: 'phone', code: 'phone_invalid', message: ACCOUNT_RULE_MESSAGES.phone_invalid };
  }
  return null;
}

/** Every problem with a sign-up form, in field order (the browser shows them all at once). */
export function signUpProblems(input: { name: string; email: string; password: string; phone?: string | null }): FieldProblem[] {
  return [nameProblem(input.name), emailProblem(input.email), passwordLengthProblem(input.password), phoneProblem(input.phone)].filter((p): p is FieldProblem => p !== null);
}

import { emailProblem, nameProblem, phoneProblem } from '../../contracts/account-rules';
import { PASSWORD_MESSAGES, passwordProblem } from './password-policy';

/** The sign-up rules Better Auth does not check itself; null when the input is acceptable. */
export function signUpProblem(body: Record<string, unknown>): { code: string; message: string } | null {
  const email = typeof body.email === 'string' ? body.email : '';
  const shared =
    nameProblem(typeof body.name === 'string' ? body.name : '') ??
    emailProblem(email) ??
    (typeof body.password === 'string' ? null : { code: 'password_required', message: 'Choose a password.' });
  if (shared) return shared;
  const password = passwordProblem(body.password as string, email);
  if (password) return { code: password, message: PASSWORD_MESSAGES[password] };
  if (body.phone !== undefined && body.phone !== null && typeof body.phone !== 'string') return { code: 'phone_invalid', message: 'Enter the phone number as text.' };
  return phoneProblem(body.phone as string | undefined);
}

/** The account page's profile changes: the same name and phone rules as sign-up, for the fields sent. */
export function profileProblem(body: Record<string, unknown>): { code: string; message: string } | null {
  if (body.name !== undefined) {
    const problem = nameProblem(typeof body.name === 'string' ? body.name : '');
    if (problem) return problem;
  }
  if (body.phone !== undefined && body.phone !== null && typeof body.phone !== 'string') return { code: 'phone_invalid', message: 'Enter the phone number as text.' };
  return phoneProblem(body.phone as string | undefined);
}

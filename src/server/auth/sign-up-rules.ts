import { emailProblem, nameProblem, phoneProblem, PROFILE_IMAGE_MAX } from '../../contracts/account-rules';
import { ERRORS } from '../errors';
import { PASSWORD_MESSAGES, passwordProblem } from './password-policy';

/**
 * The profile picture Better Auth would store with the user: none, or the
 * https address of a picture. The site offers no upload, so nothing larger
 * or stranger is expected; anything else (a 40 MB string, an array) is
 * refused before it reaches the users table and every read of it.
 */
function imageProblem(image: unknown): { code: string; message: string } | null {
  if (image === undefined || image === null) return null;
  if (typeof image === 'string' && image.length <= PROFILE_IMAGE_MAX && /^https:\/\/\S+$/.test(image)) return null;
  return { code: 'image_invalid', message: ERRORS.image_invalid.message };
}

/** The sign-up rules Better Auth does not check itself; null when the input is acceptable. */
export function signUpProblem(body: Record<string, unknown>): { code: string; message: string } | null {
  const email = typeof body.email === 'string' ? body.email : '';
  const shared =
    nameProblem(typeof body.name === 'string' ? body.name : '') ??
    emailProblem(email) ??
    (typeof body.password === 'string' ? null : { code: 'password_required', message: ERRORS.password_required.message });
  if (shared) return shared;
  const password = passwordProblem(body.password as string, email);
  if (password) return { code: password, message: PASSWORD_MESSAGES[password] };
  if (body.phone !== undefined && body.phone !== null && typeof body.phone !== 'string') return { code: 'phone_invalid', message: 'Enter the phone number as text.' };
  return phoneProblem(body.phone as string | undefined) ?? imageProblem(body.image);
}

/** The account page's profile changes: the same name, phone and picture rules as sign-up, for the fields sent. */
export function profileProblem(body: Record<string, unknown>): { code: string; message: string } | null {
  if (body.name !== undefined) {
    const problem = nameProblem(typeof body.name === 'string' ? body.name : '');
    if (problem) return problem;
  }
  if (body.phone !== undefined && body.phone !== null && typeof body.phone !== 'string') return { code: 'phone_invalid', message: 'Enter the phone number as text.' };
  return phoneProblem(body.phone as string | undefined) ?? imageProblem(body.image);
}

import { isAPIError } from 'better-auth/api';
import type { Auth } from '../auth/create-auth';
import { CLIENT_IP_HEADER } from '../auth/client-ip';
import type { Db } from '../db/database';
import { AppError, type ErrorCode } from '../errors';

export type AdminSignInResult = { user: { id: string; name: string; email: string }; setCookies: string[] };

/** Better Auth's refusals of a sign-in, as the catalogue names them (its messages are kept). */
const SIGN_IN_REFUSALS = new Set<ErrorCode>(['invalid_email_or_password', 'email_not_verified', 'banned_user', 'sign_in_throttled', 'too_many_requests']);

/**
 * Sign-in for the admin screens. It runs the normal sign-in (password check,
 * throttling, suspension), then keeps the new session only for an admin: a
 * student's session is deleted and its cookie never sent. A wrong password
 * gets the same answer as everywhere else, so the form reveals a role only
 * to someone who already knows the password.
 */
export async function adminSignIn(
  db: Db,
  auth: Auth,
  { input, request }: { input: { email: string; password: string; rememberMe: boolean }; request: { headers: Headers; ip: string } },
): Promise<AdminSignInResult> {
  const headers = new Headers(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  let signedIn;
  try {
    signedIn = await auth.api.signInEmail({ body: input, headers, returnHeaders: true });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const body = (error.body ?? {}) as { code?: string; message?: string };
    const code = (body.code ?? '').toLowerCase() as ErrorCode;
    throw SIGN_IN_REFUSALS.has(code) ? new AppError(code, body.message) : new AppError('validation_failed', body.message);
  }
  const { user, token } = signedIn.response;
  const row = await db.selectFrom('users').select('role').where('id', '=', user.id).executeTakeFirst();
  if (row?.role !== 'admin') {
    await db.deleteFrom('sessions').where('token', '=', token).execute();
    throw new AppError('not_admin');
  }
  return { user: { id: user.id, name: user.name, email: user.email }, setCookies: signedIn.headers.getSetCookie() };
}

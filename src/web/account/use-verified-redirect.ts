import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { EMAIL_VERIFIED_COOKIE } from '../../contracts/verified-notice';
import { useSession } from './auth-api';
import { showSuccessToast } from '../toast/toaster-ready';

export const VERIFIED_TOAST = 'Email verified successfully! You are now logged in.';

/**
 * Reads and deletes the server's one-time note that this account's email was
 * verified just now (set when the link was opened). True only for the
 * account it names, and only once: a later sign-in finds no note.
 */
export function takeVerifiedNote(userId: string): boolean {
  const prefix = `${EMAIL_VERIFIED_COOKIE}=`;
  const note = document.cookie
    .split('; ')
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  if (note === undefined) return false;
  document.cookie = `${EMAIL_VERIFIED_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
  return decodeURIComponent(note) === userId;
}

/**
 * The spec's email-verified flow for /login, /signup and /forgetpass: when a
 * verified user is signed in there, they go to the home page, or to `?next=`
 * (a path on this site) when sign-in was asked for on the way to a page. The
 * toast shows once only, right after the address was verified: an ordinary
 * sign-in of an account verified long ago is not told it was just verified.
 */
export function useVerifiedRedirect(): boolean {
  const session = useSession();
  const navigate = useNavigate();
  // "?next=/courseEnroll": back to where sign-in was asked for; only paths on this site.
  const nextParam = useSearchParams()[0].get('next');
  const next = nextParam && /^\/(?!\/)/.test(nextParam) ? nextParam : '/';
  const user = session.data;
  const active = Boolean(user?.emailVerified);
  useEffect(() => {
    if (!user?.emailVerified) return;
    if (takeVerifiedNote(user.id)) void showSuccessToast(VERIFIED_TOAST);
    navigate(next, { replace: true });
  }, [user, navigate, next]);
  return active;
}

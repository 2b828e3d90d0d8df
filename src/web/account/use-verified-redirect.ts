import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../api/auth';
import { showSuccessToast } from '../toast/toaster-ready';

export const VERIFIED_TOAST = 'Email verified successfully! You are now logged in.';

const shownKey = (userId: string) => `hisab.verified-toast.${userId}`;

/**
 * The spec's email-verified flow for /login, /signup and /forgetpass: when a
 * verified user is signed in there, the toast shows once (remembered in this
 * browser) and the user goes to the home page, or to `?next=` (a path on
 * this site) when sign-in was asked for on the way to a page. A later visit just goes home.
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
    let firstTime = true;
    try {
      firstTime = window.localStorage.getItem(shownKey(user.id)) === null;
      window.localStorage.setItem(shownKey(user.id), new Date().toISOString());
    } catch {
      // Storage may be blocked (private mode): show the toast, as a first visit would.
    }
    if (firstTime) void showSuccessToast(VERIFIED_TOAST);
    navigate(next, { replace: true });
  }, [user, navigate, next]);
  return active;
}

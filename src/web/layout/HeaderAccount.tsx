import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useSession } from '../account/auth-api';

// Only signed-in users need the account menu.
const UserMenu = lazy(() => import('./UserMenu'));

/**
 * Sign in and Sign up, or the account menu. Its own component, so that
 * reading the session after arrival renders this corner of the header
 * again and not the whole bar.
 */
export function HeaderAccount() {
  const user = useSession().data ?? null;
  if (user) {
    return (
      <Suspense fallback={<span className="inline-block h-11 w-11" />}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  return (
    <>
      <Link to="/login" className="hidden rounded-full px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 sm:inline-flex">
        Sign in
      </Link>
      <Link to="/signup" className="hidden rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 sm:inline-flex">
        Sign up
      </Link>
    </>
  );
}

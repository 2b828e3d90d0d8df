import { BookOpen, House, LockKeyhole, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SITE } from '../../contracts/site';
import { authApi, useRefreshSession, useSession } from '../account/auth-api';

/**
 * The site's "not allowed" page: what a signed-in account without access
 * sees at an admin address (the server answers it with status 403). It is a
 * site screen, not part of the admin app, so none of the admin code is
 * loaded for it.
 */
export default function ForbiddenScreen() {
  const session = useSession();
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [switching, setSwitching] = useState(false);
  const email = session.data?.email;

  // Staff who came in with a student account sign in again and come back here.
  async function switchAccount() {
    setSwitching(true);
    try {
      await authApi.signOut();
    } finally {
      await refreshSession();
      navigate(`/adminlogin?next=${encodeURIComponent(pathname + search)}`);
    }
  }

  return (
    <>
      {/* Only the title: a canonical or sharing address would name a page nobody should link to. */}
      <title>{`Not allowed | ${SITE.name}`}</title>
      <section className="container-page py-14 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <span className="mx-auto inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-amber-100 text-amber-800 ring-8 ring-amber-50">
            <LockKeyhole aria-hidden="true" className="h-8 w-8" />
          </span>
          <p className="mt-7 text-sm font-semibold uppercase tracking-wider text-brand-700">Error 403 · Not allowed</p>
          <h1 className="mt-2 text-balance text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">This area is for the Hisab team</h1>
          <p className="mx-auto mt-4 max-w-xl text-pretty text-base leading-relaxed text-slate-600 sm:text-lg">
            {email ? (
              <>
                You are signed in as <strong className="break-words font-semibold text-ink">{email}</strong>, which has no access to this page.
              </>
            ) : (
              'The account you are signed in with has no access to this page.'
            )}{' '}
            Your courses, exams and account are just where you left them.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Link to="/my-enroll" className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
              <BookOpen aria-hidden="true" className="h-5 w-5" />
              Go to my enrollments
            </Link>
            <Link to="/" className="inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 px-6 py-3 font-semibold text-ink hover:bg-slate-50">
              <House aria-hidden="true" className="h-5 w-5" />
              Go to the home page
            </Link>
          </div>
        </div>
        <div className="mx-auto mt-12 max-w-2xl rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:flex sm:items-center sm:justify-between sm:gap-6">
          <div>
            <h2 className="text-base font-bold text-ink">On the Hisab team?</h2>
            <p className="mt-1 text-sm text-slate-600">Sign out of this account, then sign in with your staff account.</p>
          </div>
          <button
            type="button"
            onClick={() => void switchAccount()}
            disabled={switching}
            className="mt-4 inline-flex w-full shrink-0 items-center justify-center gap-2 rounded-full border border-brand-700 bg-white px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60 sm:mt-0 sm:w-auto"
          >
            <LogIn aria-hidden="true" className="h-4 w-4" />
            {switching ? 'Signing out…' : 'Sign in as a different account'}
          </button>
        </div>
      </section>
    </>
  );
}

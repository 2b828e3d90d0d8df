import { ShieldAlert } from 'lucide-react';
import { authApi, useRefreshSession, type SessionUser } from '../account/auth-api';
import { PageMeta } from '../components/PageMeta';

/** What a signed-in student sees at an admin address (the server answers it with status 403). */
export function NotAllowed({ user }: { user: SessionUser }) {
  const refreshSession = useRefreshSession();

  async function switchAccount() {
    try {
      await authApi.signOut();
    } finally {
      await refreshSession();
      window.location.assign(`/adminlogin?next=${encodeURIComponent(window.location.pathname)}`);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-6 py-16">
      <PageMeta title="Not allowed" />
      <div className="w-full max-w-lg rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10">
        <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <ShieldAlert aria-hidden="true" className="h-7 w-7" />
        </span>
        <h1 className="mt-5 text-2xl font-extrabold text-ink">You are not allowed to see this page</h1>
        <p className="mt-3 text-slate-600">
          This part of Hisab is for staff. You are signed in as <strong className="text-ink">{user.email}</strong>, a student account.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <a href="/" className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
            Go to the home page
          </a>
          <button type="button" onClick={switchAccount} className="rounded-full border border-slate-300 px-6 py-3 font-semibold text-ink hover:bg-slate-50">
            Sign in as an admin
          </button>
        </div>
      </div>
    </main>
  );
}

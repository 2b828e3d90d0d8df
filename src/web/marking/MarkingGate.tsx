import { BookOpen, House, LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession, type SessionUser } from '../account/auth-api';
import { LoadError } from '../components/LoadError';
import { PageLoading } from '../components/PageLoading';
import { PageMeta } from '../components/PageMeta';
import { SignInRedirect } from '../learning/SignInRedirect';
import { isMarker } from './is-marker';

/**
 * The marking area's door: a visitor is sent to sign in (the server does it
 * first for a fresh page load), an account that does not mark is told
 * plainly that the area is not theirs, and a tutor or admin gets the screen.
 * The API refuses everyone else anyway; this keeps a student from a broken
 * page of refusals.
 */
export function MarkingGate({ children }: { children: (me: SessionUser) => ReactNode }) {
  const session = useSession();
  if (session.isPending) return <PageLoading />;
  if (session.isError)
    return (
      <div className="container-page py-10">
        <LoadError what="your account" error={session.error} onRetry={() => void session.refetch()} />
      </div>
    );
  const me = session.data;
  if (!me) return <SignInRedirect />;
  if (!isMarker(me.role)) return <MarkingNotAvailable email={me.email} />;
  return children(me);
}

function MarkingNotAvailable({ email }: { email: string }) {
  return (
    <section className="container-page py-14 sm:py-20">
      <PageMeta title="Marking is not available" />
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto inline-flex h-16 w-16 items-center justify-center rounded-2xl bg-amber-100 text-amber-800 ring-8 ring-amber-50">
          <LockKeyhole aria-hidden="true" className="h-8 w-8" />
        </span>
        <h1 className="mt-7 text-balance text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Marking is not available to your account</h1>
        <p className="mx-auto mt-4 max-w-xl text-pretty text-base leading-relaxed text-slate-600 sm:text-lg">
          The marking area is for Hisab’s tutors. You are signed in as <strong className="break-words font-semibold text-ink">{email}</strong>. Your own exams and their marks are in My exams.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/exam?view=mine" className="inline-flex items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
            <BookOpen aria-hidden="true" className="h-5 w-5" />
            Go to my exams
          </Link>
          <Link to="/" className="inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 px-6 py-3 font-semibold text-ink hover:bg-slate-50">
            <House aria-hidden="true" className="h-5 w-5" />
            Go to the home page
          </Link>
        </div>
      </div>
    </section>
  );
}

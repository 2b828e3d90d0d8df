import { Lock, LogIn, RefreshCw, ShoppingCart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { OutlineLesson, PlayerAccess } from '../../contracts/learning-schemas';
import { formatDate } from '../format/dates';
import { courseEnrollPath, REVOKED_TEXT } from './access-text';
import { KIND_LABEL } from './lesson-kinds';
import { signInPath } from '../../contracts/routes';

/** What a viewer without access sees in place of a lesson: what it is, and the way in (enroll, sign in, renew). */
type Props = { slug: string; lesson: OutlineLesson; access: PlayerAccess; signedIn: boolean; focusHeading?: boolean };

export function LockedLesson({ slug, lesson, access, signedIn, focusHeading = false }: Props) {
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Arrived by moving between lessons: focus the lesson's name rather than leaving it on the page body.
  const focusOnArrival = useRef(focusHeading);
  useEffect(() => {
    if (focusOnArrival.current) heading.current?.focus();
  }, []);
  const expired = access.state === 'expired';
  return (
    <div className="rounded-2xl border border-slate-200 bg-gradient-to-br from-slate-50 to-white p-8 text-center sm:p-12" data-locked-lesson>
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        {expired ? <RefreshCw aria-hidden="true" className="h-6 w-6" /> : <Lock aria-hidden="true" className="h-6 w-6" />}
      </span>
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-500">
        {KIND_LABEL[lesson.kind]} · {lesson.minutes} min
      </p>
      <h2 ref={heading} id="lesson-title" tabIndex={-1} className="mt-1 scroll-mt-28 text-2xl font-bold text-ink">
        {lesson.title}
      </h2>
      {expired ? (
        <p className="mx-auto mt-3 max-w-md text-slate-600">
          Your access ended on {access.expiresAt ? formatDate(access.expiresAt) : 'an earlier date'}. Renew it to open this lesson again; your progress is kept. Free preview lessons stay open.
        </p>
      ) : access.state === 'revoked' ? (
        <p className="mx-auto mt-3 max-w-md text-slate-600">{REVOKED_TEXT}</p>
      ) : (
        <p className="mx-auto mt-3 max-w-md text-slate-600">This lesson is for students enrolled in the course. The lessons marked Preview are free to watch.</p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {access.state !== 'revoked' && (
          <Link to={courseEnrollPath(slug)} className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800">
            {expired ? <RefreshCw aria-hidden="true" className="h-4 w-4" /> : <ShoppingCart aria-hidden="true" className="h-4 w-4" />}
            {expired ? 'Renew' : 'Enroll in this course'}
          </Link>
        )}
        {!signedIn && (
          <Link to={signInPath(location.pathname)} className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-6 py-2.5 font-semibold text-slate-700 hover:bg-slate-50">
            <LogIn aria-hidden="true" className="h-4 w-4" /> Sign in
          </Link>
        )}
        {access.state === 'revoked' && (
          <Link to="/contact" className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-6 py-2.5 font-semibold text-slate-700 hover:bg-slate-50">
            Contact us
          </Link>
        )}
      </div>
    </div>
  );
}

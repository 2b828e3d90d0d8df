import { CalendarClock, CircleAlert, PlayCircle, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { IMAGE_SIZES } from '../../contracts/images';
import type { MyEnrollment } from '../../contracts/learning-schemas';
import { formatRelative } from '../format/dates';
import { accessLine, courseEnrollPath, enrollmentPath, playerPath, REVOKED_TEXT } from './access-text';
import { ProgressBar } from './ProgressBar';

/** One course on /my-enroll: cover, progress, where to continue and how long access lasts. */
export function EnrollmentCard({ enrollment }: { enrollment: MyEnrollment }) {
  const { course, state, progress, lastLesson } = enrollment;
  const active = state === 'active';
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md" data-course={course.slug}>
      <Link to={enrollmentPath(course.slug)} className="relative block" tabIndex={-1} aria-hidden="true">
        <img src={course.coverUrl} alt="" {...IMAGE_SIZES.course} className={`aspect-video w-full object-cover ${active ? '' : 'grayscale'}`} />
        {!active && <span className="absolute right-3 top-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold text-slate-700 shadow">{state === 'expired' ? 'Expired' : 'Access withdrawn'}</span>}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{course.subject.name}</p>
        <h2 className="mt-1 text-lg font-bold leading-snug text-ink">
          <Link to={enrollmentPath(course.slug)} className="hover:text-brand-700">
            {course.title}
          </Link>
        </h2>
        <div className="mt-4">
          <ProgressBar progress={progress} label={`Progress in ${course.title}`} />
          <p className="mt-1.5 text-xs text-slate-500">
            {progress.completed} of {progress.total} lessons completed
            {enrollment.lastOpenedAt && <> · opened {formatRelative(enrollment.lastOpenedAt)}</>}
          </p>
        </div>
        <p className={`mt-3 flex items-center gap-1.5 text-sm ${active ? 'text-slate-600' : 'font-semibold text-amber-800'}`}>
          {active ? <CalendarClock aria-hidden="true" className="h-4 w-4" /> : <CircleAlert aria-hidden="true" className="h-4 w-4" />}
          {accessLine(enrollment)}
        </p>
        {state === 'revoked' && (
          <p className="mt-2 text-sm text-slate-600">
            {enrollment.revokeReason ? `Reason: ${enrollment.revokeReason}. ` : ''}
            {REVOKED_TEXT}
          </p>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-5">
          {active && enrollment.resumeLessonId !== null && (
            <Link
              to={playerPath(course.slug, enrollment.resumeLessonId)}
              className="inline-flex min-w-0 max-w-full items-center gap-2 rounded-full bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              <PlayCircle aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span className="truncate">{lastLesson ? `Continue: ${lastLesson.title}` : 'Start'}</span>
            </Link>
          )}
          {state === 'expired' && (
            <Link to={courseEnrollPath(course.slug)} className="inline-flex items-center gap-2 rounded-full bg-accent-500 px-4 py-2.5 text-sm font-semibold text-ink hover:bg-accent-400">
              <RefreshCw aria-hidden="true" className="h-4 w-4" /> Renew
            </Link>
          )}
          <Link to={enrollmentPath(course.slug)} className="rounded-full border border-slate-300 px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50">
            Details<span className="sr-only"> of {course.title}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}

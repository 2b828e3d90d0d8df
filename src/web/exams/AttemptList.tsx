import { Link } from 'react-router';
import type { AttemptSummary } from '../../contracts/exam-schemas';
import { formatDateTime } from '../format/dates';

/** A student's attempts: one in progress resumes, a finished one shows its score (no verdict while written answers wait to be marked) and links to results. */
export function AttemptList({ attempts, showExam = true }: { attempts: AttemptSummary[]; showExam?: boolean }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-3xl border border-slate-200 bg-white">
      {attempts.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div className="min-w-0">
            <p className="font-semibold text-ink">{showExam ? a.exam.title : `Attempt ${a.number}`}</p>
            <p className="text-sm text-slate-600">
              {showExam && `Attempt ${a.number} · `}Started {formatDateTime(a.startedAt)}
            </p>
          </div>
          {a.status === 'in_progress' ? (
            <Link to={`/exampl/${a.id}`} className="inline-flex min-h-11 items-center rounded-full bg-accent-500 px-5 py-2 text-sm font-bold text-ink hover:bg-accent-400">
              Resume
            </Link>
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              {a.passed === null ? (
                <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-bold text-slate-800">
                  {a.percent}% so far · {a.awaitingTutor ? 'awaiting your tutor' : `${a.toMark} to mark`}
                </span>
              ) : (
                <span className={`rounded-full px-3 py-1 text-sm font-bold ${a.passed ? 'bg-brand-50 text-brand-800' : 'bg-red-50 text-red-800'}`}>
                  {a.percent}% {a.passed ? 'pass' : 'fail'}
                </span>
              )}
              <Link to={`/examcl/${a.id}`} className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50">
                Results
                <span className="sr-only">
                  {' '}
                  of {a.exam.title}, attempt {a.number}
                </span>
              </Link>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

import { Award, Clock, Hourglass, RotateCcw, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { AttemptResult } from '../../contracts/exam-schemas';
import { formatDateTime } from '../format/dates';
import { answersWord } from './marking-focus';
import { formatTimeLeft } from './time-left';

export const formatMarks = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));

const TONE = {
  pass: { card: 'bg-brand-50 ring-1 ring-brand-200', badge: 'bg-brand-700 text-white' },
  fail: { card: 'bg-red-50 ring-1 ring-red-200', badge: 'bg-red-700 text-white' },
  pending: { card: 'bg-slate-50 ring-1 ring-slate-200', badge: 'bg-slate-700 text-white' },
} as const;

/**
 * The score card: total, percentage and the verdict, which waits while
 * written answers are unmarked. Its link goes back to the exam's page, or
 * where `back` says (a studio preview's, whose exam may have no page yet).
 */
export function ResultScore({ result: r, back }: { result: AttemptResult; back?: { to: string; label: string } }) {
  const tone = r.passed === null ? 'pending' : r.passed ? 'pass' : 'fail';
  const Icon = tone === 'pending' ? Hourglass : tone === 'pass' ? Award : XCircle;
  return (
    <div className={`rounded-3xl p-6 text-center shadow-sm ${TONE[tone].card}`}>
      <h2 id="score-heading" className="sr-only">
        Your score
      </h2>
      <Icon aria-hidden="true" className={`mx-auto h-10 w-10 ${tone === 'pending' ? 'text-slate-600' : tone === 'pass' ? 'text-brand-700' : 'text-red-700'}`} />
      <p className="mt-3 text-5xl font-extrabold text-ink">{r.percent}%</p>
      <p className="mt-1 text-lg font-semibold text-ink">
        {formatMarks(r.score)} of {r.totalMarks} marks{r.toMark > 0 && ' so far'}
      </p>
      <p className={`mt-3 inline-block rounded-full px-4 py-1 text-sm font-bold ${TONE[tone].badge}`}>
        {tone === 'pending' ? (r.review === 'hidden' ? 'No pass or fail given' : 'Pass or fail once marked') : tone === 'pass' ? 'Pass' : 'Not yet a pass'} · pass mark {r.exam.passPercent}%
      </p>
      {r.toMark > 0 && (
        <p className="mt-3 text-sm text-slate-700">
          {answersWord(r.toMark)} not marked yet: {r.toMark === 1 ? 'its marks are' : 'their marks are'} not in this score.
        </p>
      )}
      {r.selfMarked > 0 && (
        <p className="mt-3 text-sm text-slate-700">
          Includes {formatMarks(r.selfMarked)} self-marked {r.selfMarked === 1 ? 'mark' : 'marks'} on written answers.
        </p>
      )}
      <p className="mt-4 flex items-center justify-center gap-2 text-sm text-slate-700">
        <Clock aria-hidden="true" className="h-4 w-4" /> Time used {formatTimeLeft(r.timeUsedSeconds * 1000)}
        {r.finishedBy === 'time' && ' · ended when time ran out'}
      </p>
      <p className="mt-1 text-xs text-slate-600">Finished {formatDateTime(r.finishedAt)}</p>
      <Link
        to={back?.to ?? `/exam/${r.exam.slug}`}
        className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        <RotateCcw aria-hidden="true" className="h-4 w-4" /> {back?.label ?? 'Back to the exam'}
      </Link>
    </div>
  );
}

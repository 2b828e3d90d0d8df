import type { MarkChange } from '../../contracts/marking-schemas';
import { formatMarks } from '../exams/ResultScore';
import { formatDateTime } from '../format/dates';

const CAUSE: Record<MarkChange['cause'], string> = {
  release: 'Released',
  moderation: 'Moderated',
  regrade: 'Regraded',
};

/** Every change to an answer's mark since it was handed in, oldest first: who, when, from and to, and why. */
export function MarkHistory({ history, max, position }: { history: MarkChange[]; max: number; position: number }) {
  const headingId = `history-${position}`;
  if (history.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h4 id={headingId} className="text-sm font-bold text-ink">
        History of this mark<span className="sr-only">: question {position}</span>
      </h4>
      <ol className="mt-2 grid gap-2">
        {history.map((change, i) => (
          <li key={i} className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2 text-sm">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-semibold text-ink">{CAUSE[change.cause]}</span>
              <span className="tabular-nums text-ink">
                {change.from === null ? `${formatMarks(change.to)} of ${formatMarks(max)}` : `${formatMarks(change.from)} → ${formatMarks(change.to)} of ${formatMarks(max)}`}
              </span>
              <span className="text-slate-600">
                by {change.by}, <time dateTime={change.at}>{formatDateTime(change.at)}</time>
              </span>
            </p>
            {change.reason && <p className="mt-1 break-words text-slate-700">Reason: {change.reason}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

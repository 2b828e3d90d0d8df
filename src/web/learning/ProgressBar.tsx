import type { Progress } from '../../contracts/learning-schemas';

/** A labelled bar with the percent beside it; `label` names what the progress is of, for screen readers. */
export function ProgressBar({ progress, label, size = 'md' }: { progress: Progress; label: string; size?: 'sm' | 'md' }) {
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${progress.percent}% (${progress.completed} of ${progress.total} lessons)`}
        className={`flex-1 overflow-hidden rounded-full bg-slate-200 ${size === 'sm' ? 'h-1.5' : 'h-2.5'}`}
      >
        <div className="h-full rounded-full bg-brand-500 transition-[width] duration-500" style={{ width: `${progress.percent}%` }} />
      </div>
      <span className={`shrink-0 font-semibold tabular-nums text-slate-700 ${size === 'sm' ? 'text-xs' : 'text-sm'}`}>{progress.percent}%</span>
    </div>
  );
}

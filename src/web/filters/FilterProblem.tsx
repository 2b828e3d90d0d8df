import { SearchX } from 'lucide-react';
import { ApiError } from '../api/client';

/** The message for a filter the server refused (an unknown paper, a bad value), with a way back to everything. */
export function filterProblem(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'subject_not_found') return 'We do not know that paper. It may have been renamed, or the link was mistyped.';
  if (error.code === 'validation_failed') return 'One of the filters in this address is not valid.';
  return null;
}

export function FilterProblem({ message, onReset }: { message: string; onReset: () => void }) {
  return (
    <div role="alert" className="mt-8 flex flex-col items-center rounded-2xl border border-amber-200 bg-amber-50 px-6 py-10 text-center text-amber-950">
      <SearchX aria-hidden="true" className="h-10 w-10 text-amber-600" />
      <p className="mt-3 font-semibold">{message}</p>
      <button type="button" onClick={onReset} className="mt-5 rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800">
        Clear the filters
      </button>
    </div>
  );
}

/** When a filter leaves nothing to show. */
export function NothingMatches({ what, onReset }: { what: string; onReset: () => void }) {
  return (
    <div className="mt-8 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="h-10 w-10 text-slate-400" />
      <p className="mt-3 font-semibold text-ink">No {what} match these filters.</p>
      <button type="button" onClick={onReset} className="mt-5 rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold hover:bg-slate-50">
        Show all {what}
      </button>
    </div>
  );
}

import { CONNECTION_TROUBLE, errorText } from '../api/error-text';

/**
 * What a section shows when its data could not be loaded: say so, and why
 * when the failed request is given (errorText), and offer a retry.
 */
export function LoadError({ what, error, onRetry }: { what: string; error?: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-8 rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="font-semibold">We could not load {what}.</p>
      <p className="mt-1 text-sm">{error === undefined ? CONNECTION_TROUBLE : errorText(error)}</p>
      <button type="button" onClick={onRetry} className="mt-4 rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800">
        Try again
      </button>
    </div>
  );
}

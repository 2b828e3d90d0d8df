import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Shown when a screen fails to load or render. A failed chunk download after
 * a new release is the usual cause on slow networks, so the main action is a
 * reload.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold text-ink">This page could not be shown</h1>
      <p className="max-w-md text-slate-600">Check your connection and try again. If it keeps happening, tell us at the contact page.</p>
      {detail && <p className="text-xs text-slate-400">{detail}</p>}
      <div className="flex gap-3">
        <button type="button" onClick={() => window.location.reload()} className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white">
          Reload
        </button>
        <a href="/" className="rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold">
          Home
        </a>
      </div>
    </div>
  );
}

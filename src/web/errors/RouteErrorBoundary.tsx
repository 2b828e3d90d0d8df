import { Component, type ErrorInfo, type ReactNode } from 'react';

type State = { error: Error | null };

/**
 * Shown when a screen fails to load or render. A failed chunk download after
 * a new release is the usual cause on slow networks, so the main action is a
 * reload. Keyed by path where it is used, so moving to another page clears it.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('screen failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 text-center">
        <h1 className="text-2xl font-bold text-ink">This page could not be shown</h1>
        <p className="max-w-md text-slate-600">Check your connection and try again. If it keeps happening, tell us at the contact page.</p>
        <p className="text-xs text-slate-400">{this.state.error.message}</p>
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
}

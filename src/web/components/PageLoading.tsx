// At least a screen tall: the footer below starts out of view, so the screen that replaces this moves nothing the visitor sees.
export function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-screen items-center justify-center">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600" aria-hidden="true" />
      <span className="sr-only">Loading</span>
    </div>
  );
}

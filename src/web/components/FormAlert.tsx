import type { ReactNode } from 'react';

type Tone = 'error' | 'warning' | 'success' | 'info';

/** A message above or in a form; an error or a warning is announced at once unless `role` says otherwise. */
export function FormAlert({ tone = 'error', role, children }: { tone?: Tone; role?: 'alert' | 'status'; children: ReactNode }) {
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-900',
    warning: 'border-amber-300 bg-amber-50 text-amber-900',
    success: 'border-brand-200 bg-brand-50 text-brand-900',
    info: 'border-sky-200 bg-sky-50 text-sky-900',
  }[tone];
  return (
    <div role={role ?? (tone === 'error' || tone === 'warning' ? 'alert' : 'status')} className={`rounded-xl border px-4 py-3 text-sm ${styles}`}>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';

/**
 * The box above a list holding its search and filters, a search landmark.
 * `columns` sets the grid on wider screens (on a phone each control takes a row).
 */
export function FilterBar({ label, columns = '', children }: { label: string; columns?: string; children: ReactNode }) {
  return (
    <div role="search" aria-label={label} className={`mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm ${columns}`}>
      {children}
    </div>
  );
}

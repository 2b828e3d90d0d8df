import type { ReactNode } from 'react';

/** What a list shows with nothing in it: why, and what to do next when there is something. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <p className="font-semibold text-ink">{children}</p>
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

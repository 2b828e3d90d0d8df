import type { ReactNode } from 'react';

/** A white card holding one part of a screen, with its heading. */
export function Panel({ title, children, className = '' }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}>
      {title && <h2 className="mb-4 text-base font-bold text-ink">{title}</h2>}
      {children}
    </section>
  );
}

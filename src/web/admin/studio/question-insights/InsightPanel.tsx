import type { ReactNode, Ref } from 'react';

/**
 * One of the question page's panels below the editor, with its heading (a
 * third level: the section above holds them). `headingRef` lets a panel
 * take the focus to its heading, as replaced content does.
 */
export function InsightPanel({ id, title, intro, headingRef, children }: { id: string; title: string; intro?: ReactNode; headingRef?: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={id} ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-base font-bold text-ink outline-none">
        {title}
      </h3>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      {children}
    </section>
  );
}

/** A panel's data on its way: a small spinner in its place, announced. */
export function PanelLoading({ what }: { what: string }) {
  return (
    <div role="status" className="mt-4 flex items-center gap-3 text-sm text-slate-600">
      <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600" />
      Loading {what}…
    </div>
  );
}

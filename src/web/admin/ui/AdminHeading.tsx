import type { ReactNode } from 'react';

/** A screen's title and introduction, with its actions beside them on wider screens and below on a phone. */
export function AdminHeading({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="break-words text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {intro && <p className="mt-1 text-slate-600">{intro}</p>}
      </div>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';

export const inputClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-600';
export const smallButton = 'inline-flex min-h-9 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-40';
export const primaryButton = 'inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-5 py-2 font-bold text-white hover:bg-brand-800 disabled:opacity-50';

/** A labelled control; the hint is read with it. */
export function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Letters for options as students see them: A, B, C... */
export const letter = (i: number) => String.fromCharCode(65 + i);

/** A fresh id among those taken: a, b... for options, or prefix1, prefix2... */
export function freshId(taken: string[], prefix?: string): string {
  if (!prefix) {
    for (let i = 0; i < 26; i += 1) {
      const id = String.fromCharCode(97 + i);
      if (!taken.includes(id)) return id;
    }
    prefix = 'o';
  }
  for (let n = 1; ; n += 1) if (!taken.includes(`${prefix}${n}`)) return `${prefix}${n}`;
}

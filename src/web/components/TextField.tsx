import type { InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, FieldFeedback } from './FieldFeedback';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; error?: string | null; hint?: ReactNode };

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({ label, name, error, hint, id, ...input }: Props) {
  const fieldId = id ?? `field-${name}`;
  return (
    <div>
      <label htmlFor={fieldId} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={fieldId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={`mt-1.5 block h-12 w-full rounded-xl border bg-white px-4 text-base text-ink shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-4 ${error ? 'border-red-400 focus:border-red-500 focus:ring-red-100' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'}`}
        {...input}
      />
      <FieldFeedback fieldId={fieldId} error={error} hint={hint} />
    </div>
  );
}

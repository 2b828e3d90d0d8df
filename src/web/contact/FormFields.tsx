import { ChevronDown } from 'lucide-react';
import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFeedback } from '../components/FieldFeedback';

type Common = { label: string; name: string; error?: string | null | undefined; hint?: ReactNode };

const FIELD = 'mt-1.5 block w-full rounded-xl border bg-white px-4 text-base text-ink shadow-sm outline-none transition placeholder:text-slate-400 focus:ring-4';
const TONE = (error: unknown) => (error ? 'border-red-400 focus:border-red-500 focus:ring-red-100' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100');

/** A labelled select with the same look and error wiring as TextField. */
export function SelectField({ label, name, error, hint, children, ...select }: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  const fieldId = `field-${name}`;
  return (
    <div>
      <label htmlFor={fieldId} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <select
          id={fieldId}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, error, hint)}
          className={`${FIELD} h-12 appearance-none pr-11 ${TONE(error)}`}
          {...select}
        >
          {children}
        </select>
        <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-4 top-1/2 mt-0.5 h-5 w-5 -translate-y-1/2 text-slate-500" />
      </div>
      <FieldFeedback fieldId={fieldId} error={error} hint={hint} />
    </div>
  );
}

/** A labelled multi-line field with the same look and error wiring as TextField. */
export function TextAreaField({ label, name, error, hint, ...area }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const fieldId = `field-${name}`;
  return (
    <div>
      <label htmlFor={fieldId} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={fieldId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint)}
        className={`${FIELD} min-h-44 resize-y py-3 leading-7 ${TONE(error)}`}
        {...area}
      />
      <FieldFeedback fieldId={fieldId} error={error} hint={hint} />
    </div>
  );
}

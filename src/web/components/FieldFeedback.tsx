import type { ReactNode } from 'react';

/** The ids a field's hint and error carry, for its aria-describedby. */
export function describedBy(fieldId: string, error: unknown, hint: unknown): string | undefined {
  return [error ? `${fieldId}-error` : null, hint ? `${fieldId}-hint` : null].filter(Boolean).join(' ') || undefined;
}

/** Under a field: its hint, or in its place the error, announced and tied to the field by id. */
export function FieldFeedback({ fieldId, error, hint }: { fieldId: string; error?: string | null | undefined; hint?: ReactNode }) {
  return (
    <>
      {hint && !error && (
        <div id={`${fieldId}-hint`} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${fieldId}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

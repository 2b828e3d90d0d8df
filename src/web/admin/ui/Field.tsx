import { useId, type ReactNode } from 'react';
import { describedBy, FieldFeedback } from '../../components/FieldFeedback';
import { FieldContext } from './field-context';

type Props = {
  /** The control's id; one is made when the screen needs none of its own. */
  id?: string;
  label: ReactNode;
  /** Only screen readers get the label (a filter whose choices say what it is). */
  labelHidden?: boolean;
  /** "(optional)" after the label. */
  optional?: boolean;
  hint?: ReactNode;
  /** The check's message (the contract's schema, or the server's answer for this field). */
  error?: string | null;
  className?: string;
  children: ReactNode;
};

/**
 * A labelled control with its hint and its error. The Input, Select or
 * TextArea inside takes the id, aria-describedby (hint, error) and
 * aria-invalid from here, so no screen wires them by hand.
 */
export function Field({ id, label, labelHidden = false, optional = false, hint, error, className, children }: Props) {
  const made = useId();
  const fieldId = id ?? `field${made}`;
  const control = { id: fieldId, 'aria-describedby': describedBy(fieldId, error, hint), 'aria-invalid': error ? (true as const) : undefined };
  return (
    <div className={className}>
      <label htmlFor={fieldId} className={labelHidden ? 'sr-only' : 'mb-1.5 block text-sm font-semibold text-ink'}>
        {label}
        {optional && <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      <FieldFeedback fieldId={fieldId} error={error} hint={hint} />
    </div>
  );
}

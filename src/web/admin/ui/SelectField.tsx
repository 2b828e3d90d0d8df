import { Field } from './Field';
import { Select } from './Select';

/** A choice's value and what the list says for it. */
export type Choice = readonly [value: string | number, label: string];

type Props = {
  id: string;
  label: string;
  /** Only screen readers get the label (a filter whose first choice says what it is). */
  labelHidden?: boolean;
  hint?: string;
  error?: string | null;
  value: string | number;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  disabled?: boolean;
  className?: string;
};

/** A labelled drop-down of fixed choices: a list's filter, a form's paper or kind. */
export function SelectField({ id, label, labelHidden, hint, error, value, choices, onChange, disabled, className }: Props) {
  return (
    <Field id={id} label={label} labelHidden={labelHidden} hint={hint} error={error} className={className}>
      <Select value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </Select>
    </Field>
  );
}

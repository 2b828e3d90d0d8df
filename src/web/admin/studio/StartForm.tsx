import type { LucideIcon } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Input } from '../ui/Input';

type Props = {
  id: string;
  label: string;
  hint: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  busy: boolean;
  icon: LucideIcon;
  /** The button: "Start a draft", "Add mentor". */
  action: string;
  onSubmit: (event: FormEvent) => void;
};

/** A studio list's first step to a new item: its name alone, then the editor opens on it. */
export function StartForm({ id, label, hint, placeholder, maxLength, value, onChange, error, busy, icon, action, onSubmit }: Props) {
  return (
    <form onSubmit={onSubmit} className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_auto] md:items-start">
      <Field id={id} label={label} hint={hint} error={error}>
        <Input value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} />
      </Field>
      {/* Level with the box, below its label. */}
      <Button type="submit" variant="primary" icon={icon} busy={busy} disabled={!value.trim()} className="md:mt-[1.625rem]">
        {action}
      </Button>
    </form>
  );
}

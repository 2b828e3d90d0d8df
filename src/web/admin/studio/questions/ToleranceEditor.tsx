import { useId } from 'react';
import type { Tolerance } from '../../../../contracts/exam-key-schemas';
import { Input } from '../../ui/Input';
import { Select } from '../../ui/Select';

/** How close a figure must be: within an amount, within a share, or inside a range. */
export function ToleranceEditor({ value, onChange, label = 'Accepted answers' }: { value: Tolerance; onChange: (t: Tolerance) => void; label?: string }) {
  const id = useId();
  const num = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? 0 : Number(text));
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold text-ink">{label}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <Select
          aria-label="Tolerance"
          value={value.kind}
          onChange={(e) =>
            onChange(e.target.value === 'range' ? { kind: 'range', min: 0, max: 0 } : { kind: e.target.value as 'absolute' | 'relative', amount: e.target.value === 'relative' ? 0.01 : 0.5 })
          }
          width="w-auto"
        >
          <option value="absolute">Within an amount</option>
          <option value="relative">Within a share</option>
          <option value="range">A range</option>
        </Select>
        {value.kind === 'absolute' && (
          <Input
            id={`${id}-amount`}
            aria-label="Amount either side"
            type="number"
            min={0}
            step="any"
            value={value.amount}
            onChange={(e) => onChange({ kind: 'absolute', amount: num(e.target.value) })}
            width="w-28"
          />
        )}
        {value.kind === 'relative' && (
          <span className="inline-flex items-center gap-1">
            <Input
              aria-label="Per cent either side"
              type="number"
              min={0}
              step="any"
              value={Math.round(value.amount * 10_000) / 100}
              onChange={(e) => onChange({ kind: 'relative', amount: num(e.target.value) / 100 })}
              width="w-24"
            />
            %
          </span>
        )}
        {value.kind === 'range' && (
          <span className="inline-flex items-center gap-1">
            <Input aria-label="From" type="number" step="any" value={value.min} onChange={(e) => onChange({ ...value, min: num(e.target.value) })} width="w-28" />
            to
            <Input aria-label="To" type="number" step="any" value={value.max} onChange={(e) => onChange({ ...value, max: num(e.target.value) })} width="w-28" />
          </span>
        )}
      </div>
    </fieldset>
  );
}

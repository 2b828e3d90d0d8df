import { useId } from 'react';
import { formatNumberEntry, parseNumberEntry } from '../../contracts/number-entry';

type Props = {
  value: string;
  onChange: (text: string) => void;
  label: string;
  prefix?: string;
  suffix?: string;
  /** Hide the label visually (table cells carry it for screen readers only). */
  compact?: boolean;
  disabled?: boolean;
};

/**
 * A figure box that reads what is typed the way the server will mark it and
 * says so at once: "You entered −1,200", or why it cannot be read. The unit
 * sits outside the box, as in the real exam.
 */
export function NumberBox({ value, onChange, label, prefix, suffix, compact = false, disabled = false }: Props) {
  const id = useId();
  const parsed = value.trim() === '' ? null : parseNumberEntry(value);
  const message = parsed === null ? null : parsed.ok ? `You entered ${formatNumberEntry(parsed.value)}` : parsed.message;
  return (
    <div className={compact ? 'min-w-[8rem]' : ''}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'mb-1 block text-sm font-semibold text-ink'}>
        {label}
      </label>
      <div className="flex items-center gap-2">
        {prefix && <span className="text-sm font-semibold text-slate-600">{prefix}</span>}
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={parsed !== null && !parsed.ok}
          aria-describedby={message ? `${id}-echo` : undefined}
          className={`w-full rounded-lg border px-3 py-2 text-right font-mono text-base tabular-nums shadow-sm focus:border-brand-600 ${
            parsed && !parsed.ok ? 'border-red-500 bg-red-50' : 'border-slate-300 bg-white'
          } ${compact ? 'max-w-[10rem]' : 'max-w-[14rem]'}`}
        />
        {suffix && <span className="text-sm font-semibold text-slate-600">{suffix}</span>}
      </div>
      {message && (
        <p id={`${id}-echo`} className={`mt-1 text-xs ${parsed && !parsed.ok ? 'font-semibold text-red-700' : 'text-slate-600'}`}>
          {message}
        </p>
      )}
    </div>
  );
}

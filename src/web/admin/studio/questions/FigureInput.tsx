import { useState } from 'react';
import { formatNumberEntry, parseNumberEntry } from '../../../../contracts/number-entry';
import { Input } from '../../ui/Input';

/**
 * A keyed figure typed the way the engine reads students' answers (1,200 or
 * (1,200)), echoed as it will be compared. The text stays as typed while it
 * cannot be read; the key keeps the last figure that could.
 */
export function FigureInput({ value, onChange, label, width = 'w-40' }: { value: number; onChange: (n: number) => void; label: string; width?: string }) {
  const [text, setText] = useState(() => formatNumberEntry(value));
  const parsed = text.trim() === '' ? null : parseNumberEntry(text);
  return (
    <span className="inline-flex flex-col">
      <Input
        aria-label={label}
        value={text}
        inputMode="decimal"
        onChange={(e) => {
          setText(e.target.value);
          const read = parseNumberEntry(e.target.value);
          if (read.ok) onChange(read.value);
        }}
        aria-invalid={parsed !== null && !parsed.ok}
        width={width}
        className={`text-right font-mono tabular-nums ${parsed && !parsed.ok ? 'bg-red-50' : ''}`}
      />
      {parsed && !parsed.ok && <span className="mt-1 text-xs font-semibold text-red-700">{parsed.message}</span>}
    </span>
  );
}

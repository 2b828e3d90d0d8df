import { Search } from 'lucide-react';
import { controlClass } from './control-class';

type Props = { id: string; label: string; value: string; onChange: (value: string) => void; placeholder?: string; maxLength?: number; className?: string };

/** A list's search box: the magnifier, a label for screen readers, and the words typed (the list searches as they change). */
export function SearchBox({ id, label, value, onChange, placeholder = label, maxLength = 100, className = '' }: Props) {
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
      <input id={id} type="search" value={value} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} className={`${controlClass()} pl-9`} />
    </div>
  );
}

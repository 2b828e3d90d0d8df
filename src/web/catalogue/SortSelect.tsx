import { COURSE_SORTS } from '../../contracts/catalogue';
import { SORT_LABELS } from './course-filter-state';

export function SortSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      <span className="whitespace-nowrap">Sort by</span>
      <select value={value} onChange={(e) => onChange(e.target.value)} className="h-10 rounded-lg border border-slate-300 bg-white pr-8 pl-3 text-sm font-medium text-ink">
        {COURSE_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </select>
    </label>
  );
}

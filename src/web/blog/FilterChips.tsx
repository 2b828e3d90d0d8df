import { X } from 'lucide-react';
import { Link } from 'react-router';
import { listHref, type ListFilters } from './blog-links';
import { hasFilters, type ActiveFilters } from './use-list-filters';

type Chip = { key: keyof ListFilters; label: string };

/** The filters in force, each removable on its own, and one link that clears them all. */
export function FilterChips({ filters, listPath, subjectName }: { filters: ActiveFilters; listPath: string; subjectName?: string }) {
  if (!hasFilters(filters)) return null;
  const chips: Chip[] = [];
  if (filters.q) chips.push({ key: 'q', label: `Search: “${filters.q}”` });
  if (filters.category) chips.push({ key: 'category', label: `Category: ${filters.category}` });
  if (filters.tag) chips.push({ key: 'tag', label: `Tag: #${filters.tag}` });
  if (filters.subject) chips.push({ key: 'subject', label: `Paper: ${subjectName ?? filters.subject}` });
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={listHref(listPath, { ...filters, [chip.key]: undefined, page: 1 })}
            aria-label={`Remove ${chip.label}`}
            className="inline-flex max-w-full items-center gap-1.5 rounded-full bg-brand-50 py-1.5 pl-3.5 pr-2.5 text-sm font-medium text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
          >
            <span className="truncate">{chip.label}</span>
            <X aria-hidden="true" className="h-4 w-4 shrink-0" />
          </Link>
        </li>
      ))}
      <li>
        <Link to={listPath} className="px-2 text-sm font-semibold text-slate-600 underline-offset-4 hover:text-brand-700 hover:underline">
          Clear all
        </Link>
      </li>
    </ul>
  );
}

import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { listHref, useBlogLinks, type ListFilters } from './blog-links';

type Props = {
  /** The search in force, shown in the box. */
  q?: string;
  /** Filters a new search keeps (a search inside a category); page always restarts at 1. */
  keep?: ListFilters;
  className?: string;
  placeholder?: string;
};

/** Searches the blog list this screen belongs to; a new history entry per search, so back returns to the previous list. */
export function BlogSearchForm({ q = '', keep = {}, className = '', placeholder = 'Search posts, e.g. IFRS 16' }: Props) {
  const navigate = useNavigate();
  const { listPath } = useBlogLinks();
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q')?.toString().trim() ?? '';
    navigate(listHref(listPath, { ...keep, q: text, page: 1 }));
  }
  return (
    <form role="search" action={listPath} method="get" onSubmit={submit} className={`flex gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search the blog
      </label>
      <div className="relative min-w-0 flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
        {/* Keyed by the search in force, so the box follows the address (a cleared filter, another list). */}
        <input
          key={q}
          id={id}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={200}
          placeholder={placeholder}
          className="h-11 w-full rounded-xl border border-slate-300 bg-white pl-9 pr-3 text-sm text-ink outline-none placeholder:text-slate-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
        />
      </div>
      <button type="submit" className="h-11 shrink-0 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
        Search
      </button>
    </form>
  );
}

import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BlogSidebar } from '../../contracts/catalogue-schemas';
import { BlogSearchForm } from './BlogSearchForm';
import { listHref, useBlogLinks } from './blog-links';
import type { ActiveFilters } from './use-list-filters';

const PILL = 'inline-flex shrink-0 items-center gap-1.5 rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 transition';
const PILL_ON = 'bg-brand-700 text-white ring-brand-700';
const PILL_OFF = 'bg-white text-slate-700 ring-slate-200 hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200';

/** The grid layouts' filters above the posts: search, a tag picker and the categories as pills. */
export function BlogFilterBar({ data, filters }: { data: BlogSidebar | undefined; filters: ActiveFilters }) {
  const { listPath } = useBlogLinks();
  const navigate = useNavigate();
  const tagId = useId();
  const keep = { q: filters.q, category: filters.category, tag: filters.tag, subject: filters.subject };
  const noCategory = !filters.category;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_15rem]">
        <BlogSearchForm q={filters.q} keep={{ category: filters.category, tag: filters.tag, subject: filters.subject }} />
        <div>
          <label htmlFor={tagId} className="sr-only">
            Tag
          </label>
          <select
            id={tagId}
            value={filters.tag.toLowerCase()}
            onChange={(e) => navigate(listHref(listPath, { ...keep, tag: e.target.value, page: 1 }))}
            className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm text-ink outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
          >
            <option value="">All tags</option>
            {/* A tag from the address that no post has any more still shows as chosen. */}
            {filters.tag && !data?.tags.some((t) => t.name.toLowerCase() === filters.tag.toLowerCase()) && <option value={filters.tag.toLowerCase()}>#{filters.tag}</option>}
            {data?.tags.map((tag) => (
              <option key={tag.name} value={tag.name.toLowerCase()}>
                #{tag.name} ({tag.count})
              </option>
            ))}
          </select>
        </div>
      </div>
      <nav aria-label="Categories" className="-mx-1 mt-4 flex gap-2 overflow-x-auto px-1 pb-1">
        <Link to={listHref(listPath, { ...keep, category: undefined, page: 1 })} aria-current={noCategory ? 'page' : undefined} className={`${PILL} ${noCategory ? PILL_ON : PILL_OFF}`}>
          All categories
        </Link>
        {data?.categories.map((category) => {
          const current = filters.category.toLowerCase() === category.name.toLowerCase();
          return (
            <Link
              key={category.name}
              to={listHref(listPath, { ...keep, category: category.name, page: 1 })}
              aria-current={current ? 'page' : undefined}
              className={`${PILL} ${current ? PILL_ON : PILL_OFF}`}
            >
              {category.name}
              <span className={`text-xs ${current ? 'text-white/80' : 'text-slate-400'}`}>{category.count}</span>
            </Link>
          );
        })}
      </nav>
    </div>
  );
}

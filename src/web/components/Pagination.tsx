import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { pageQuery } from '../../contracts/page-parameters';

/** Page numbers to show: first, last, and the current page's neighbours, with gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? [null, p] : [p]));
}

/**
 * Links to other pages of a list: the page lives in the address (`?page=`),
 * so a page can be shared and the back button returns to it. The links keep
 * the list's own `parameters` only, in one order, so they are the same
 * whatever else the address carries (the server draws the page without it).
 */
export function Pagination({ page, pageCount, parameters, label = 'Pages' }: { page: number; pageCount: number; parameters: readonly string[]; label?: string }) {
  const location = useLocation();
  if (pageCount <= 1) return null;
  const href = (p: number) => {
    const params = pageQuery(new URLSearchParams(location.search), parameters);
    if (p === 1) params.delete('page');
    else params.set('page', String(p));
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  const base = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold';
  return (
    <nav aria-label={label} className="mt-10 flex items-center justify-center gap-1.5">
      {page > 1 ? (
        <Link to={href(page - 1)} className={`${base} text-slate-700 hover:bg-slate-100`} aria-label="Previous page">
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : (
        <span className={`${base} text-slate-300`} aria-hidden="true">
          <ChevronLeft className="h-4 w-4" />
        </span>
      )}
      {pageWindow(page, pageCount).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="px-1 text-slate-400" aria-hidden="true">
            …
          </span>
        ) : p === page ? (
          <span key={p} aria-current="page" className={`${base} bg-brand-700 text-white`}>
            {p}
          </span>
        ) : (
          <Link key={p} to={href(p)} className={`${base} text-slate-700 hover:bg-slate-100`} aria-label={`Page ${p}`}>
            {p}
          </Link>
        ),
      )}
      {page < pageCount ? (
        <Link to={href(page + 1)} className={`${base} text-slate-700 hover:bg-slate-100`} aria-label="Next page">
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      ) : (
        <span className={`${base} text-slate-300`} aria-hidden="true">
          <ChevronRight className="h-4 w-4" />
        </span>
      )}
    </nav>
  );
}

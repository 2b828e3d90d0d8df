import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/** Page numbers to show: the first, the last, and two either side of the current one, with gaps as null. */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pageCount])].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - shown[i - 1]! > 1 ? [null, n] : [n]));
}

const ITEM = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold';

export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  if (pageCount <= 1) return null;
  const edge = (target: number, label: string, icon: 'prev' | 'next') => {
    const content =
      icon === 'prev' ? (
        <>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" /> <span className="hidden sm:inline">{label}</span>
        </>
      ) : (
        <>
          <span className="hidden sm:inline">{label}</span> <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </>
      );
    const disabled = target < 1 || target > pageCount;
    return disabled ? (
      <span className={`${ITEM} gap-1 text-slate-500`} aria-hidden="true">
        {content}
      </span>
    ) : (
      <Link to={hrefFor(target)} aria-label={`${label} page`} rel={icon} className={`${ITEM} gap-1 text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-700`}>
        {content}
      </Link>
    );
  };
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-1.5 sm:gap-2">
      {edge(page - 1, 'Previous', 'prev')}
      {pageWindow(page, pageCount).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className="px-1 text-slate-400" aria-hidden="true">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className={`${ITEM} bg-brand-700 text-white shadow-sm`}>
            <span className="sr-only">Page </span>
            {n}
          </span>
        ) : (
          <Link key={n} to={hrefFor(n)} className={`${ITEM} text-slate-700 ring-1 ring-slate-200 hover:bg-brand-50 hover:text-brand-700`}>
            <span className="sr-only">Page </span>
            {n}
          </Link>
        ),
      )}
      {edge(page + 1, 'Next', 'next')}
    </nav>
  );
}

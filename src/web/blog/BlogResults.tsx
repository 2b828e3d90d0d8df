import { SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { usePostList } from './blog-api';
import { LoadError } from '../components/LoadError';
import { PageLoading } from '../components/PageLoading';
import { FilterChips } from './FilterChips';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';
import { listHref, useBlogLinks } from './blog-links';
import type { ActiveFilters } from './use-list-filters';

export type GridColumns = 1 | 2 | 3 | 4;

/** Columns at each width: one on phones, the layout's number on desktops. */
const GRID: Record<GridColumns, string> = {
  1: 'grid grid-cols-1 gap-6',
  2: 'grid gap-6 sm:grid-cols-2',
  3: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid gap-5 sm:grid-cols-2 lg:grid-cols-4',
};

/** After a filter or page change, bring the top of the list into view if it is off screen (the pager is at the bottom). */
function useScrollToListOnChange() {
  const ref = useRef<HTMLElement>(null);
  const { search } = useLocation();
  const shown = useRef(search);
  useEffect(() => {
    if (shown.current === search) return;
    shown.current = search;
    const top = ref.current?.getBoundingClientRect().top ?? 0;
    if (top < 0 || top > window.innerHeight * 0.6) ref.current?.scrollIntoView({ block: 'start' });
  }, [search]);
  return ref;
}

type Props = { filters: ActiveFilters; columns: GridColumns; pageSize: number };

/** The posts of one page with their count, active filters, pager, and the empty and error states. */
export function BlogResults({ filters, columns, pageSize }: Props) {
  const { listPath } = useBlogLinks();
  const list = usePostList({ q: filters.q, category: filters.category, tag: filters.tag, subject: filters.subject, page: filters.page, pageSize });
  const ref = useScrollToListOnChange();
  const data = list.data;
  const subjectName = data?.posts.find((p) => p.subject?.slug === filters.subject)?.subject?.name;
  const first = data ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? Math.min(data.total, data.page * data.pageSize) : 0;

  return (
    <section ref={ref} aria-labelledby="blog-results-title" className="scroll-mt-24" aria-busy={list.isFetching}>
      <h2 id="blog-results-title" className="sr-only">
        Posts
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <FilterChips filters={filters} listPath={listPath} subjectName={subjectName} />
        {data && data.posts.length > 0 && (
          <p className="shrink-0 text-sm text-slate-500" aria-live="polite">
            {data.pageCount > 1 ? `Showing ${first}–${last} of ${data.total} posts` : `${data.total} ${data.total === 1 ? 'post' : 'posts'}`}
          </p>
        )}
      </div>

      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <LoadError what="the blog posts" onRetry={() => void list.refetch()} />
      ) : data && data.total === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <SearchX aria-hidden="true" className="mx-auto h-10 w-10 text-slate-400" />
          <p className="mt-4 text-lg font-semibold text-ink">No posts match these filters</p>
          <p className="mt-1 text-sm text-slate-600">Try other words or another category, or clear the filters to see every post.</p>
          <Link to={listPath} className="mt-6 inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800">
            Clear filters
          </Link>
        </div>
      ) : data && data.posts.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
          <p className="text-lg font-semibold text-ink">There is no page {data.page}</p>
          <p className="mt-1 text-sm text-slate-600">
            {data.total} {data.total === 1 ? 'post fits' : 'posts fit'} on {data.pageCount} {data.pageCount === 1 ? 'page' : 'pages'}.
          </p>
          <Link to={listHref(listPath, { ...filters, page: data.pageCount })} className="mt-6 inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800">
            Go to the last page
          </Link>
        </div>
      ) : (
        data && (
          <>
            <div aria-busy={list.isPlaceholderData} className={`mt-6 transition-opacity aria-busy:opacity-60 ${GRID[columns]}`}>
              {data.posts.map((post, i) => (
                <PostCard key={post.slug} post={post} eager={i < columns} layout={columns === 1 ? 'wide' : 'stacked'} />
              ))}
            </div>
            <Pagination page={data.page} pageCount={data.pageCount} hrefFor={(page) => listHref(listPath, { ...filters, page })} />
          </>
        )
      )}
    </section>
  );
}

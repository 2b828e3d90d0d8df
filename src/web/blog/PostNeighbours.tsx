import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { PostDetail } from '../../contracts/catalogue-schemas';
import { postHref, useBlogLinks, useListState } from './blog-links';

/** Links to the older and newer posts, in the same layout. */
export function PostNeighbours({ previous, next }: Pick<PostDetail, 'previous' | 'next'>) {
  const { detailPath } = useBlogLinks();
  const state = useListState();
  if (!previous && !next) return null;
  const box = 'group flex flex-col rounded-2xl border border-slate-200 p-5 transition hover:border-brand-300 hover:bg-brand-50/50';
  return (
    <nav aria-label="More posts" className="mt-10 grid gap-4 sm:grid-cols-2">
      {previous ? (
        <Link to={postHref(detailPath, previous.slug)} state={state} rel="prev" className={box}>
          <span className="flex items-center gap-1.5 text-xs font-bold uppercase tracking-wider text-slate-500">
            <ArrowLeft aria-hidden="true" className="h-4 w-4 transition group-hover:-translate-x-0.5" /> Previous post
          </span>
          <span className="mt-2 font-semibold leading-snug text-ink group-hover:text-brand-700">{previous.title}</span>
        </Link>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next && (
        <Link to={postHref(detailPath, next.slug)} state={state} rel="next" className={`${box} sm:items-end sm:text-right`}>
          <span className="flex items-center gap-1.5 text-xs font-bold uppercase tracking-wider text-slate-500">
            Next post <ArrowRight aria-hidden="true" className="h-4 w-4 transition group-hover:translate-x-0.5" />
          </span>
          <span className="mt-2 font-semibold leading-snug text-ink group-hover:text-brand-700">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BlogSidebar as SidebarData } from '../../contracts/catalogue-schemas';
import { IMAGE_SIZES } from '../../contracts/images';
import { useFormatDate } from '../format/use-format-date';
import { BlogSearchForm } from './BlogSearchForm';
import { listHref, postHref, useBlogLinks, useListState, type ListFilters } from './blog-links';

function Widget({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={id} className="text-sm font-bold uppercase tracking-wider text-slate-500">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

type Props = {
  data: SidebarData | undefined;
  /** Still loading: show a placeholder (after a failure the lists are simply left out). */
  pending?: boolean;
  /** The list's filters in force: highlighted here, and kept by a new search. */
  active?: ListFilters;
  /** Leave the search box out (the phone layout shows it above the list instead). */
  search?: 'shown' | 'wide-only';
};

/** Search, categories, recent posts and tags; every link stays in the blog layout the visitor is in. */
export function BlogSidebar({ data, pending = false, active = {}, search = 'shown' }: Props) {
  const formatDate = useFormatDate();
  const { listPath, detailPath } = useBlogLinks();
  const { width, height } = IMAGE_SIZES.post;
  const listState = useListState();
  return (
    <div className="space-y-6">
      <div className={search === 'wide-only' ? 'hidden lg:block' : ''}>
        <Widget title="Search" id="blog-search-title">
          <BlogSearchForm q={active.q} keep={{ category: active.category, tag: active.tag, subject: active.subject }} placeholder="Search posts" />
        </Widget>
      </div>
      {!data ? (
        pending && <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-slate-100" />
      ) : (
        <>
          <Widget title="Categories" id="blog-categories-title">
            <ul className="space-y-1">
              {data.categories.map((category) => {
                const current = active.category?.toLowerCase() === category.name.toLowerCase();
                return (
                  <li key={category.name}>
                    <Link
                      to={listHref(listPath, { category: category.name })}
                      aria-current={current ? 'page' : undefined}
                      className={`flex items-center justify-between rounded-lg px-3 py-2 text-sm font-medium ${current ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800'}`}
                    >
                      <span>{category.name}</span>
                      <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${current ? 'bg-white/20' : 'bg-slate-100 text-slate-600'}`}>{category.count}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </Widget>
          <Widget title="Recent posts" id="blog-recent-title">
            <ul className="space-y-4">
              {data.recent.map((post) => (
                <li key={post.slug} className="group relative flex gap-3">
                  <img src={post.coverUrl} alt="" width={width} height={height} loading="lazy" decoding="async" className="aspect-[40/21] w-24 shrink-0 rounded-lg bg-slate-100 object-cover" />
                  <div className="min-w-0">
                    <Link
                      to={postHref(detailPath, post.slug)}
                      state={listState}
                      className="line-clamp-2 text-sm font-semibold leading-snug text-ink after:absolute after:inset-0 group-hover:text-brand-700"
                    >
                      {post.title}
                    </Link>
                    <time dateTime={post.publishedAt} className="mt-1 block text-xs text-slate-500">
                      {formatDate(post.publishedAt)}
                    </time>
                  </div>
                </li>
              ))}
            </ul>
          </Widget>
          <Widget title={active.category ? `Tags in ${active.category}` : 'Tags'} id="blog-tags-title">
            <ul className="flex flex-wrap gap-2">
              {data.tags.map((tag) => {
                const current = active.tag?.toLowerCase() === tag.name.toLowerCase();
                return (
                  <li key={tag.name}>
                    <Link
                      to={listHref(listPath, { category: active.category, tag: tag.name })}
                      aria-current={current ? 'page' : undefined}
                      className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-medium ring-1 ${current ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-slate-700 ring-slate-200 hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200'}`}
                    >
                      {/* The name read out starts with what is shown (#tag and its count), as speech input expects. */}#{tag.name}
                      {tag.count > 1 && (
                        <span className={current ? 'text-white/80' : 'text-slate-500'}>
                          {' '}
                          {tag.count}
                          <span className="sr-only"> posts</span>
                        </span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </Widget>
        </>
      )}
    </div>
  );
}

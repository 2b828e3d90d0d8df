import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { PostCard as Post } from '../../contracts/catalogue-schemas';
import { IMAGE_SIZES } from '../../contracts/images';
import { useFormatDate } from '../format/use-format-date';
import { AuthorAvatar } from './AuthorAvatar';
import { listHref, postHref, useBlogLinks, useListState } from './blog-links';

type Props = {
  post: Post;
  /** Cards in the first row load their cover at once; the rest when scrolled near. */
  eager?: boolean;
  /** `wide` puts the cover beside the text from tablet width (the one-column list). */
  layout?: 'stacked' | 'wide';
};

/** A blog post in a list: cover, category, date, title, excerpt and author. The whole card opens the post. */
export function PostCard({ post, eager = false, layout = 'stacked' }: Props) {
  const formatDate = useFormatDate();
  const { listPath, detailPath } = useBlogLinks();
  const state = useListState();
  const { width, height } = IMAGE_SIZES.post;
  const wide = layout === 'wide';
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-lg ${wide ? 'md:flex-row' : ''}`}
    >
      {/* The cover carries its title as text, so it is never cropped: beside the text it sits inset at its own shape. */}
      <div className={`relative shrink-0 ${wide ? 'md:w-[42%] md:self-start md:p-5 md:pr-0' : ''}`}>
        <img
          src={post.coverUrl}
          alt=""
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={`aspect-[40/21] w-full bg-slate-100 object-cover ${wide ? 'md:rounded-xl' : ''}`}
        />
      </div>
      <div className={`flex flex-1 flex-col p-5 ${wide ? 'md:p-7' : ''}`}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          <Link to={listHref(listPath, { category: post.category })} className="relative z-10 rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-700 hover:bg-brand-100">
            {post.category}
          </Link>
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        </p>
        <h3 className={`mt-3 font-bold leading-snug text-ink ${wide ? 'text-xl md:text-2xl' : 'text-lg'}`}>
          <Link to={postHref(detailPath, post.slug)} state={state} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {post.title}
          </Link>
        </h3>
        <p className={`mt-2 text-sm leading-6 text-slate-600 ${wide ? 'line-clamp-4 md:text-base md:leading-7' : 'line-clamp-3'}`}>{post.excerpt}</p>
        {wide && post.tags.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link to={listHref(listPath, { tag })} className="relative z-10 rounded-md bg-slate-100 px-2 py-1 text-xs font-medium text-slate-600 hover:bg-brand-50 hover:text-brand-700">
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div aria-hidden="true" className="min-h-5 flex-1" />
        <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
          {post.author ? (
            <span className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-700">
              <AuthorAvatar name={post.author.name} />
              <span className="truncate">{post.author.name}</span>
            </span>
          ) : (
            <span className="text-sm text-slate-500">Hisab team</span>
          )}
          <span className="flex shrink-0 items-center gap-1 text-xs text-slate-500">
            <Clock aria-hidden="true" className="h-3.5 w-3.5" /> {post.readingMinutes} min read
          </span>
        </div>
      </div>
    </article>
  );
}

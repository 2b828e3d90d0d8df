import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import type { PostDetail } from '../../contracts/catalogue-schemas';
import { IMAGE_SIZES } from '../../contracts/images';
import { LEVEL_LABELS, subjectPath } from '../../contracts/subjects';
import { useFormatDate } from '../format/use-format-date';
import { Markdown } from '../markdown/Markdown';
import { AuthorAvatar } from './AuthorAvatar';
import { AuthorBox } from './AuthorBox';
import { PostNeighbours } from './PostNeighbours';
import { listHref, useBlogLinks } from './blog-links';

/** The post itself: byline, cover, body, tags, its paper, the author and the neighbouring posts. */
export function PostArticle({ post }: { post: PostDetail }) {
  const formatDate = useFormatDate();
  const { listPath } = useBlogLinks();
  const { width, height } = IMAGE_SIZES.post;
  return (
    <article>
      <div className="flex items-center gap-3 text-sm">
        <AuthorAvatar name={post.author?.name ?? 'Hisab'} size="md" />
        <div>
          <p className="text-slate-600">
            By{' '}
            {post.author ? (
              <Link to={`/instructor-detail/${encodeURIComponent(post.author.slug)}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                {post.author.name}
              </Link>
            ) : (
              <span className="font-semibold text-ink">the Hisab team</span>
            )}
          </p>
          <p className="mt-0.5 text-slate-500">
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> · {post.readingMinutes} min read
          </p>
        </div>
      </div>

      <img src={post.coverUrl} alt="" width={width} height={height} fetchPriority="high" decoding="async" className="mt-6 aspect-[40/21] w-full rounded-2xl bg-slate-100 object-cover shadow-sm" />

      <Markdown source={post.body} className="mt-8 text-base sm:text-[1.0625rem] [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:font-bold" />

      {post.tags.length > 0 && (
        <div className="mt-10 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-6">
          <span className="mr-1 text-sm font-semibold text-slate-700">Tags:</span>
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link to={listHref(listPath, { tag })} className="inline-flex rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800">
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}

      {post.subject && (
        <aside aria-label="The paper" className="mt-8 flex flex-col gap-4 rounded-2xl border border-slate-200 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <BookOpen aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-600" />
            <p className="text-sm text-slate-700">
              This post is about <strong className="text-ink">{post.subject.name}</strong>, {/^[AEIOU]/.test(LEVEL_LABELS[post.subject.level]) ? 'an' : 'a'} {LEVEL_LABELS[post.subject.level]} paper.
            </p>
          </div>
          <Link to={subjectPath(post.subject.name)} className="shrink-0 rounded-full bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800">
            About {post.subject.name}
          </Link>
        </aside>
      )}

      {post.authorProfile && <AuthorBox author={post.authorProfile} />}
      <PostNeighbours previous={post.previous} next={post.next} />
    </article>
  );
}

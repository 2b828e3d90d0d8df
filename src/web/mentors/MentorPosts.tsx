import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { PostCard } from '../../contracts/catalogue-schemas';
import { useFormatDate } from '../format/use-format-date';

/** A mentor's articles as a plain list: date, category, title and excerpt. */
export function MentorPosts({ posts }: { posts: PostCard[] }) {
  const formatDate = useFormatDate();
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {posts.map((post) => (
        <li key={post.slug} className="group relative p-5 hover:bg-slate-50 sm:p-6">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> · {post.category} · {post.readingMinutes} min read
          </p>
          <h3 className="mt-1.5 text-lg font-bold text-ink">
            <Link to={`/blog-detail/${encodeURIComponent(post.slug)}`} className="after:absolute after:inset-0 group-hover:text-brand-700">
              {post.title}
            </Link>
          </h3>
          <p className="mt-1 line-clamp-2 text-sm leading-6 text-slate-600">{post.excerpt}</p>
          <span aria-hidden="true" className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
            Read the article <ArrowRight className="h-4 w-4 transition group-hover:translate-x-1" />
          </span>
        </li>
      ))}
    </ul>
  );
}

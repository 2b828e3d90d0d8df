import { Link } from 'react-router';
import type { PostCard } from '../../contracts/catalogue-schemas';
import { useFormatDate } from '../format/use-format-date';

/** A post in a short list (home, subject pages): category, title, excerpt, date and reading time. */
export function PostTeaser({ post }: { post: PostCard }) {
  const formatDate = useFormatDate();
  return (
    <Link to={`/blog-detail/${post.slug}`} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 transition hover:border-brand-300 hover:shadow-md">
      <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{post.category}</span>
      <span className="mt-2 block font-bold text-ink">{post.title}</span>
      <span className="mt-2 block flex-1 text-sm leading-6 text-slate-600">{post.excerpt}</span>
      <span className="mt-3 block text-xs text-slate-500">
        {post.author ? `${post.author.name} · ` : ''}
        {formatDate(post.publishedAt)} · {post.readingMinutes} min read
      </span>
    </Link>
  );
}

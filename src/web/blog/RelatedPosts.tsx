import type { PostCard as Post } from '../../contracts/catalogue-schemas';
import { PostCard } from './PostCard';

const SHOWN = 3;

/**
 * Under the article: the related posts (same category or tags), topped up
 * with the latest posts when fewer than three are related, so the reader
 * always has somewhere to go next. The heading says which it is.
 */
export function RelatedPosts({ slug, related, recent = [], narrow = false }: { slug: string; related: Post[]; recent?: Post[]; narrow?: boolean }) {
  const taken = new Set([slug, ...related.map((p) => p.slug)]);
  const posts = [...related, ...recent.filter((p) => !taken.has(p.slug))].slice(0, SHOWN);
  if (posts.length === 0) return null;
  const onlyRelated = posts.every((p) => related.includes(p));
  return (
    <section aria-labelledby="related-posts-title" className="mt-16 border-t border-slate-200 pt-12">
      <h2 id="related-posts-title" className="text-2xl font-bold text-ink">
        {onlyRelated ? 'Related posts' : 'Keep reading'}
      </h2>
      <div className={`mt-6 grid gap-6 sm:grid-cols-2 ${narrow ? 'xl:grid-cols-3' : 'lg:grid-cols-3'}`}>
        {posts.map((post) => (
          <PostCard key={post.slug} post={post} />
        ))}
      </div>
    </section>
  );
}

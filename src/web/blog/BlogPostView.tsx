import { Link, Navigate, useLocation, useParams } from 'react-router';
import { subjectPath } from '../../contracts/subjects';
import { ApiError } from '../api/client';
import { useBlogSidebar, usePost } from './blog-api';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { BlogSidebar } from './BlogSidebar';
import { PostArticle } from './PostArticle';
import { PostMissing } from './PostMissing';
import { RelatedPosts } from './RelatedPosts';
import { BlogLinksContext, listHref, readFromList, type BlogLinks } from './blog-links';

export type PostSidebar = 'none' | 'left' | 'right';

const DETAIL_PATHS: Record<PostSidebar, string> = {
  none: '/blog-detail',
  left: '/blog-detail-left-sidebar',
  right: '/blog-detail-right-sidebar',
};

const PILL = 'inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-bold uppercase tracking-wider text-accent-300 ring-1 ring-white/15 hover:bg-white/20';

/**
 * A post in one of the three detail layouts. The bare route shows the
 * latest post. Links lead back to the list the post was opened from (carried
 * in the history entry), or to the blog's main list.
 */
export function BlogPostView({ sidebar }: { sidebar: PostSidebar }) {
  const { slug } = useParams();
  const location = useLocation();
  const fromList = readFromList(location.state);
  const links: BlogLinks = { listPath: fromList?.split('?')[0] ?? '/blog-left-sidebar', detailPath: DETAIL_PATHS[sidebar] };
  const backTo = fromList ?? links.listPath;

  const side = useBlogSidebar();
  const latest = side.data?.recent[0]?.slug;
  const post = usePost(slug ?? latest);

  let content;
  if (!slug && side.isError) {
    content = (
      <PageFrame title="Blog" crumbs={[{ label: 'Blog', to: backTo }]}>
        <LoadError what="the latest post" onRetry={() => void side.refetch()} />
      </PageFrame>
    );
  } else if (!slug && side.data && !latest) {
    content = <PostMissing listHref={backTo} title="No posts yet" message="Our mentors have not published a post yet. Come back soon." />;
  } else if (post.error instanceof ApiError && post.error.status === 404) {
    content = <PostMissing listHref={backTo} />;
  } else if (post.isError) {
    content = (
      <PageFrame title="Blog" crumbs={[{ label: 'Blog', to: backTo }]}>
        <LoadError what="this post" onRetry={() => void post.refetch()} />
      </PageFrame>
    );
  } else if (!post.data) {
    content = (
      <PageFrame title="Blog" crumbs={[{ label: 'Blog', to: backTo }]}>
        <PageLoading />
      </PageFrame>
    );
  } else if (slug && post.data.slug !== slug) {
    // An old address of a renamed post: the API answered a permanent redirect, so the page moves too.
    content = <Navigate to={`${links.detailPath}/${encodeURIComponent(post.data.slug)}`} replace state={location.state} />;
  } else {
    const data = post.data;
    content = (
      <PageFrame
        title={data.title}
        intro={data.excerpt}
        description={data.excerpt}
        crumbs={[{ label: 'Blog', to: backTo }]}
        eyebrow={
          <div className="flex flex-wrap gap-2">
            <Link to={listHref(links.listPath, { category: data.category })} className={PILL}>
              {data.category}
            </Link>
            {data.subject && (
              <Link to={subjectPath(data.subject.name)} className={PILL}>
                {data.subject.name}
              </Link>
            )}
          </div>
        }
      >
        {sidebar === 'none' ? (
          <>
            <div className="mx-auto max-w-3xl">
              <PostArticle post={data} />
            </div>
            <RelatedPosts slug={data.slug} related={data.related} recent={side.data?.recent} />
          </>
        ) : (
          <div
            className={`grid gap-10 ${sidebar === 'left' ? 'lg:grid-cols-[18rem_minmax(0,1fr)] xl:grid-cols-[20rem_minmax(0,1fr)]' : 'lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_20rem]'}`}
          >
            {/* Related posts in the reading column, so on a phone they come before the sidebar. */}
            <div className={sidebar === 'left' ? 'lg:col-start-2' : ''}>
              <PostArticle post={data} />
              <RelatedPosts slug={data.slug} related={data.related} recent={side.data?.recent} narrow />
            </div>
            <aside aria-label="Blog sidebar" className={sidebar === 'left' ? 'lg:col-start-1 lg:row-start-1' : ''}>
              <BlogSidebar data={side.data} pending={side.isPending} />
            </aside>
          </div>
        )}
      </PageFrame>
    );
  }
  return <BlogLinksContext.Provider value={links}>{content}</BlogLinksContext.Provider>;
}

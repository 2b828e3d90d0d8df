import { FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { PageFrame } from '../components/PageFrame';
import { useBlogLinks } from './blog-links';

type Props = { listHref: string; title?: string; message?: string };

/** An unknown or unpublished post: say so kindly and lead back to the blog. */
export function PostMissing({ listHref, title = 'Post not found', message = 'This post may have been moved or taken down, or the address has a typo. The rest of the blog is still here.' }: Props) {
  const { detailPath } = useBlogLinks();
  return (
    <PageFrame title={title} intro="Study advice, exam technique and news for CA candidates." crumbs={[{ label: 'Blog', to: listHref }]}>
      <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <FileQuestion aria-hidden="true" className="mx-auto h-12 w-12 text-brand-600" />
        <p className="mt-4 text-lg font-semibold text-ink">{message}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={listHref} className="rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-800">
            Back to the blog
          </Link>
          <Link to={detailPath} className="rounded-full px-5 py-2.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50">
            Read the latest post
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}

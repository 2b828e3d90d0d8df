import { Plus, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { formatDate } from '../../../format/dates';
import { useAdmin } from '../../admin-context';
import { AdminHeading, Badge } from '../../ui';
import { useListAddress } from '../../use-list-address';
import { StudioNav } from '../StudioNav';
import { postsApi } from '../content/content-api';
import { errorText, Field, INPUT, PRIMARY, StatusTabs } from '../content/parts';

const STATUSES = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'published', label: 'Published' },
  { value: 'deleted', label: 'Deleted' },
] as const;
type Status = (typeof STATUSES)[number]['value'];

/** Blog posts: search, filter by status (kept in the address), start a new draft. */
export default function PostsScreen() {
  const { basePath } = useAdmin();
  const navigate = useNavigate();
  const { params, q, search, setSearch, update } = useListAddress();
  const status = (STATUSES.find((s) => s.value === params.get('status'))?.value ?? 'all') as Status;
  const list = postsApi.useList(status, q);
  const { create } = postsApi.useMutations();
  const [title, setTitle] = useState('');

  const start = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ title }, { onSuccess: (post) => navigate(`${basePath}/studio/posts/${post.id}`) });
  };

  return (
    <>
      <PageMeta title="Blog posts · Studio" />
      <AdminHeading title="Blog posts" intro="Write posts in Markdown, give them a cover and an author, and publish them to the blog when they are ready." />
      <div className="mt-6">
        <StudioNav />
      </div>
      <form onSubmit={start} className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_auto] md:items-end">
        <Field id="new-post-title" label="New post" hint="A title is enough to start; the address is made from it." error={create.isError ? errorText(create.error) : undefined}>
          <input id="new-post-title" className={INPUT} value={title} maxLength={200} required onChange={(e) => setTitle(e.target.value)} placeholder="Title of the post" />
        </Field>
        <button type="submit" className={`${PRIMARY} md:mb-5`} disabled={create.isPending || !title.trim()}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Start a draft
        </button>
      </form>
      <div className="mt-6 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <StatusTabs label="Show" value={status} options={[...STATUSES]} onChange={(value) => update({ status: value === 'all' ? '' : value })} />
        <div className="relative md:w-72">
          <label htmlFor="post-search" className="sr-only">
            Search posts
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
          <input id="post-search" type="search" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} placeholder="Search posts" className={`${INPUT} pl-9`} />
        </div>
      </div>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <LoadError what="the posts" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center font-semibold text-ink">{q || status !== 'all' ? 'No post matches.' : 'No posts yet.'}</p>
      ) : (
        <ul className={`mt-4 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm ${list.isFetching ? 'opacity-70' : ''}`}>
          {list.data.map((post) => (
            <li key={post.id} className="flex flex-col gap-1 px-5 py-4 md:flex-row md:items-center md:justify-between">
              <div className="min-w-0">
                <Link to={`${basePath}/studio/posts/${post.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                  {post.title}
                </Link>
                <p className="text-sm text-slate-500">
                  {post.category}
                  {post.authorName ? ` · ${post.authorName}` : ''}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
                {post.deletedAt ? <Badge tone="red">Deleted</Badge> : post.status === 'published' ? <Badge tone="green">Published</Badge> : <Badge tone="slate">Draft</Badge>}
                {post.updatedAt && (
                  <span>
                    Updated <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

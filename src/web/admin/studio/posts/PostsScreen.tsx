import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { StudioPostRow } from '../../../../contracts/studio-content-schemas';
import { errorText } from '../../../api/error-text';
import { PageMeta } from '../../../components/PageMeta';
import { formatDate } from '../../../format/dates';
import { useAdmin } from '../../admin-context';
import { AdminHeading } from '../../ui/AdminHeading';
import { Badge } from '../../ui/Badge';
import { DataTable, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { Loaded } from '../../ui/Loaded';
import { SearchBox } from '../../ui/SearchBox';
import { StatusTabs } from '../../ui/StatusTabs';
import { useListAddress } from '../../use-list-address';
import { postsApi } from '../content/content-api';
import { StartForm } from '../StartForm';
import { StudioNav } from '../StudioNav';

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

  const columns: Column<StudioPostRow>[] = [
    {
      header: 'Post',
      cell: (post) => (
        <>
          <Link to={`${basePath}/studio/posts/${post.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
          <span className="block text-slate-500">
            {post.category}
            {post.authorName ? ` · ${post.authorName}` : ''}
          </span>
        </>
      ),
    },
    {
      header: 'Status',
      cell: (post) => (post.deletedAt ? <Badge tone="red">Deleted</Badge> : post.status === 'published' ? <Badge tone="green">Published</Badge> : <Badge tone="slate">Draft</Badge>),
    },
    {
      header: 'Updated',
      phoneLabel: 'Updated',
      phoneHidden: (post) => !post.updatedAt,
      className: 'text-slate-600 @min-[40rem]:whitespace-nowrap',
      cell: (post) => post.updatedAt && <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>,
    },
  ];

  return (
    <>
      <PageMeta title="Blog posts · Studio" />
      <AdminHeading title="Blog posts" intro="Write posts in Markdown, give them a cover and an author, and publish them to the blog when they are ready." />
      <div className="mt-6">
        <StudioNav />
      </div>
      <StartForm
        id="new-post-title"
        label="New post"
        hint="A title is enough to start; the address is made from it."
        placeholder="Title of the post"
        maxLength={200}
        value={title}
        onChange={setTitle}
        error={create.isError ? errorText(create.error) : undefined}
        busy={create.isPending}
        icon={Plus}
        action="Start a draft"
        onSubmit={start}
      />
      <div className="mt-6 flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
        <StatusTabs label="Show" value={status} tabs={STATUSES} onChange={(value) => update({ status: value === 'all' ? '' : value })} />
        <SearchBox id="post-search" label="Search posts" value={search} onChange={setSearch} className="md:w-72" />
      </div>
      <Loaded query={list} what="the posts">
        {(data) =>
          data.length === 0 ? (
            <EmptyState>{q || status !== 'all' ? 'No post matches.' : 'No posts yet.'}</EmptyState>
          ) : (
            <DataTable caption="Blog posts" className="mt-4" columns={columns} rows={data} rowKey={(post) => post.id} busy={list.isFetching} />
          )
        }
      </Loaded>
    </>
  );
}

import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { IMAGE_SIZES } from '../../../../contracts/images';
import type { StudioPost } from '../../../../contracts/studio-content-schemas';
import { ApiError } from '../../../api/client';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { AdminHeading, Badge, Panel } from '../../ui';
import { MarkdownEditor } from '../MarkdownEditor';
import { postsApi, useContentOptions, type PostAction } from '../content/content-api';
import { EditorStatus } from '../content/EditorStatus';
import { ConfirmAction, ConflictNotice, described, DraftNotice, Field, IMAGE_RULES, ImageUpload, INPUT, PRIMARY, TEXTAREA } from '../content/parts';
import { useEditor } from '../content/use-editor';

type PostForm = {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  authorId: number | null;
  subjectId: number | null;
  category: string;
  /** Comma-separated, as typed. */
  tags: string;
  coverMediaId: number | null;
  coverUrl: string | null;
};

const toForm = (p: StudioPost): PostForm => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  body: p.body,
  authorId: p.authorId,
  subjectId: p.subjectId,
  category: p.category,
  tags: p.tags.join(', '),
  coverMediaId: p.coverMediaId,
  coverUrl: p.cover?.url ?? null,
});

const toSave = ({ coverUrl: _cover, tags, ...form }: PostForm, version: number) => ({
  ...form,
  version,
  tags: tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean),
});

/** One post: every field, the cover, the Markdown body with images, and publishing. */
export default function PostEditorScreen() {
  const id = Number(useParams().id);
  const post = postsApi.useOne(id);
  const { save, act } = postsApi.useMutations(id);
  const options = useContentOptions();
  const { basePath } = useAdmin();
  const editor = useEditor({
    draftKey: `post:${id}`,
    item: post.data,
    toForm,
    save: (form, version) => save.mutateAsync(toSave(form, version)),
    refetch: () => post.refetch(),
  });

  if (post.error instanceof ApiError && post.error.status === 404) return <LoadError what="this post (it does not exist)" onRetry={() => void post.refetch()} />;
  if (post.isError) return <LoadError what="this post" onRetry={() => void post.refetch()} />;
  if (!post.data || !editor.form) return <PageLoading />;

  const item = post.data;
  const form = editor.form;
  const { errors, draft } = editor;
  const set = <K extends keyof PostForm>(key: K, value: PostForm[K]) => editor.set((f) => ({ ...f, [key]: value }));
  const run = (action: PostAction, done: string) => editor.act(() => act.mutateAsync({ action, version: item.version }), done);
  const deleted = item.deletedAt !== null;

  return (
    <>
      <PageMeta title={`${form.title || 'Post'} · Studio`} />
      <Link to={`${basePath}/studio/posts`} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All posts
      </Link>
      <AdminHeading title={form.title || 'Untitled post'}>
        <span className="flex flex-wrap items-center gap-2">
          {deleted ? <Badge tone="red">Deleted</Badge> : item.status === 'published' ? <Badge tone="green">Published</Badge> : <Badge tone="slate">Draft</Badge>}
          {item.status === 'published' && (
            <a href={item.publicPath} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
              View on the blog <ExternalLink aria-hidden="true" className="h-4 w-4" />
            </a>
          )}
        </span>
      </AdminHeading>

      <div className="mt-4 space-y-3">
        {editor.conflict && <ConflictNotice what="post" onReload={() => void editor.reload()} />}
        {draft.restoredFromDraft && <DraftNotice stale={draft.draftIsStale} savedAt={draft.draftSavedAt} onDiscard={draft.discardDraft} />}
      </div>

      <form
        className="mt-4 grid gap-6 lg:grid-cols-[1fr_20rem]"
        onSubmit={(e) => {
          e.preventDefault();
          void editor.submit();
        }}
      >
        <div className="space-y-5">
          <Panel>
            <div className="space-y-4">
              <Field id="post-title" label="Title" error={errors.title}>
                <input {...described('post-title', undefined, errors.title)} className={INPUT} value={form.title} maxLength={200} onChange={(e) => set('title', e.target.value)} disabled={deleted} />
              </Field>
              <Field id="post-slug" label="Address" hint={`The post's page: /blog-detail/${form.slug}. Changing it after publishing keeps the old address working.`} error={errors.slug}>
                <input {...described('post-slug', 'hint', errors.slug)} className={INPUT} value={form.slug} maxLength={80} onChange={(e) => set('slug', e.target.value)} disabled={deleted} />
              </Field>
              <Field id="post-excerpt" label="Excerpt" hint="One or two sentences for lists and search engines." error={errors.excerpt}>
                <textarea {...described('post-excerpt', 'hint', errors.excerpt)} className={TEXTAREA} rows={3} maxLength={500} value={form.excerpt} onChange={(e) => set('excerpt', e.target.value)} disabled={deleted} />
              </Field>
            </div>
          </Panel>
          <Panel>
            <MarkdownEditor id="post-body" label="Body" value={form.body} onChange={(body) => set('body', body)} error={errors.body} hint="Markdown: headings, lists, tables, links and images." minRows={18} />
            <div className="mt-3">
              <ImageUpload
                label="Picture for the body"
                hint={`Uploads a picture and adds it at the end of the body; move the line where it belongs. ${IMAGE_RULES}`}
                previewUrl={null}
                previewClass=""
                onUploaded={(media) => set('body', `${form.body.replace(/\s*$/, '')}\n\n![Describe the picture](${media.markdownUrl})\n`)}
              />
            </div>
          </Panel>
        </div>

        <div className="space-y-5">
          <Panel title="Publishing">
            <div className="space-y-3">
              <EditorStatus message={editor.message} dirty={draft.dirty} />
              <button type="submit" className={`${PRIMARY} w-full`} disabled={editor.saving || deleted || !draft.dirty}>
                {editor.saving ? 'Saving…' : 'Save'}
              </button>
              {!deleted && item.status === 'draft' && (
                <ConfirmAction label="Publish" question="Publish this post on the blog now?" disabled={draft.dirty} pending={act.isPending} onConfirm={() => void run('publish', 'Published: the post is on the blog.')} />
              )}
              {!deleted && item.status === 'published' && (
                <ConfirmAction label="Unpublish" question="Take this post off the blog?" disabled={draft.dirty} pending={act.isPending} onConfirm={() => void run('unpublish', 'Unpublished: the post is a draft again.')} />
              )}
              {draft.dirty && !deleted && <p className="text-xs text-slate-600">Save your changes before publishing or unpublishing.</p>}
              {deleted ? (
                <ConfirmAction label="Restore" question="Restore this post as a draft?" pending={act.isPending} onConfirm={() => void run('restore', 'Restored as a draft.')} />
              ) : (
                <ConfirmAction label="Delete" danger question="Delete this post? It leaves the blog; you can restore it later." disabled={draft.dirty} pending={act.isPending} onConfirm={() => void run('delete', 'Deleted. Restore it from the deleted posts.')} />
              )}
              <p className="text-xs text-slate-600">Reading time: about {item.readingMinutes} min{item.publishedAt ? ` · first published ${new Date(item.publishedAt).toLocaleDateString()}` : ''}</p>
            </div>
          </Panel>
          <Panel title="Details">
            <div className="space-y-4">
              <Field id="post-author" label="Author" error={errors.authorId}>
                <select {...described('post-author', undefined, errors.authorId)} className={INPUT} value={form.authorId ?? ''} onChange={(e) => set('authorId', e.target.value ? Number(e.target.value) : null)}>
                  <option value="">No author</option>
                  {options.data?.mentors.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="post-paper" label="Paper" error={errors.subjectId}>
                <select {...described('post-paper', undefined, errors.subjectId)} className={INPUT} value={form.subjectId ?? ''} onChange={(e) => set('subjectId', e.target.value ? Number(e.target.value) : null)}>
                  <option value="">No paper</option>
                  {options.data?.subjects.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="post-category" label="Category" error={errors.category}>
                <input {...described('post-category', undefined, errors.category)} className={INPUT} value={form.category} maxLength={60} onChange={(e) => set('category', e.target.value)} />
              </Field>
              <Field id="post-tags" label="Tags" hint="Separated by commas, at most 10." error={errors.tags}>
                <input {...described('post-tags', 'hint', errors.tags)} className={INPUT} value={form.tags} onChange={(e) => set('tags', e.target.value)} />
              </Field>
              <ImageUpload
                label="Cover"
                hint={`Shown on the blog at ${IMAGE_SIZES.post.width}×${IMAGE_SIZES.post.height}, cut to fit. ${IMAGE_RULES} Without one, a cover is drawn from the title.`}
                previewUrl={form.coverUrl}
                previewClass="aspect-[40/21] w-full max-w-72"
                onUploaded={(media) => editor.set((f) => ({ ...f, coverMediaId: media.id, coverUrl: media.url.replace('/w800.', '/cover.') }))}
                onRemove={() => editor.set((f) => ({ ...f, coverMediaId: null, coverUrl: null }))}
              />
              {errors.coverMediaId && <p className="text-sm font-semibold text-red-700">{errors.coverMediaId}</p>}
            </div>
          </Panel>
        </div>
      </form>
    </>
  );
}

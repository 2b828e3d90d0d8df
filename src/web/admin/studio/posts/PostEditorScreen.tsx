import { useParams } from 'react-router';
import { IMAGE_SIZES } from '../../../../contracts/images';
import type { StudioPost } from '../../../../contracts/studio-content-schemas';
import { ApiError } from '../../../api/client';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { Badge } from '../../ui/Badge';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { EditorFrame } from '../../ui/EditorFrame';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Panel } from '../../ui/Panel';
import { SelectField } from '../../ui/SelectField';
import { TextArea } from '../../ui/TextArea';
import { ViewOnSite } from '../../ui/ViewOnSite';
import { postsApi, useContentOptions, type PostAction } from '../content/content-api';
import { IMAGE_RULES, ImageUpload } from '../content/ImageUpload';
import { EditorForm } from '../content/EditorForm';
import { EditorNotices } from '../content/EditorNotices';
import { useEditor } from '../content/use-editor';
import { MarkdownEditor } from '../MarkdownEditor';

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
  if (post.isError) return <LoadError what="this post" error={post.error} onRetry={() => void post.refetch()} />;
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
      <EditorFrame
        back={{ to: `${basePath}/studio/posts`, label: 'All posts' }}
        title={form.title || 'Untitled post'}
        status={deleted ? <Badge tone="red">Deleted</Badge> : item.status === 'published' ? <Badge tone="green">Published</Badge> : <Badge tone="slate">Draft</Badge>}
        actions={item.status === 'published' && <ViewOnSite href={item.publicPath}>View on the blog</ViewOnSite>}
        notices={<EditorNotices editor={editor} what="post" />}
      >
        <EditorForm editor={editor} locked={deleted}>
          <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
            <div className="space-y-5">
              <Panel>
                <div className="space-y-4">
                  <Field id="post-title" label="Title" error={errors.title}>
                    <Input value={form.title} maxLength={200} onChange={(e) => set('title', e.target.value)} disabled={deleted} />
                  </Field>
                  <Field id="post-slug" label="Address" hint={`The post's page: /blog-detail/${form.slug}. Changing it after publishing keeps the old address working.`} error={errors.slug}>
                    <Input value={form.slug} maxLength={80} onChange={(e) => set('slug', e.target.value)} disabled={deleted} />
                  </Field>
                  <Field id="post-excerpt" label="Excerpt" hint="One or two sentences for lists and search engines." error={errors.excerpt}>
                    <TextArea rows={3} maxLength={500} value={form.excerpt} onChange={(e) => set('excerpt', e.target.value)} disabled={deleted} />
                  </Field>
                </div>
              </Panel>
              <Panel>
                <MarkdownEditor
                  id="post-body"
                  label="Body"
                  value={form.body}
                  onChange={(body) => set('body', body)}
                  error={errors.body}
                  hint="Markdown: headings, lists, tables, links and images."
                  minRows={18}
                />
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
                <div className="flex flex-wrap gap-2">
                  {/* One button whose action follows the post's state, so a press that changes the state keeps the focus. */}
                  {!deleted &&
                    (item.status === 'draft' ? (
                      <ConfirmAction
                        key="publishing"
                        label="Publish"
                        question="Publish this post on the blog now?"
                        disabled={draft.dirty || act.isPending}
                        onConfirm={() => run('publish', 'Published: the post is on the blog.')}
                      />
                    ) : (
                      <ConfirmAction
                        key="publishing"
                        label="Unpublish"
                        question="Take this post off the blog?"
                        disabled={draft.dirty || act.isPending}
                        onConfirm={() => run('unpublish', 'Unpublished: the post is a draft again.')}
                      />
                    ))}
                  {deleted ? (
                    <ConfirmAction key="keeping" label="Restore" question="Restore this post as a draft?" disabled={act.isPending} onConfirm={() => run('restore', 'Restored as a draft.')} />
                  ) : (
                    <ConfirmAction
                      key="keeping"
                      label="Delete"
                      variant="secondary-danger"
                      danger
                      question="Delete this post? It leaves the blog; you can restore it later."
                      disabled={draft.dirty || act.isPending}
                      onConfirm={() => run('delete', 'Deleted. Restore it from the deleted posts.')}
                    />
                  )}
                </div>
                <div className="mt-3 space-y-2">
                  {draft.dirty && !deleted && <p className="text-xs text-slate-600">Save your changes before publishing or unpublishing.</p>}
                  <p className="text-xs text-slate-600">
                    Reading time: about {item.readingMinutes} min{item.publishedAt ? ` · first published ${new Date(item.publishedAt).toLocaleDateString()}` : ''}
                  </p>
                </div>
              </Panel>
              <Panel title="Details">
                <div className="space-y-4">
                  <SelectField
                    id="post-author"
                    label="Author"
                    error={errors.authorId}
                    value={form.authorId ?? ''}
                    choices={[['', 'No author'], ...(options.data?.mentors.map((m) => [m.id, m.name] as const) ?? [])]}
                    onChange={(value) => set('authorId', value ? Number(value) : null)}
                  />
                  <SelectField
                    id="post-paper"
                    label="Paper"
                    error={errors.subjectId}
                    value={form.subjectId ?? ''}
                    choices={[['', 'No paper'], ...(options.data?.subjects.map((s) => [s.id, s.name] as const) ?? [])]}
                    onChange={(value) => set('subjectId', value ? Number(value) : null)}
                  />
                  <Field id="post-category" label="Category" error={errors.category}>
                    <Input value={form.category} maxLength={60} onChange={(e) => set('category', e.target.value)} />
                  </Field>
                  <Field id="post-tags" label="Tags" hint="Separated by commas, at most 10." error={errors.tags}>
                    <Input value={form.tags} onChange={(e) => set('tags', e.target.value)} />
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
          </div>
        </EditorForm>
      </EditorFrame>
    </>
  );
}

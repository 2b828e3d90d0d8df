import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { StudioPage } from '../../../../contracts/studio-content-schemas';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { AdminHeading, Panel } from '../../ui';
import { MarkdownEditor } from '../MarkdownEditor';
import { usePage, useSavePage } from '../content/content-api';
import { EditorStatus } from '../content/EditorStatus';
import { ConflictNotice, described, DraftNotice, Field, INPUT, PRIMARY, TEXTAREA } from '../content/parts';
import { useEditor } from '../content/use-editor';

type PageForm = { title: string; summary: string; body: string };
const toForm = (p: StudioPage): PageForm => ({ title: p.title, summary: p.summary, body: p.body });

/** One content page: its title, summary and Markdown body. */
export default function PageEditorScreen() {
  const slug = useParams().slug ?? '';
  const page = usePage(slug);
  const save = useSavePage(slug);
  const { basePath } = useAdmin();
  const editor = useEditor({ draftKey: `page:${slug}`, item: page.data, toForm, save: (form, version) => save.mutateAsync({ ...form, version }), refetch: () => page.refetch() });

  if (page.isError) return <LoadError what="this page" onRetry={() => void page.refetch()} />;
  if (!page.data || !editor.form) return <PageLoading />;
  const form = editor.form;
  const { errors, draft } = editor;
  const set = <K extends keyof PageForm>(key: K, value: PageForm[K]) => editor.set((f) => ({ ...f, [key]: value }));

  return (
    <>
      <PageMeta title={`${form.title || 'Page'} · Studio`} />
      <Link to={`${basePath}/studio/pages`} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All pages
      </Link>
      <AdminHeading title={form.title || 'Page'}>
        <a href={page.data.publicPath} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
          View page <ExternalLink aria-hidden="true" className="h-4 w-4" />
        </a>
      </AdminHeading>
      <div className="mt-4 space-y-3">
        {editor.conflict && <ConflictNotice what="page" onReload={() => void editor.reload()} />}
        {draft.restoredFromDraft && <DraftNotice stale={draft.draftIsStale} savedAt={draft.draftSavedAt} onDiscard={draft.discardDraft} />}
      </div>
      <form
        className="mt-4 space-y-5"
        onSubmit={(e) => {
          e.preventDefault();
          void editor.submit();
        }}
      >
        <Panel>
          <div className="space-y-4">
            <Field id="page-title" label="Title" error={errors.title}>
              <input {...described('page-title', undefined, errors.title)} className={INPUT} value={form.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />
            </Field>
            <Field id="page-summary" label="Summary" hint="Shown under the title and to search engines." error={errors.summary}>
              <textarea {...described('page-summary', 'hint', errors.summary)} className={TEXTAREA} rows={2} maxLength={500} value={form.summary} onChange={(e) => set('summary', e.target.value)} />
            </Field>
          </div>
        </Panel>
        <Panel>
          <MarkdownEditor id="page-body" label="Body" value={form.body} onChange={(body) => set('body', body)} error={errors.body} minRows={18} />
        </Panel>
        <div className="sticky bottom-0 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white/95 p-4 shadow-sm backdrop-blur">
          <EditorStatus message={editor.message} dirty={draft.dirty} />
          <button type="submit" className={PRIMARY} disabled={editor.saving || !draft.dirty}>
            {editor.saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </>
  );
}

import { ExternalLink } from 'lucide-react';
import { useParams } from 'react-router';
import type { StudioPage } from '../../../../contracts/studio-content-schemas';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { Button } from '../../ui/Button';
import { ConflictNotice } from '../../ui/ConflictNotice';
import { DraftNotice } from '../../ui/DraftNotice';
import { EditorFrame } from '../../ui/EditorFrame';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Panel } from '../../ui/Panel';
import { SaveBar } from '../../ui/SaveBar';
import { TextArea } from '../../ui/TextArea';
import { usePage, useSavePage } from '../content/content-api';
import { useEditor } from '../content/use-editor';
import { MarkdownEditor } from '../MarkdownEditor';

type PageForm = { title: string; summary: string; body: string };
const toForm = (p: StudioPage): PageForm => ({ title: p.title, summary: p.summary, body: p.body });

/** One content page: its title, summary and Markdown body. */
export default function PageEditorScreen() {
  const slug = useParams().slug ?? '';
  const page = usePage(slug);
  const save = useSavePage(slug);
  const { basePath } = useAdmin();
  const editor = useEditor({ draftKey: `page:${slug}`, item: page.data, toForm, save: (form, version) => save.mutateAsync({ ...form, version }), refetch: () => page.refetch() });

  if (page.isError) return <LoadError what="this page" error={page.error} onRetry={() => void page.refetch()} />;
  if (!page.data || !editor.form) return <PageLoading />;
  const form = editor.form;
  const { errors, draft } = editor;
  const set = <K extends keyof PageForm>(key: K, value: PageForm[K]) => editor.set((f) => ({ ...f, [key]: value }));

  return (
    <>
      <PageMeta title={`${form.title || 'Page'} · Studio`} />
      <EditorFrame
        back={{ to: `${basePath}/studio/pages`, label: 'All pages' }}
        title={form.title || 'Page'}
        actions={
          <a href={page.data.publicPath} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            View page <ExternalLink aria-hidden="true" className="h-4 w-4" />
          </a>
        }
        notices={
          <>
            {editor.conflict && <ConflictNotice what="page" onReload={() => void editor.reload()} />}
            {draft.restoredFromDraft && <DraftNotice stale={draft.draftIsStale} savedAt={draft.draftSavedAt} onDiscard={draft.discardDraft} />}
          </>
        }
      >
        <form
          noValidate
          className="mt-4 space-y-5"
          onSubmit={(e) => {
            e.preventDefault();
            void editor.submit();
          }}
        >
          <Panel>
            <div className="space-y-4">
              <Field id="page-title" label="Title" error={errors.title}>
                <Input value={form.title} maxLength={200} onChange={(e) => set('title', e.target.value)} />
              </Field>
              <Field id="page-summary" label="Summary" hint="Shown under the title and to search engines." error={errors.summary}>
                <TextArea rows={2} maxLength={500} value={form.summary} onChange={(e) => set('summary', e.target.value)} />
              </Field>
            </div>
          </Panel>
          <Panel>
            <MarkdownEditor id="page-body" label="Body" value={form.body} onChange={(body) => set('body', body)} error={errors.body} minRows={18} />
          </Panel>
          <SaveBar message={editor.status.text} tone={editor.status.tone === 'error' ? 'error' : 'normal'}>
            <Button type="submit" variant="primary" busy={editor.saving} busyLabel="Saving…" disabled={!draft.dirty}>
              Save
            </Button>
          </SaveBar>
        </form>
      </EditorFrame>
    </>
  );
}

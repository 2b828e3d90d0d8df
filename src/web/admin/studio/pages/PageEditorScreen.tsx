import { useParams } from 'react-router';
import type { StudioPage } from '../../../../contracts/studio-content-schemas';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { EditorFrame } from '../../ui/EditorFrame';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { Panel } from '../../ui/Panel';
import { TextArea } from '../../ui/TextArea';
import { ViewOnSite } from '../../ui/ViewOnSite';
import { usePage, useSavePage } from '../content/content-api';
import { EditorForm } from '../content/EditorForm';
import { EditorNotices } from '../content/EditorNotices';
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
  const { errors } = editor;
  const set = <K extends keyof PageForm>(key: K, value: PageForm[K]) => editor.set((f) => ({ ...f, [key]: value }));

  return (
    <>
      <PageMeta title={`${form.title || 'Page'} · Studio`} />
      <EditorFrame
        back={{ to: `${basePath}/studio/pages`, label: 'All pages' }}
        title={form.title || 'Page'}
        actions={<ViewOnSite href={page.data.publicPath}>View page</ViewOnSite>}
        notices={<EditorNotices editor={editor} what="page" />}
      >
        <EditorForm editor={editor} className="mt-4 space-y-5">
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
        </EditorForm>
      </EditorFrame>
    </>
  );
}

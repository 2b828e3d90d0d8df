import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { RESOURCE_MAX_BYTES, type StudioResource } from '../../../../contracts/studio-content-schemas';
import { ApiError } from '../../../api/client';
import { errorText } from '../../../api/error-text';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { formatBytes } from '../../../format/bytes';
import { useAdmin } from '../../admin-context';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { buttonClass } from '../../ui/button-class';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { EditorFrame } from '../../ui/EditorFrame';
import { Panel } from '../../ui/Panel';
import { replaceResourceFile, resourcesApi, useContentOptions, type RemovalAction } from '../content/content-api';
import { EditorForm } from '../content/EditorForm';
import { EditorNotices } from '../content/EditorNotices';
import { useEditor } from '../content/use-editor';
import { isEditConflict } from '../edit-conflict';
import { FILE_ACCEPT, ResourceFields, type ResourceForm } from './ResourceFields';

const toForm = (r: StudioResource): ResourceForm => ({ title: r.title, description: r.description, subjectId: r.subjectId, access: r.access, courseId: r.courseId });

/** One downloadable file: what it is, who may download it, the file itself (replaced at the same address), delete and restore. */
export default function ResourceEditorScreen() {
  const id = Number(useParams().id);
  const resource = resourcesApi.useOne(id);
  const { save, act, settle } = resourcesApi.useMutations(id);
  const options = useContentOptions();
  const { basePath } = useAdmin();
  const editor = useEditor({
    draftKey: `resource:${id}`,
    item: resource.data,
    toForm,
    save: (form, version) => save.mutateAsync({ ...form, subjectId: form.subjectId ?? 0, courseId: form.access === 'public' ? null : form.courseId, version }),
    refetch: () => resource.refetch(),
  });
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [fileMessage, setFileMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  if (resource.error instanceof ApiError && resource.error.status === 404) return <LoadError what="this file (it does not exist)" onRetry={() => void resource.refetch()} />;
  if (resource.isError) return <LoadError what="this file" error={resource.error} onRetry={() => void resource.refetch()} />;
  if (!resource.data || !editor.form) return <PageLoading />;
  const item = resource.data;
  const form = editor.form;
  const { draft } = editor;
  const deleted = item.deletedAt !== null;
  const run = (action: RemovalAction, done: string) => editor.act(() => act.mutateAsync({ action, version: item.version }), done);

  const replace = async () => {
    if (!file) return setFileMessage({ tone: 'error', text: 'Choose the new file first.' });
    if (file.size > RESOURCE_MAX_BYTES) return setFileMessage({ tone: 'error', text: 'The file must be 20 MB or smaller.' });
    setFileMessage(null);
    setProgress(0);
    try {
      settle(await replaceResourceFile(id, item.version, file, setProgress));
      setFile(null);
      setFileMessage({ tone: 'ok', text: 'File replaced: the download address is unchanged.' });
    } catch (caught) {
      setFileMessage({ tone: 'error', text: isEditConflict(caught) ? 'Another admin changed this file since you opened it. Reload the page and try again.' : errorText(caught) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <PageMeta title={`${form.title || 'File'} · Studio`} />
      <EditorFrame
        back={{ to: `${basePath}/studio/resources`, label: 'All files' }}
        title={form.title || 'File'}
        status={deleted && <Badge tone="red">Deleted</Badge>}
        notices={<EditorNotices editor={editor} what="file" />}
      >
        <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_20rem]">
          <EditorForm editor={editor} locked={deleted} className="space-y-6">
            <Panel>
              <ResourceFields form={form} set={(change) => editor.set((f) => ({ ...f, ...change }))} options={options.data} errors={editor.errors} prefix="resource" />
            </Panel>
          </EditorForm>
          <div className="space-y-5">
            <Panel title="The file">
              <p className="break-all text-sm text-slate-700">
                {item.fileName} · {formatBytes(item.sizeBytes)}
              </p>
              {!deleted && (
                <a href={item.downloadUrl} className={`${buttonClass()} mt-3`}>
                  <Download aria-hidden="true" className="h-4 w-4" /> Download
                </a>
              )}
              {!deleted && (
                <div className="mt-4 space-y-2">
                  <label htmlFor="replace-file" className="block text-sm font-semibold text-ink">
                    Replace with a new file
                  </label>
                  <input id="replace-file" type="file" accept={FILE_ACCEPT} onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="block w-full text-sm" />
                  <Button icon={Upload} busy={progress !== null} disabled={draft.dirty} onClick={() => void replace()}>
                    Replace file
                  </Button>
                  {draft.dirty && <p className="text-xs text-slate-600">Save your changes first.</p>}
                  {progress !== null && (
                    <progress value={progress} max={1} className="block w-full" aria-label="Upload progress">
                      {Math.round(progress * 100)}%
                    </progress>
                  )}
                  <p aria-live="polite" className={`text-sm ${fileMessage?.tone === 'error' ? 'font-semibold text-red-700' : 'text-slate-700'}`}>
                    {fileMessage?.text}
                  </p>
                </div>
              )}
            </Panel>
            <Panel title="On the site">
              {deleted ? (
                <ConfirmAction key="keeping" label="Restore" question="Put this file back on the resources page?" disabled={act.isPending} onConfirm={() => run('restore', 'Restored.')} />
              ) : (
                <ConfirmAction
                  key="keeping"
                  label="Delete"
                  variant="secondary-danger"
                  danger
                  question="Delete this file? It leaves the resources page; you can restore it."
                  disabled={draft.dirty || act.isPending}
                  onConfirm={() => run('delete', 'Deleted.')}
                />
              )}
            </Panel>
          </div>
        </div>
      </EditorFrame>
    </>
  );
}

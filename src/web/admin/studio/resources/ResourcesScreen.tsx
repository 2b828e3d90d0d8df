import { Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RESOURCE_MAX_BYTES, type StudioResource } from '../../../../contracts/studio-content-schemas';
import { errorText } from '../../../api/error-text';
import { PageMeta } from '../../../components/PageMeta';
import { formatBytes } from '../../../format/bytes';
import { useAdmin } from '../../admin-context';
import { AdminHeading } from '../../ui/AdminHeading';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { DataTable, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { serverFieldErrors } from '../../ui/field-errors';
import { Loaded } from '../../ui/Loaded';
import { Panel } from '../../ui/Panel';
import { StatusTabs } from '../../ui/StatusTabs';
import { resourcesApi, useContentOptions } from '../content/content-api';
import { StudioNav } from '../StudioNav';
import { FILE_ACCEPT, ResourceFields, type ResourceForm } from './ResourceFields';

const STATUSES = [
  { value: 'active', label: 'Files' },
  { value: 'deleted', label: 'Deleted' },
] as const;
const EMPTY: ResourceForm = { title: '', description: '', subjectId: null, access: 'public', courseId: null };

/** Downloadable files: upload a new one with what it is, and open one to edit or replace it. */
export default function ResourcesScreen() {
  const { basePath } = useAdmin();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'deleted' ? 'deleted' : 'active';
  const list = resourcesApi.useList(status);
  const { create } = resourcesApi.useMutations();
  const options = useContentOptions();
  const [form, setForm] = useState<ResourceForm>(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'ok' | 'error'; text: string; errors?: Record<string, string> } | null>(null);
  const subjectName = (id: number) => options.data?.subjects.find((s) => s.id === id)?.name ?? '';

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setOutcome({ tone: 'error', text: 'Choose the file to upload.' });
    if (file.size > RESOURCE_MAX_BYTES) return setOutcome({ tone: 'error', text: 'The file must be 20 MB or smaller.' });
    setOutcome(null);
    setProgress(0);
    try {
      // No paper chosen is sent as 0, which the server refuses for the paper field.
      const created = await create.mutateAsync({ fields: { ...form, subjectId: form.subjectId ?? 0, fileName: file.name }, file, onProgress: setProgress });
      setForm(EMPTY);
      setFile(null);
      setOutcome({ tone: 'ok', text: `Uploaded “${created.title}”: it is on the resources page now.` });
    } catch (caught) {
      setOutcome({ tone: 'error', text: errorText(caught), errors: serverFieldErrors(caught) });
    } finally {
      setProgress(null);
    }
  };

  const columns: Column<StudioResource>[] = [
    {
      header: 'File',
      cell: (r) => (
        <>
          <Link to={`${basePath}/studio/resources/${r.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
            {r.title}
          </Link>
          <span className="block break-words text-slate-500">
            {subjectName(r.subjectId)} · {r.fileName} · {formatBytes(r.sizeBytes)}
          </span>
        </>
      ),
    },
    {
      header: 'Who may download it',
      cell: (r) => (
        <span className="flex flex-wrap gap-2">
          {r.deletedAt && <Badge tone="red">Deleted</Badge>}
          {r.access === 'enrolled' ? <Badge tone="amber">Enrolled students</Badge> : <Badge tone="green">Everyone</Badge>}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageMeta title="Resources · Studio" />
      <AdminHeading title="Resources" intro="Files students download: notes, rate tables, templates. PDF, Excel, Word, PNG or JPEG up to 20 MB." />
      <div className="mt-6">
        <StudioNav />
      </div>
      <Panel title="Upload a file" className="mt-6">
        <form onSubmit={upload} className="space-y-4">
          <ResourceFields form={form} set={(change) => setForm((f) => ({ ...f, ...change }))} options={options.data} errors={outcome?.errors ?? {}} prefix="new-resource" />
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor="new-resource-file" className="sr-only">
              File
            </label>
            <input id="new-resource-file" type="file" accept={FILE_ACCEPT} onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="text-sm" />
            <Button type="submit" variant="primary" icon={Upload} busy={progress !== null}>
              Upload
            </Button>
            {progress !== null && (
              <progress value={progress} max={1} className="w-48" aria-label="Upload progress">
                {Math.round(progress * 100)}%
              </progress>
            )}
          </div>
          <p aria-live="polite" className={`text-sm ${outcome?.tone === 'error' ? 'font-semibold text-red-700' : 'text-slate-700'}`}>
            {outcome?.text}
          </p>
        </form>
      </Panel>
      <div className="mt-6">
        <StatusTabs label="Show" value={status} tabs={STATUSES} onChange={(value) => setParams(value === 'active' ? {} : { status: value }, { replace: true })} />
      </div>
      <Loaded query={list} what="the files">
        {(data) =>
          data.length === 0 ? (
            <EmptyState>{status === 'deleted' ? 'No deleted files.' : 'No files yet.'}</EmptyState>
          ) : (
            <DataTable caption="Files" className="mt-4" columns={columns} rows={data} rowKey={(r) => r.id} busy={list.isFetching} />
          )
        }
      </Loaded>
    </>
  );
}

import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { StudioMentorRow } from '../../../../contracts/studio-content-schemas';
import { errorText } from '../../../api/error-text';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { AdminHeading } from '../../ui/AdminHeading';
import { Badge } from '../../ui/Badge';
import { DataTable, type Column } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { Loaded } from '../../ui/Loaded';
import { StatusTabs } from '../../ui/StatusTabs';
import { mentorsApi } from '../content/content-api';
import { StartForm } from '../StartForm';
import { StudioNav } from '../StudioNav';

const STATUSES = [
  { value: 'active', label: 'Mentors' },
  { value: 'deleted', label: 'Deleted' },
] as const;

/** The mentors in their order on the site, with how many courses each teaches; add one by name. */
export default function MentorsScreen() {
  const { basePath } = useAdmin();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'deleted' ? 'deleted' : 'active';
  const list = mentorsApi.useList(status);
  const { create } = mentorsApi.useMutations();
  const [name, setName] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name }, { onSuccess: (m) => navigate(`${basePath}/studio/mentors/${m.id}`) });
  };

  const columns: Column<StudioMentorRow>[] = [
    {
      header: 'Mentor',
      cell: (m) => (
        <>
          <Link to={`${basePath}/studio/mentors/${m.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
            {m.name}
          </Link>
          <span className="block text-slate-500">{m.title || 'No title yet'}</span>
        </>
      ),
    },
    { header: 'Courses', className: 'text-slate-600', cell: (m) => `${m.coursesCount} course${m.coursesCount === 1 ? '' : 's'} · position ${m.position}` },
    { header: 'Status', phoneHidden: (m) => !m.deletedAt, cell: (m) => m.deletedAt && <Badge tone="red">Deleted</Badge> },
  ];

  return (
    <>
      <PageMeta title="Mentors · Studio" />
      <AdminHeading title="Mentors" intro="Each mentor's profile, photo and papers, as shown on the mentors page, course pages and their posts." />
      <div className="mt-6">
        <StudioNav />
      </div>
      <StartForm
        id="new-mentor-name"
        label="New mentor"
        hint="Shown on the site at once, with a drawn portrait until a photo is uploaded."
        placeholder="Full name"
        maxLength={120}
        value={name}
        onChange={setName}
        error={create.isError ? errorText(create.error) : undefined}
        busy={create.isPending}
        icon={Plus}
        action="Add mentor"
        onSubmit={add}
      />
      <div className="mt-6">
        <StatusTabs label="Show" value={status} tabs={STATUSES} onChange={(value) => setParams(value === 'active' ? {} : { status: value }, { replace: true })} />
      </div>
      <Loaded query={list} what="the mentors">
        {(data) =>
          data.length === 0 ? (
            <EmptyState>{status === 'deleted' ? 'No deleted mentors.' : 'No mentors yet.'}</EmptyState>
          ) : (
            <DataTable caption="Mentors" className="mt-4" columns={columns} rows={data} rowKey={(m) => m.id} busy={list.isFetching} />
          )
        }
      </Loaded>
    </>
  );
}

import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageLoading } from '../../../components/PageLoading';
import { PageMeta } from '../../../components/PageMeta';
import { useAdmin } from '../../admin-context';
import { AdminHeading, Badge } from '../../ui';
import { StudioNav } from '../StudioNav';
import { mentorsApi } from '../content/content-api';
import { errorText, Field, INPUT, PRIMARY, StatusTabs } from '../content/parts';

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

  return (
    <>
      <PageMeta title="Mentors · Studio" />
      <AdminHeading title="Mentors" intro="Each mentor's profile, photo and papers, as shown on the mentors page, course pages and their posts." />
      <div className="mt-6">
        <StudioNav />
      </div>
      <form onSubmit={add} className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_auto] md:items-end">
        <Field id="new-mentor-name" label="New mentor" hint="Shown on the site at once, with a drawn portrait until a photo is uploaded." error={create.isError ? errorText(create.error) : undefined}>
          <input id="new-mentor-name" className={INPUT} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} placeholder="Full name" />
        </Field>
        <button type="submit" className={`${PRIMARY} md:mb-5`} disabled={create.isPending || !name.trim()}>
          <Plus aria-hidden="true" className="h-4 w-4" /> Add mentor
        </button>
      </form>
      <div className="mt-6">
        <StatusTabs label="Show" value={status} options={[...STATUSES]} onChange={(value) => setParams(value === 'active' ? {} : { status: value }, { replace: true })} />
      </div>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <LoadError what="the mentors" onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center font-semibold text-ink">{status === 'deleted' ? 'No deleted mentors.' : 'No mentors yet.'}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {list.data.map((m) => (
            <li key={m.id} className="flex flex-col gap-1 px-5 py-4 md:flex-row md:items-center md:justify-between">
              <div>
                <Link to={`${basePath}/studio/mentors/${m.id}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
                  {m.name}
                </Link>
                <p className="text-sm text-slate-500">{m.title || 'No title yet'}</p>
              </div>
              <div className="flex items-center gap-2 text-sm text-slate-600">
                {m.deletedAt && <Badge tone="red">Deleted</Badge>}
                <span>
                  {m.coursesCount} course{m.coursesCount === 1 ? '' : 's'} · position {m.position}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

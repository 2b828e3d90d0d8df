import { Link } from 'react-router';
import type { AdminUser, Role } from '../../contracts/admin-schemas';
import { useUserList } from './admin-api';
import { PageMeta } from '../components/PageMeta';
import { formatDate } from '../format/dates';
import { useAdmin } from './admin-context';
import { AdminHeading } from './ui/AdminHeading';
import { Button } from './ui/Button';
import { DataTable, type Column } from './ui/DataTable';
import { EmptyState } from './ui/EmptyState';
import { FilterBar } from './ui/FilterBar';
import { Loaded } from './ui/Loaded';
import { Pager } from './ui/Pager';
import { SearchBox } from './ui/SearchBox';
import { SelectField } from './ui/SelectField';
import { useListAddress } from './use-list-address';
import { UserBadges } from './UserBadges';
import { UserInitials } from './UserInitials';

const FILTERS = [
  {
    key: 'role',
    label: 'Role',
    options: [
      ['', 'Any role'],
      ['student', 'Students'],
      ['tutor', 'Tutors'],
      ['admin', 'Admins'],
    ],
  },
  {
    key: 'verified',
    label: 'Email',
    options: [
      ['', 'Verified or not'],
      ['yes', 'Verified'],
      ['no', 'Not verified'],
    ],
  },
  {
    key: 'banned',
    label: 'Status',
    options: [
      ['', 'Any status'],
      ['no', 'Active'],
      ['yes', 'Suspended'],
    ],
  },
] as const;

/** The user dashboard: search, filters and page live in the address, so a view can be shared or reloaded. */
export default function UsersScreen() {
  const { basePath } = useAdmin();
  const { params, q, page, search, setSearch, update, clear } = useListAddress();
  const filters = {
    q: q || undefined,
    role: (params.get('role') || undefined) as Role | undefined,
    verified: (params.get('verified') || undefined) as 'yes' | 'no' | undefined,
    banned: (params.get('banned') || undefined) as 'yes' | 'no' | undefined,
    page,
  };
  const list = useUserList(filters);

  const filtered = Boolean(q || filters.role || filters.verified || filters.banned);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const first = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const last = data ? Math.min(data.total, data.page * data.pageSize) : 0;

  const columns: Column<AdminUser>[] = [
    {
      header: 'Account',
      cell: (user) => (
        <Link to={`${basePath}/users/${user.id}`} className="flex items-center gap-3">
          <UserInitials name={user.name} />
          <span className="min-w-0">
            <span className="block truncate font-semibold text-ink hover:text-brand-700 hover:underline">{user.name}</span>
            <span className="block truncate text-slate-500">{user.email}</span>
          </span>
        </Link>
      ),
    },
    { header: 'Status', cell: (user) => <UserBadges user={user} /> },
    { header: 'Phone', cell: (user) => user.phone ?? <span className="text-slate-400">—</span>, phoneHidden: (user) => !user.phone, className: 'text-slate-600' },
    { header: 'Joined', phoneLabel: 'Joined', cell: (user) => <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>, className: 'text-slate-600' },
  ];

  return (
    <>
      <PageMeta title="Users" />
      <AdminHeading title="Users" intro="Every student, tutor and admin account. Open one to change its role, choose a tutor's papers, suspend it or sign it out." />

      <FilterBar label="Find accounts" columns="md:grid-cols-[1fr_repeat(3,11rem)]">
        <SearchBox id="user-search" label="Search by name or email" value={search} onChange={setSearch} />
        {FILTERS.map((filter) => (
          <SelectField
            key={filter.key}
            id={`filter-${filter.key}`}
            label={filter.label}
            labelHidden
            value={params.get(filter.key) ?? ''}
            choices={filter.options}
            onChange={(value) => update({ [filter.key]: value })}
          />
        ))}
      </FilterBar>

      <Loaded query={list} what="the accounts">
        {(data) =>
          data.items.length === 0 && data.total > 0 ? (
            <EmptyState action={<Button onClick={() => update({ page: '' })}>Go to the first page</Button>}>
              {data.totalCapped
                ? `There is no page ${page}: the list ends with the newest ${data.total.toLocaleString('en-IN')} accounts, on ${pages} pages. Search or filter to find others.`
                : `There is no page ${page}: ${data.total} accounts fill ${pages} page${pages === 1 ? '' : 's'}.`}
            </EmptyState>
          ) : data.items.length === 0 ? (
            <EmptyState action={filtered && <Button onClick={() => clear()}>Clear search and filters</Button>}>No accounts match{q ? ` “${q}”` : ''}.</EmptyState>
          ) : (
            <>
              <p className="mt-6 text-sm text-slate-600" aria-live="polite">
                {data.totalCapped
                  ? `Showing ${first}–${last} of more than ${data.total.toLocaleString('en-IN')} accounts. Search by name or email, or filter, to narrow them.`
                  : `Showing ${first}–${last} of ${data.total.toLocaleString('en-IN')} account${data.total === 1 ? '' : 's'}`}
              </p>
              <DataTable caption="Accounts" columns={columns} rows={data.items} rowKey={(user) => user.id} busy={list.isFetching} />
              <Pager page={page} pages={pages} onPage={(p) => update({ page: String(p) })} />
            </>
          )
        }
      </Loaded>
    </>
  );
}

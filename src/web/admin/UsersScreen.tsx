import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { Link } from 'react-router';
import { useUserList } from './admin-api';
import { LoadError } from '../components/LoadError';
import { PageLoading } from '../components/PageLoading';
import { PageMeta } from '../components/PageMeta';
import { formatDate } from '../format/dates';
import { useAdmin } from './admin-context';
import { AdminHeading, initials, UserBadges } from './ui';
import { useListAddress } from './use-list-address';

const FILTERS = [
  { key: 'role', label: 'Role', options: [['', 'Any role'], ['student', 'Students'], ['admin', 'Admins']] },
  { key: 'verified', label: 'Email', options: [['', 'Verified or not'], ['yes', 'Verified'], ['no', 'Not verified']] },
  { key: 'banned', label: 'Status', options: [['', 'Any status'], ['no', 'Active'], ['yes', 'Suspended']] },
] as const;

/** The user dashboard: search, filters and page live in the address, so a view can be shared or reloaded. */
export default function UsersScreen() {
  const { basePath } = useAdmin();
  const { params, setParams, q, page, search, setSearch, update } = useListAddress();
  const filters = {
    q: q || undefined,
    role: (params.get('role') || undefined) as 'student' | 'admin' | undefined,
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

  return (
    <>
      <PageMeta title="Users" />
      <AdminHeading title="Users" intro="Every student and admin account. Open one to change its role, suspend it or sign it out." />

      <div className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[1fr_repeat(3,11rem)]">
        <div className="relative">
          <label htmlFor="user-search" className="sr-only">
            Search by name or email
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400" />
          <input
            id="user-search"
            type="search"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search by name or email"
            className="h-11 w-full rounded-xl border border-slate-300 pl-9 pr-3 text-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
          />
        </div>
        {FILTERS.map((filter) => (
          <div key={filter.key}>
            <label htmlFor={`filter-${filter.key}`} className="sr-only">
              {filter.label}
            </label>
            <select
              id={`filter-${filter.key}`}
              value={params.get(filter.key) ?? ''}
              onChange={(e) => update({ [filter.key]: e.target.value })}
              className="h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
            >
              {filter.options.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>

      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <LoadError what="the accounts" onRetry={() => void list.refetch()} />
      ) : data && data.items.length === 0 && data.total > 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="font-semibold text-ink">There is no page {page}: {data.total} accounts fill {pages} page{pages === 1 ? '' : 's'}.</p>
          <button type="button" onClick={() => update({ page: '' })} className="mt-4 rounded-full border border-slate-300 px-5 py-2 text-sm font-semibold hover:bg-slate-50">
            Go to the first page
          </button>
        </div>
      ) : data && data.items.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="font-semibold text-ink">No accounts match{q ? ` “${q}”` : ''}.</p>
          {filtered && (
            <button
              type="button"
              onClick={() => {
                setSearch('');
                setParams(new URLSearchParams(), { replace: true });
              }}
              className="mt-4 rounded-full border border-slate-300 px-5 py-2 text-sm font-semibold hover:bg-slate-50"
            >
              Clear search and filters
            </button>
          )}
        </div>
      ) : (
        data && (
          <>
            <p className="mt-6 text-sm text-slate-600" aria-live="polite">
              Showing {first}–{last} of {data.total.toLocaleString('en-IN')} account{data.total === 1 ? '' : 's'}
            </p>
            <div className={`mt-3 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition ${list.isFetching ? 'opacity-70' : ''}`}>
              <table className="w-full text-left text-sm">
                <thead className="hidden bg-slate-50 text-xs uppercase tracking-wider text-slate-500 md:table-header-group">
                  <tr>
                    <th scope="col" className="px-5 py-3 font-semibold">
                      Account
                    </th>
                    <th scope="col" className="px-5 py-3 font-semibold">
                      Status
                    </th>
                    <th scope="col" className="px-5 py-3 font-semibold">
                      Phone
                    </th>
                    <th scope="col" className="px-5 py-3 font-semibold">
                      Joined
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.items.map((user) => (
                    <tr key={user.id} className="flex flex-col gap-2 px-5 py-4 hover:bg-slate-50 md:table-row md:p-0">
                      <td className="md:px-5 md:py-3">
                        <Link to={`${basePath}/users/${user.id}`} className="flex items-center gap-3">
                          <span aria-hidden="true" className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800">
                            {initials(user.name)}
                          </span>
                          <span className="min-w-0">
                            <span className="block truncate font-semibold text-ink hover:text-brand-700 hover:underline">{user.name}</span>
                            <span className="block truncate text-slate-500">{user.email}</span>
                          </span>
                        </Link>
                      </td>
                      <td className="md:px-5 md:py-3">
                        <UserBadges user={user} />
                      </td>
                      <td className={`text-slate-600 md:table-cell md:px-5 md:py-3 ${user.phone ? '' : 'hidden'}`}>{user.phone ?? <span className="text-slate-400">—</span>}</td>
                      <td className="text-slate-600 md:px-5 md:py-3">
                        <span className="md:hidden">Joined </span>
                        <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {pages > 1 && (
              <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-4 text-sm">
                <button
                  type="button"
                  disabled={page <= 1}
                  onClick={() => update({ page: String(page - 1) })}
                  className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-4 py-2 font-semibold disabled:opacity-40"
                >
                  <ChevronLeft aria-hidden="true" className="h-4 w-4" /> Previous
                </button>
                <span className="text-slate-600">
                  Page {page} of {pages}
                </span>
                <button
                  type="button"
                  disabled={page >= pages}
                  onClick={() => update({ page: String(page + 1) })}
                  className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-white px-4 py-2 font-semibold disabled:opacity-40"
                >
                  Next <ChevronRight aria-hidden="true" className="h-4 w-4" />
                </button>
              </nav>
            )}
          </>
        )
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useUserDetail } from './admin-api';
import { ApiError } from '../api/client';
import { LoadError } from '../components/LoadError';
import { PageLoading } from '../components/PageLoading';
import { PageMeta } from '../components/PageMeta';
import { formatDateTime, formatRelative } from '../format/dates';
import { describeDevice } from '../format/device';
import { useAdmin } from './admin-context';
import { ActivityList } from './ActivityList';
import { BanPanel, RolePanel, SessionsPanel, VerificationPanel } from './UserActions';
import { BackLink } from './ui/BackLink';
import { Panel } from './ui/Panel';
import { ROLE_LABELS, UserBadges } from './UserBadges';
import { TutorPapersPanel } from './TutorPapersPanel';
import { UserInitials } from './UserInitials';

/** One account: its details, its devices, the actions an admin can take and what admins did to it. */
export default function UserScreen() {
  const { id = '' } = useParams();
  const { basePath, me } = useAdmin();
  const detail = useUserDetail(id);
  const back = <BackLink to={`${basePath}/users`}>All users</BackLink>;

  if (detail.isPending) return <PageLoading />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) {
      return (
        <>
          {back}
          <h1 className="mt-6 text-2xl font-extrabold text-ink">No such account</h1>
          <p className="mt-2 text-slate-600">It may have been deleted, or the address is mistyped.</p>
        </>
      );
    }
    return <LoadError what="this account" error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const { user, sessions, activity } = detail.data;
  const self = user.id === me.id;

  return (
    <>
      <PageMeta title={`${user.name} · Users`} />
      {back}
      <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-center">
        <UserInitials name={user.name} large />
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{user.name}</h1>
          <p className="truncate text-slate-600">{user.email}</p>
        </div>
        <div className="sm:ml-auto">
          <UserBadges user={user} />
        </div>
      </div>
      {self && <p className="mt-4 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900">This is your own account. Another admin has to change its role or suspend it.</p>}

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <Panel title="Details">
            <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
              <Fact label="Phone">{user.phone ?? '—'}</Fact>
              <Fact label="Joined">{formatDateTime(user.createdAt)}</Fact>
              <Fact label="Email">{user.emailVerified ? 'Verified' : 'Not verified yet'}</Fact>
              <Fact label="Role">{ROLE_LABELS[user.role]}</Fact>
              {user.banned && (
                <>
                  <Fact label="Suspended because">{user.banReason ?? '—'}</Fact>
                  <Fact label="Suspended until">{user.banExpires ? formatDateTime(user.banExpires) : 'An admin lifts it'}</Fact>
                </>
              )}
              <Fact label="Account id">
                <code className="break-all text-xs">{user.id}</code>
              </Fact>
            </dl>
          </Panel>
          {user.role === 'tutor' && <TutorPapersPanel key={`papers-${user.id}`} user={user} />}
          <Panel title={`Signed in on ${sessions.length} device${sessions.length === 1 ? '' : 's'}`}>
            {sessions.length === 0 ? (
              <p className="text-sm text-slate-500">Not signed in anywhere.</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {sessions.map((s) => (
                  <li key={s.id} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
                    <span className="font-semibold text-ink">{describeDevice(s.userAgent)}</span>
                    <span className="text-slate-500">
                      {s.ipAddress ?? 'unknown address'} · active {formatRelative(s.updatedAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel title="Admin activity on this account">
            <ActivityList entries={activity} showTarget={false} />
          </Panel>
        </div>
        <div className="space-y-6">
          {/* Keyed by account: a choice made on one account never carries over to the next. */}
          <RolePanel key={`role-${user.id}`} user={user} self={self} />
          <BanPanel key={`ban-${user.id}`} user={user} self={self} />
          <VerificationPanel key={`verify-${user.id}`} user={user} outboxPath={`${basePath}/outbox`} />
          <SessionsPanel key={`sessions-${user.id}`} user={user} self={self} count={sessions.length} />
        </div>
      </div>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">{label}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  );
}

import { ArrowRight, BadgeCheck, Inbox, MailWarning, ShieldBan, Sparkles, UserCog, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useOverview } from './admin-api';
import { LoadError } from '../components/LoadError';
import { PageLoading } from '../components/PageLoading';
import { PageMeta } from '../components/PageMeta';
import { useAdmin } from './admin-context';
import { ActivityList } from './ActivityList';
import { formatRelative } from '../format/dates';
import { LaunchChecklist } from './LaunchChecklist';
import { UnreadMessages } from './UnreadMessages';
import { AdminHeading } from './ui/AdminHeading';
import { Panel } from './ui/Panel';
import { greetingName } from './greeting-name';

type Stat = { label: string; value: number; icon: ComponentType<{ className?: string }>; to: string; tone: string };

export default function OverviewScreen() {
  const { basePath, me } = useAdmin();
  const overview = useOverview();
  if (overview.isPending) return <PageLoading />;
  if (overview.isError) return <LoadError what="the overview" error={overview.error} onRetry={() => void overview.refetch()} />;
  const { users, recentActivity, contactMessages, payments, launch } = overview.data;
  const usersPath = `${basePath}/users`;

  const stats: Stat[] = [
    { label: 'Accounts', value: users.total, icon: Users, to: usersPath, tone: 'bg-brand-50 text-brand-700' },
    { label: 'Verified', value: users.verified, icon: BadgeCheck, to: `${usersPath}?verified=yes`, tone: 'bg-emerald-50 text-emerald-700' },
    { label: 'Not yet verified', value: users.unverified, icon: MailWarning, to: `${usersPath}?verified=no`, tone: 'bg-amber-50 text-amber-700' },
    { label: 'New this week', value: users.newThisWeek, icon: Sparkles, to: usersPath, tone: 'bg-sky-50 text-sky-700' },
  ];

  return (
    <>
      <PageMeta title="Admin overview" />
      <AdminHeading title={`Good to see you, ${greetingName(me.name)}`} intro="Accounts at a glance, and what admins did last." />
      <LaunchChecklist items={launch} basePath={basePath} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Account counts">
        {stats.map(({ label, value, icon: Icon, to, tone }) => (
          <li key={label}>
            <Link to={to} className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md">
              <span className={`inline-flex h-10 w-10 items-center justify-center rounded-xl ${tone}`}>
                <Icon className="h-5 w-5" />
              </span>
              <span className="mt-4 text-3xl font-extrabold tabular-nums text-ink" data-stat={label}>
                {value.toLocaleString('en-IN')}
              </span>
              <span className="mt-1 text-sm font-medium text-slate-600">{label}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <Panel title="Recent admin activity">
          <ActivityList entries={recentActivity} showTarget />
        </Panel>
        <div className="space-y-6">
          <Link
            to={`${basePath}/enrollments`}
            data-stat="Payments waiting"
            className={`group flex items-center gap-4 rounded-2xl border p-5 shadow-sm transition hover:shadow-md ${payments.waiting > 0 ? 'border-amber-200 bg-amber-50 hover:border-amber-300' : 'border-slate-200 bg-white hover:border-brand-300'}`}
          >
            <span className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${payments.waiting > 0 ? 'bg-amber-100 text-amber-800' : 'bg-brand-50 text-brand-700'}`}>
              <Inbox aria-hidden="true" className="h-5 w-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-2xl font-extrabold tabular-nums text-ink">{payments.waiting.toLocaleString('en-IN')}</span>
              <span className="block text-sm font-medium text-slate-700">
                {payments.waiting === 1 ? 'payment waiting' : 'payments waiting'}
                {payments.oldestWaitingAt && <span className="text-slate-500"> · oldest {formatRelative(payments.oldestWaitingAt)}</span>}
              </span>
            </span>
            <ArrowRight aria-hidden="true" className="h-5 w-5 text-slate-400 transition group-hover:translate-x-0.5" />
          </Link>
          <UnreadMessages messages={contactMessages} />
          <Panel title="Roles and access">
            <dl className="space-y-3 text-sm">
              <div className="flex items-center justify-between gap-4">
                <dt className="flex items-center gap-2 text-slate-600">
                  <UserCog aria-hidden="true" className="h-4 w-4" /> Admins
                </dt>
                <dd className="font-bold tabular-nums">{users.admins}</dd>
              </div>
              <div className="flex items-center justify-between gap-4">
                <dt className="flex items-center gap-2 text-slate-600">
                  <ShieldBan aria-hidden="true" className="h-4 w-4" /> Suspended
                </dt>
                <dd className="font-bold tabular-nums">{users.banned}</dd>
              </div>
            </dl>
          </Panel>
          <Link to={usersPath} className="flex items-center justify-between rounded-2xl bg-brand-800 p-5 font-semibold text-white shadow-sm hover:bg-brand-900">
            Manage users
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
        </div>
      </div>
    </>
  );
}

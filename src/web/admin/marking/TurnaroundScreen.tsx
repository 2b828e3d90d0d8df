import { Clock, FilePen, Hourglass, Inbox } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import type { Backlog, ExamTurnaround, Releases, Turnaround, TutorTurnaround } from '../../../contracts/tutor-admin-schemas';
import { PageMeta } from '../../components/PageMeta';
import { formatCount } from '../../format/count';
import { formatDate, formatDateTime } from '../../format/dates';
import { formatDuration } from '../../format/duration';
import { useMarkingTurnaround } from '../admin-api';
import { useAdmin } from '../admin-context';
import { AdminHeading } from '../ui/AdminHeading';
import { Badge } from '../ui/Badge';
import { DataTable, type Column } from '../ui/DataTable';
import { EmptyState } from '../ui/EmptyState';
import { Loaded } from '../ui/Loaded';

/**
 * Marking turnaround: what waits for tutors and how fast marks are
 * released, overall, per tutor and per exam. Figures only; tutors mark in
 * the marking area.
 */
export default function TurnaroundScreen() {
  const figures = useMarkingTurnaround();
  return (
    <>
      <PageMeta title="Marking turnaround" />
      <AdminHeading title="Marking turnaround" intro="Scripts waiting for a tutor, and how fast tutors released marks over the last 30 days." />
      <Loaded query={figures} what="the marking figures">
        {(data) => <Figures data={data} />}
      </Loaded>
    </>
  );
}

function Figures({ data }: { data: Turnaround }) {
  const { basePath } = useAdmin();
  const { backlog, releases } = data.overall;
  const window = `in the last ${data.windowDays} days`;
  const stats: { label: string; value: string; note: string; icon: ComponentType<{ className?: string }>; tone: string }[] = [
    { label: 'Awaiting a tutor', value: formatCount(backlog.awaiting), note: 'not opened and saved yet', icon: Inbox, tone: 'bg-amber-50 text-amber-700' },
    { label: 'In draft', value: formatCount(backlog.drafts), note: 'marks saved, not released', icon: FilePen, tone: 'bg-sky-50 text-sky-700' },
    {
      label: 'Oldest waiting',
      value: backlog.oldestWaitingAt ? formatDuration(ageOf(backlog.oldestWaitingAt, data.asOf)) : '—',
      note: backlog.oldestWaitingAt ? `handed in ${formatDate(backlog.oldestWaitingAt)}` : 'nothing waits',
      icon: Hourglass,
      tone: 'bg-red-50 text-red-700',
    },
    {
      label: 'Median time to release',
      value: releases.medianSeconds === null ? '—' : formatDuration(releases.medianSeconds),
      note: `${formatCount(releases.released)} released ${window}`,
      icon: Clock,
      tone: 'bg-brand-50 text-brand-700',
    },
  ];

  return (
    <>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-label="All tutor marking">
        {stats.map(({ label, value, note, icon: Icon, tone }) => (
          <li key={label} className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <span className={`inline-flex h-10 w-10 items-center justify-center rounded-xl ${tone}`}>
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <span className="mt-4 text-sm font-medium text-slate-600">{label}</span>
            <span className="mt-1 text-2xl font-extrabold tabular-nums text-ink" data-stat={label}>
              {value}
            </span>
            <span className="mt-1 text-xs text-slate-500">{note}</span>
          </li>
        ))}
      </ul>

      <section aria-labelledby="by-tutor" className="mt-10">
        <h2 id="by-tutor" className="text-lg font-bold text-ink">
          By tutor
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Waiting: every unreleased script of the tutor’s papers, so tutors sharing a paper share its scripts. Released: the scripts the tutor released {window}.
        </p>
        {data.tutors.length === 0 ? (
          <EmptyState
            action={
              <Link to={`${basePath}/users`} className="font-semibold text-brand-700 underline">
                Find the account in Users
              </Link>
            }
          >
            No tutors yet. Make an account a tutor from its page, then choose the papers it marks.
          </EmptyState>
        ) : (
          <DataTable caption={`Marking by tutor: waiting now, and released ${window}`} columns={tutorColumns(basePath, data.asOf)} rows={data.tutors} rowKey={(t) => t.userId} />
        )}
      </section>

      <section aria-labelledby="by-exam" className="mt-10">
        <h2 id="by-exam" className="text-lg font-bold text-ink">
          By exam
        </h2>
        <p className="mt-1 text-sm text-slate-600">Tutor-marked exams, and any exam with scripts still waiting or released {window}. Longest waiting first.</p>
        {data.exams.length === 0 ? (
          <EmptyState
            action={
              <Link to={`${basePath}/studio/exams`} className="font-semibold text-brand-700 underline">
                Open the exams in the studio
              </Link>
            }
          >
            No exam is tutor-marked yet. Choose tutor marking for an exam’s written answers in the studio.
          </EmptyState>
        ) : (
          <DataTable caption={`Marking by exam: waiting now, and released ${window}`} columns={examColumns(basePath, data.asOf)} rows={data.exams} rowKey={(e) => e.examId} />
        )}
      </section>
    </>
  );
}

/** Seconds from hand-in to the figures' time (the server's clock, not this computer's). */
function ageOf(handedIn: string, asOf: string): number {
  return (Date.parse(asOf) - Date.parse(handedIn)) / 1000;
}

const none = <span className="text-slate-400">—</span>;

/** The columns both tables share: waiting now, then the window's releases. */
function figureColumns<Row>(asOf: string, backlogOf: (row: Row) => Backlog | null, releasesOf: (row: Row) => Releases): Column<Row>[] {
  return [
    { header: 'Awaiting', phoneLabel: 'Awaiting', cell: (row) => count(backlogOf(row)?.awaiting), className: 'tabular-nums' },
    { header: 'In draft', phoneLabel: 'In draft', cell: (row) => count(backlogOf(row)?.drafts), className: 'tabular-nums' },
    {
      header: 'Oldest waiting',
      phoneLabel: 'Oldest waiting',
      cell: (row) => {
        const oldest = backlogOf(row)?.oldestWaitingAt ?? null;
        return oldest ? (
          <time dateTime={oldest} title={`Handed in ${formatDateTime(oldest)}`}>
            {figure(formatDuration(ageOf(oldest, asOf)))}
          </time>
        ) : (
          none
        );
      },
      className: 'whitespace-nowrap',
    },
    { header: 'Released', phoneLabel: 'Released', cell: (row) => figure(formatCount(releasesOf(row).released)), className: 'tabular-nums' },
    {
      header: 'Median to release',
      phoneLabel: 'Median to release',
      cell: (row) => {
        const median = releasesOf(row).medianSeconds;
        return median === null ? none : figure(formatDuration(median));
      },
      className: 'whitespace-nowrap',
    },
  ];
}

/** A count, or a dash where there is none to give (an admin has no papers of their own). */
function count(value: number | undefined): ReactNode {
  return value === undefined ? none : figure(formatCount(value));
}

/** A figure; on a phone, where each stands after its label, in bold so the two read apart. */
function figure(text: string): ReactNode {
  return <span className="@max-[40rem]:font-semibold @max-[40rem]:text-ink">{text}</span>;
}

function tutorColumns(basePath: string, asOf: string): Column<TutorTurnaround>[] {
  return [
    {
      header: 'Tutor',
      cell: (tutor) => (
        <div className="min-w-0">
          <Link to={`${basePath}/users/${tutor.userId}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
            {tutor.name}
          </Link>
          <span className="ml-2 inline-flex flex-wrap gap-1 align-middle">
            {tutor.role === 'admin' && <Badge tone="violet">Admin</Badge>}
            {tutor.role === 'student' && <Badge tone="slate">No longer a tutor</Badge>}
            {tutor.suspended && <Badge tone="red">Suspended</Badge>}
          </span>
          <p className="mt-0.5 text-xs text-slate-500">
            {tutor.role === 'admin'
              ? 'Marks any paper'
              : tutor.papers.length === 0
                ? tutor.role === 'tutor'
                  ? 'No papers yet'
                  : 'No papers'
                : tutor.papers.map((p) => `${p.name}${p.lead ? ' (lead)' : ''}`).join(' · ')}
          </p>
        </div>
      ),
    },
    ...figureColumns<TutorTurnaround>(
      asOf,
      (t) => t.backlog,
      (t) => t.releases,
    ),
  ];
}

function examColumns(basePath: string, asOf: string): Column<ExamTurnaround>[] {
  return [
    {
      header: 'Exam',
      cell: (exam) => (
        <div className="min-w-0">
          <Link to={`${basePath}/studio/exams/${exam.examId}`} className="font-semibold text-ink hover:text-brand-700 hover:underline">
            {exam.title}
          </Link>
          {!exam.tutorMarked && (
            <span className="ml-2 align-middle">
              <Badge tone="amber">Self-marked now</Badge>
            </span>
          )}
          <p className="mt-0.5 text-xs text-slate-500">{exam.paper.name}</p>
        </div>
      ),
    },
    ...figureColumns<ExamTurnaround>(
      asOf,
      (e) => e.backlog,
      (e) => e.releases,
    ),
  ];
}

import { Link } from 'react-router';
import { REPORT_REASON_LABELS } from '../../../../contracts/question-report-reasons';
import type { ReportGroup } from '../../../../contracts/question-report-schemas';
import { PageMeta } from '../../../components/PageMeta';
import { formatDateTime, formatRelative } from '../../../format/dates';
import { useAdmin } from '../../admin-context';
import { AdminHeading } from '../../ui/AdminHeading';
import { Badge } from '../../ui/Badge';
import { EmptyState } from '../../ui/EmptyState';
import { Loaded } from '../../ui/Loaded';
import { Pager } from '../../ui/Pager';
import { StatusTabs } from '../../ui/StatusTabs';
import { useListAddress } from '../../use-list-address';
import { KIND_LABELS } from '../questions/question-form';
import { StudioNav } from '../StudioNav';
import { useReportQueue, type QueueStatus } from './reports-api';

const TABS = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Resolved and dismissed' },
] as const;

/** "1 report", "3 reports". */
const reportsText = (n: number) => `${n} ${n === 1 ? 'report' : 'reports'}`;

/**
 * Students' reports of questions, grouped by question, the newest report
 * first: each links to the question's page, where the reports sit beside
 * its figures across exams and are resolved or dismissed. The tab and page
 * are kept in the address.
 */
export default function QuestionReportsScreen() {
  const { params, page, update } = useListAddress();
  const status: QueueStatus = params.get('status') === 'closed' ? 'closed' : 'open';
  const queue = useReportQueue(status, page);
  const data = queue.data;

  return (
    <>
      <PageMeta title="Question reports" />
      <AdminHeading title="Question reports" intro="Problems students reported from their reviews: open each question to see its figures across exams, then resolve with a reply or dismiss." />
      <div className="mt-6">
        <StudioNav />
      </div>
      <div className="mt-6">
        <StatusTabs
          label="Report status"
          value={status}
          tabs={TABS.map((tab) => ({ ...tab, count: data ? data.counts[tab.value] : null }))}
          attention="open"
          onChange={(value) => update({ status: value === 'open' ? '' : value })}
        />
      </div>
      <Loaded query={queue} what="the reports">
        {(data) =>
          data.groups.length === 0 ? (
            <EmptyState>{status === 'open' ? 'No open reports. When a student reports a problem with a question, it waits here.' : 'No report has been resolved or dismissed yet.'}</EmptyState>
          ) : (
            <>
              <p className="mt-6 text-sm text-slate-600" aria-live="polite">
                {data.total.toLocaleString('en-IN')} {data.total === 1 ? 'question' : 'questions'}, the newest report first
              </p>
              <ul aria-label="Reported questions" aria-busy={queue.isPlaceholderData} className="mt-3 space-y-3 transition aria-busy:opacity-70">
                {data.groups.map((group) => (
                  <GroupCard key={group.question.id} group={group} status={status} />
                ))}
              </ul>
              <Pager page={page} pages={Math.max(1, Math.ceil(data.total / data.pageSize))} onPage={(p) => update({ page: String(p) })} />
            </>
          )
        }
      </Loaded>
    </>
  );
}

function GroupCard({ group, status }: { group: ReportGroup; status: QueueStatus }) {
  const { basePath } = useAdmin();
  const { question } = group;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <Link to={`${basePath}/studio/questions/${question.id}#question-reports`} className="font-bold break-words text-ink hover:text-brand-700 hover:underline">
            {question.stem || `Question ${question.ref}`}
          </Link>
          <p className="mt-1 text-sm text-slate-600">
            {question.paper} · {question.ref} · {KIND_LABELS[question.kind]}
          </p>
          <ul aria-label="Why" className="mt-2 flex flex-wrap gap-1.5">
            {group.reasons.map(({ reason, count }) => (
              <li key={reason}>
                <Badge tone={reason === 'wrong_key' ? 'red' : 'slate'}>
                  {REPORT_REASON_LABELS[reason]}
                  {count > 1 ? ` × ${count}` : ''}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
        <div className="shrink-0 text-sm sm:text-right">
          <p className={`font-bold ${status === 'open' ? 'text-amber-800' : 'text-slate-700'}`}>{reportsText(group.reports)}</p>
          <p className="text-slate-600">
            {status === 'open' ? 'Latest ' : 'Closed '}
            <time dateTime={group.latestAt} title={formatDateTime(group.latestAt)}>
              {formatRelative(group.latestAt)}
            </time>
          </p>
        </div>
      </div>
    </li>
  );
}

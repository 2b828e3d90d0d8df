import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { REPORT_REASON_LABELS } from '../../../../contracts/question-report-reasons';
import type { AdminReport } from '../../../../contracts/question-report-schemas';
import { LoadError } from '../../../components/LoadError';
import { formatDateTime, formatRelative } from '../../../format/dates';
import { Badge } from '../../ui/Badge';
import { useQuestionReports } from '../reports/reports-api';
import { InsightPanel, PanelLoading } from './InsightPanel';
import { ReportActions } from './ReportActions';

/** Where the queue's links land: this panel's heading. */
export const REPORTS_ANCHOR = 'question-reports';

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelative(iso)}
    </time>
  );
}

/** Who sent a report, from which sitting and version, and what they wrote. */
function ReportBody({ report }: { report: AdminReport }) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
        {REPORT_REASON_LABELS[report.reason]}
        {report.status === 'resolved' && <Badge tone="green">Resolved</Badge>}
        {report.status === 'dismissed' && <Badge tone="slate">Dismissed</Badge>}
      </p>
      {report.details && <p className="mt-1 whitespace-pre-line break-words text-slate-800">“{report.details}”</p>}
      <p className="mt-1 text-xs text-slate-600">
        <span className="break-words">
          {report.student.name} ({report.student.email})
        </span>{' '}
        · {report.exam.title}, attempt {report.attemptNumber}, question {report.position} · version {report.revision} · <When iso={report.updatedAt} />
        {report.updatedAt !== report.createdAt && ' (edited)'}
      </p>
    </>
  );
}

/**
 * The question's reports beside its figures: the open ones, each with
 * Resolve with a reply and Dismiss, then the history. Reached from the
 * queue by the #question-reports link, whose heading takes the focus once
 * the reports are on show; after a report is closed the focus returns to
 * the heading (the report has left the list).
 */
export function QuestionReportsPanel({ questionId }: { questionId: number }) {
  const reports = useQuestionReports(questionId);
  const heading = useRef<HTMLHeadingElement>(null);
  const { hash } = useLocation();
  const loaded = reports.data !== undefined;

  useEffect(() => {
    if (!loaded || hash !== `#${REPORTS_ANCHOR}`) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [loaded, hash]);

  const data = reports.data;
  return (
    <InsightPanel id={REPORTS_ANCHOR} headingRef={heading} title="Reports from students" intro="Problems students reported from their reviews. Resolve with a reply they read there, or dismiss.">
      {reports.isPending ? (
        <PanelLoading what="the reports" />
      ) : reports.isError || !data ? (
        <LoadError what="the reports" error={reports.error} onRetry={() => void reports.refetch()} />
      ) : (
        <>
          {data.open.length === 0 ? (
            <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700">No open reports of this question.</p>
          ) : (
            <ul aria-label="Open reports" className="mt-4 space-y-3">
              {data.open.map((report) => (
                <li key={report.id} className="rounded-xl border border-amber-200 bg-amber-50/40 p-4 text-sm" data-report={report.id}>
                  <ReportBody report={report} />
                  <ReportActions report={report} onClosed={() => heading.current?.focus()} />
                </li>
              ))}
            </ul>
          )}
          {data.closedTotal > 0 && (
            <details className="mt-4 rounded-xl border border-slate-200">
              <summary className="flex min-h-11 cursor-pointer items-center px-4 text-sm font-semibold text-brand-700 hover:bg-slate-50">History: {data.closedTotal} resolved or dismissed</summary>
              <ul className="divide-y divide-slate-100 border-t border-slate-200">
                {data.closed.map((report) => (
                  <li key={report.id} className="px-4 py-3 text-sm">
                    <ReportBody report={report} />
                    {report.reply && <p className="mt-2 whitespace-pre-line break-words rounded-lg bg-brand-50 px-3 py-2 text-brand-950">Reply: {report.reply}</p>}
                    <p className="mt-1 text-xs text-slate-600">
                      {report.status === 'resolved' ? 'Resolved' : 'Dismissed'}
                      {report.closedBy ? ` by ${report.closedBy}` : ''} {report.closedAt && <When iso={report.closedAt} />}
                    </p>
                  </li>
                ))}
              </ul>
              {data.closedTotal > data.closed.length && <p className="border-t border-slate-200 px-4 py-3 text-xs text-slate-600">The latest {data.closed.length} are listed.</p>}
            </details>
          )}
        </>
      )}
    </InsightPanel>
  );
}

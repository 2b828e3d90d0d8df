import { Flag, MessageSquareReply } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { REPORT_REASON_LABELS } from '../../../contracts/question-report-reasons';
import type { StudentReport } from '../../../contracts/question-report-schemas';
import { formatDate, formatDateTime } from '../../format/dates';
import { ReportForm } from './ReportForm';
import { useMyQuestionReports } from './reports-api';

type Focus = 'note' | 'trigger' | null;

/**
 * Under a reviewed question: the student's reports of it (the open one,
 * and the replies to closed ones) and a way to report a problem, or to
 * edit the open report. After sending, the focus goes to the note saying
 * it was sent; after Cancel, back to the button that opened the form.
 */
export function QuestionReport({ attemptId, position }: { attemptId: string; position: number }) {
  const reports = useMyQuestionReports(attemptId);
  const [editing, setEditing] = useState(false);
  // Where the focus goes once the form has closed (a ref: moving the focus is not state to draw).
  const focusNext = useRef<Focus>(null);
  const [sent, setSent] = useState(false);
  const note = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (editing || focusNext.current === null) return;
    (focusNext.current === 'note' ? note.current : trigger.current)?.focus();
    focusNext.current = null;
  }, [editing]);

  // Until the student's reports are known nothing is offered: the button might be an edit.
  if (reports.isPending) return null;
  if (reports.isError)
    return (
      <p className="mt-4 border-t border-slate-100 pt-4 text-sm text-slate-600">
        Your reports of this question could not be loaded.{' '}
        <button type="button" onClick={() => void reports.refetch()} className="min-h-6 font-semibold text-brand-800 underline">
          Try again
        </button>
      </p>
    );

  const mine = reports.data.reports.filter((r) => r.position === position);
  const open = mine.find((r) => r.status === 'open') ?? null;
  const closed = mine.filter((r) => r.status !== 'open');

  return (
    <div className="mt-4 space-y-3 border-t border-slate-100 pt-4">
      {closed.map((report) => (
        <ClosedReport key={report.id} report={report} />
      ))}
      {editing ? (
        <ReportForm
          attemptId={attemptId}
          position={position}
          current={open}
          onSent={() => {
            setSent(true);
            focusNext.current = 'note';
            setEditing(false);
          }}
          onCancel={() => {
            focusNext.current = 'trigger';
            setEditing(false);
          }}
        />
      ) : open ? (
        <div ref={note} tabIndex={-1} className="rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950 outline-none focus-visible:ring-4 focus-visible:ring-sky-200">
          <p className="flex items-start gap-2 font-semibold">
            <Flag aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              {sent ? 'Report sent. ' : ''}You reported this question: {REPORT_REASON_LABELS[open.reason]}.
            </span>
          </p>
          {open.details && <p className="mt-1 whitespace-pre-line break-words pl-6">“{open.details}”</p>}
          <p className="mt-1 pl-6 text-sky-900">
            Sent <time dateTime={open.updatedAt}>{formatDateTime(open.updatedAt)}</time>. Our team will reply here.
          </p>
          <button
            ref={trigger}
            type="button"
            onClick={() => setEditing(true)}
            className="ml-6 mt-3 inline-flex min-h-11 items-center rounded-full border border-sky-300 bg-white px-4 py-2 font-semibold text-sky-900 hover:bg-sky-100"
          >
            Edit report<span className="sr-only"> on question {position}</span>
          </button>
        </div>
      ) : (
        <button
          ref={trigger}
          type="button"
          onClick={() => {
            setSent(false);
            setEditing(true);
          }}
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          <Flag aria-hidden="true" className="h-4 w-4" />
          {closed.length > 0 ? 'Report another problem' : 'Report a problem'}
          <span className="sr-only"> with question {position}</span>
        </button>
      )}
    </div>
  );
}

/** A report that was answered (its reply) or closed without a change. */
function ClosedReport({ report }: { report: StudentReport }) {
  const what = `${REPORT_REASON_LABELS[report.reason]} (${formatDate(report.createdAt)})`;
  if (report.status === 'resolved')
    return (
      <div className="rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950">
        <p className="flex items-start gap-2 font-semibold">
          <MessageSquareReply aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>Reply to your report: {what}</span>
        </p>
        <p className="mt-1 whitespace-pre-line break-words pl-6">{report.reply}</p>
      </div>
    );
  return <p className="rounded-2xl bg-slate-50 p-4 text-sm text-slate-700 ring-1 ring-inset ring-slate-200">Your report, {what}, was looked at and closed without a change to the question.</p>;
}

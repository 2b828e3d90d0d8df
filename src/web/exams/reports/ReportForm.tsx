import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { QUESTION_REPORT_REASONS, REPORT_DETAILS_MAX, REPORT_REASON_LABELS, reportDetailsProblem, type QuestionReportReason } from '../../../contracts/question-report-reasons';
import type { StudentReport } from '../../../contracts/question-report-schemas';
import { errorText } from '../../api/error-text';
import { describedBy, FieldFeedback } from '../../components/FieldFeedback';
import { useReportQuestion } from './reports-api';

type Props = {
  attemptId: string;
  position: number;
  /** The open report being edited, if any. */
  current: StudentReport | null;
  onSent: () => void;
  onCancel: () => void;
};

/**
 * Why the student thinks a question is wrong, and a few words. Opening it
 * puts the focus on its heading, so the next Tab reaches the reasons (arrow
 * keys choose one); the words are checked here by the API's own rule before
 * anything is sent, and a refusal is said in the form. Sending keeps the
 * focus on the button (aria-disabled while on its way).
 */
export function ReportForm({ attemptId, position, current, onSent, onCancel }: Props) {
  const send = useReportQuestion(attemptId, position);
  const [reason, setReason] = useState<QuestionReportReason | null>(current?.reason ?? null);
  const [details, setDetails] = useState(current?.details ?? '');
  const [problems, setProblems] = useState<{ reason?: string; details?: string }>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = useId();
  const headingId = `${ids}-heading`;
  const detailsId = `${ids}-details`;

  useEffect(() => heading.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (send.isPending) return;
    const words = details.trim();
    const found = { reason: reason ? undefined : 'Choose what is wrong with the question.', details: reason ? (reportDetailsProblem(reason, words) ?? undefined) : undefined };
    setProblems(found);
    if (found.reason || found.details || !reason) return;
    try {
      await send.mutateAsync({ reason, details: words });
      onSent();
    } catch {
      // Said in the form below (send.error).
    }
  }

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={(e) => void submit(e)} className="mt-4 rounded-2xl border border-slate-300 bg-slate-50 p-4 sm:p-5">
      <h4 id={headingId} ref={heading} tabIndex={-1} className="scroll-mt-24 font-semibold text-ink">
        {current ? `Edit your report on question ${position}` : `Report a problem with question ${position}`}
      </h4>
      <fieldset className="mt-3" aria-describedby={problems.reason ? `${ids}-reason-error` : undefined}>
        <legend className="text-sm font-semibold text-ink">What is wrong?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {QUESTION_REPORT_REASONS.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-ink has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent-500"
            >
              <input
                type="radio"
                name={`${ids}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  // A reason chosen answers "choose a reason", and may change what the words need.
                  setProblems({});
                }}
                className="h-4 w-4 shrink-0 accent-brand-700"
              />
              {REPORT_REASON_LABELS[value]}
            </label>
          ))}
        </div>
        {problems.reason && (
          <p id={`${ids}-reason-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {problems.reason}
          </p>
        )}
      </fieldset>
      <div className="mt-4">
        <label htmlFor={detailsId} className="block text-sm font-semibold text-ink">
          Tell us more{reason === 'other' ? '' : ' (optional)'}
        </label>
        <textarea
          id={detailsId}
          rows={3}
          maxLength={REPORT_DETAILS_MAX}
          value={details}
          onChange={(e) => {
            setDetails(e.target.value);
            setProblems((found) => ({ ...found, details: undefined }));
          }}
          aria-invalid={problems.details ? true : undefined}
          aria-describedby={describedBy(detailsId, problems.details, !problems.details)}
          className={`mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm outline-none transition focus:ring-4 ${problems.details ? 'border-red-400 focus:border-red-500 focus:ring-red-100' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'}`}
        />
        <FieldFeedback
          fieldId={detailsId}
          error={problems.details}
          hint={`What you expected, or where the mistake is. ${details.trim().length} of ${REPORT_DETAILS_MAX} characters. Our team reads it beside the question and replies here.`}
        />
      </div>
      {send.error && (
        <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
          Not sent. {errorText(send.error)}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="submit"
          aria-disabled={send.isPending || undefined}
          className="min-h-11 rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          {send.isPending ? 'Sending…' : current ? 'Save the report' : 'Send report'}
        </button>
        <button type="button" onClick={onCancel} className="min-h-11 rounded-full border border-slate-300 bg-white px-5 py-2 font-semibold text-slate-700 hover:bg-slate-100">
          Cancel
        </button>
      </div>
    </form>
  );
}

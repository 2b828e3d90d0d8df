import { Check, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { REJECT_REASON_MAX, REJECT_REASON_MIN } from '../../../contracts/payments-admin-schemas';
import { useReviewOrder } from './payments-api';
import { FormAlert } from '../../components/FormAlert';
import { showSuccessToast } from '../../toast/toaster-ready';
import { DANGER, errorMessage, PRIMARY, QUIET } from './parts';

const REASONS = ['The transaction ID is not on our statement.', 'The amount received is less than the order total.', 'This payment was already used for another order.'];

/**
 * Approve, or reject with a reason, for one submitted order. Approving asks
 * first: it opens the courses and emails the student, and cannot be taken
 * back from here (only by revoking access). The buttons
 * are disabled from the click until the answer, so a second click cannot
 * send a second request (the server would change nothing anyway). When the
 * order's coupon has no approved use left (`pastLimit` says what approving
 * does to it), the confirmation says so and approves past the limit; the
 * server refuses an approval past the limit that was not confirmed.
 */
export function ReviewActions({ reference, student, large = false, pastLimit = null }: { reference: string; student: string; large?: boolean; pastLimit?: string | null }) {
  const review = useReviewOrder();
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const busy = review.isPending;
  const id = `reject-${reference}`;

  async function approve() {
    setProblem(null);
    try {
      await review.mutateAsync({ kind: 'approve', reference, pastCouponLimit: pastLimit !== null });
      setConfirming(false);
      void showSuccessToast(`Approved ${reference}. ${student} can start studying; we emailed them.`);
    } catch (caught) {
      setProblem(errorMessage(caught));
    }
  }

  async function reject(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < REJECT_REASON_MIN) {
      setReasonError(`Give a reason of at least ${REJECT_REASON_MIN} characters; ${student} is emailed it.`);
      return;
    }
    setReasonError(null);
    setProblem(null);
    try {
      await review.mutateAsync({ kind: 'reject', reference, reason: text });
      void showSuccessToast(`Rejected ${reference}. ${student} was emailed the reason.`);
      setRejecting(false);
    } catch (caught) {
      setProblem(errorMessage(caught));
    }
  }

  return (
    <div className="space-y-3">
      {problem && <FormAlert>{problem}</FormAlert>}
      {confirming ? (
        <div role="group" aria-label={`Approve ${reference}?`} className="rounded-xl border border-brand-200 bg-brand-50/70 p-3 text-left">
          <p className="text-sm text-ink">
            <span className="font-semibold">Approve {reference}?</span> {student} gets the courses at once and is emailed that they are open.
          </p>
          {pastLimit && (
            <p className="mt-2 text-sm text-amber-900">
              {pastLimit} The student keeps the discount they paid for; to decline it instead, reject the order and refund the payment.
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" autoFocus disabled={busy} onClick={() => void approve()} className={PRIMARY}>
              <Check aria-hidden="true" className="h-4 w-4" /> {busy ? 'Approving…' : pastLimit ? 'Yes, approve past the limit' : 'Yes, approve and email'}
              <span className="sr-only"> {reference}</span>
            </button>
            <button type="button" disabled={busy} onClick={() => setConfirming(false)} className={QUIET}>
              Cancel
            </button>
          </div>
        </div>
      ) : !rejecting ? (
        <div className={`flex gap-2 ${large ? '' : 'xl:justify-end'}`}>
          <button type="button" disabled={busy} onClick={() => setConfirming(true)} className={`${PRIMARY} ${large ? 'flex-1' : ''}`} aria-label={`Approve ${reference}`}>
            <Check aria-hidden="true" className="h-4 w-4" /> Approve
          </button>
          <button type="button" disabled={busy} onClick={() => setRejecting(true)} className={`${QUIET} ${large ? 'flex-1' : ''}`} aria-label={`Reject ${reference}`}>
            <X aria-hidden="true" className="h-4 w-4" /> Reject
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={reject} aria-label={`Reject ${reference}`} className="rounded-xl border border-red-200 bg-red-50/60 p-3 text-left">
          <label htmlFor={id} className="block text-sm font-semibold text-ink">
            Why is it rejected? <span className="font-normal text-slate-600">{student} reads this in the email.</span>
          </label>
          <textarea
            id={id}
            autoFocus
            rows={3}
            value={reason}
            maxLength={REJECT_REASON_MAX}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${id}-error` : undefined}
            className={`mt-1.5 block w-full rounded-xl border bg-white px-3 py-2 text-sm outline-none focus:ring-4 ${reasonError ? 'border-red-400 focus:ring-red-100' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'}`}
          />
          {reasonError && (
            <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
              {reasonError}
            </p>
          )}
          <div className="mt-2 flex flex-wrap gap-1.5">
            {REASONS.map((text) => (
              <button key={text} type="button" onClick={() => setReason(text)} className="rounded-full border border-slate-300 bg-white px-2.5 py-1 text-xs text-slate-700 hover:bg-slate-50">
                {text}
              </button>
            ))}
          </div>
          <div className="mt-3 flex gap-2">
            <button type="submit" disabled={busy} className={DANGER}>
              {busy ? 'Rejecting…' : 'Reject and email'}
            </button>
            <button type="button" disabled={busy} onClick={() => setRejecting(false)} className={QUIET}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

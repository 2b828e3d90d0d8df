import { Check, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { REJECT_REASON_MAX, rejectOrderSchema } from '../../../contracts/payments-admin-schemas';
import { errorText } from '../../api/error-text';
import { useReviewOrder } from './payments-api';
import { FormAlert } from '../../components/FormAlert';
import { showSuccessToast } from '../../toast/toaster-ready';
import { Button } from '../ui/Button';
import { ConfirmPanel } from '../ui/ConfirmPanel';
import { Field } from '../ui/Field';
import { schemaFieldErrors } from '../ui/field-errors';
import { TextArea } from '../ui/TextArea';

const REASONS = ['The transaction ID is not on our statement.', 'The amount received is less than the order total.', 'This payment was already used for another order.'];

/**
 * Approve, or reject with a reason, for one submitted order. Approving asks
 * first: it opens the courses and emails the student, and cannot be taken
 * back from here (only by revoking access). From the press until the answer
 * the buttons are busy (a second press sends nothing; the server would
 * change nothing anyway) and keep the focus. When the order's coupon has no
 * approved use left (`pastLimit` says what approving does to it), the
 * confirmation says so and approves past the limit; the server refuses an
 * approval past the limit that was not confirmed.
 */
export function ReviewActions({ reference, student, large = false, pastLimit = null }: { reference: string; student: string; large?: boolean; pastLimit?: string | null }) {
  const review = useReviewOrder();
  const [rejecting, setRejecting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  // Back from the question or the reason, the button that opened it has the focus again.
  const [openedBy, setOpenedBy] = useState<'approve' | 'reject' | null>(null);
  const busy = review.isPending;
  const id = `reject-${reference}`;

  async function approve() {
    setProblem(null);
    try {
      await review.mutateAsync({ kind: 'approve', reference, pastCouponLimit: pastLimit !== null });
      setConfirming(false);
      void showSuccessToast(`Approved ${reference}. ${student} can start studying; we emailed them.`);
    } catch (caught) {
      setProblem(errorText(caught));
    }
  }

  async function reject(event: FormEvent) {
    event.preventDefault();
    const problems = schemaFieldErrors(rejectOrderSchema, { reason });
    setReasonError(problems.reason ?? null);
    if (problems.reason) return;
    setProblem(null);
    try {
      await review.mutateAsync({ kind: 'reject', reference, reason: reason.trim() });
      void showSuccessToast(`Rejected ${reference}. ${student} was emailed the reason.`);
      setRejecting(false);
    } catch (caught) {
      setProblem(errorText(caught));
    }
  }

  return (
    <div className="space-y-3">
      {problem && <FormAlert>{problem}</FormAlert>}
      {confirming ? (
        <ConfirmPanel
          question={`Approve ${reference}?`}
          detail={
            <>
              <p>{student} gets the courses at once and is emailed that they are open.</p>
              {pastLimit && <p className="mt-2 text-amber-900">{pastLimit} The student keeps the discount they paid for; to decline it instead, reject the order and refund the payment.</p>}
            </>
          }
          confirmLabel={
            <>
              {pastLimit ? 'Yes, approve past the limit' : 'Yes, approve and email'}
              <span className="sr-only"> {reference}</span>
            </>
          }
          busy={busy}
          busyLabel="Approving…"
          onConfirm={() => void approve()}
          onCancel={() => setConfirming(false)}
        />
      ) : !rejecting ? (
        <div className={`flex gap-2 ${large ? '' : 'xl:justify-end'}`}>
          <Button
            variant="primary"
            icon={Check}
            busy={busy}
            autoFocus={openedBy === 'approve'}
            onClick={() => {
              setOpenedBy('approve');
              setConfirming(true);
            }}
            className={large ? 'flex-1' : ''}
            aria-label={`Approve ${reference}`}
          >
            Approve
          </Button>
          <Button
            icon={X}
            disabled={busy}
            autoFocus={openedBy === 'reject'}
            onClick={() => {
              setOpenedBy('reject');
              setRejecting(true);
            }}
            className={large ? 'flex-1' : ''}
            aria-label={`Reject ${reference}`}
          >
            Reject
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={reject} aria-label={`Reject ${reference}`} className="rounded-xl border border-red-200 bg-red-50/60 p-3 text-left">
          <Field
            id={id}
            label={
              <>
                Why is it rejected? <span className="font-normal text-slate-600">{student} reads this in the email.</span>
              </>
            }
            error={reasonError}
          >
            <TextArea autoFocus rows={3} value={reason} maxLength={REJECT_REASON_MAX} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <div className="mt-2 flex flex-wrap gap-1.5">
            {REASONS.map((text) => (
              <button
                key={text}
                type="button"
                onClick={() => setReason(text)}
                className="min-h-6 rounded-full border border-slate-300 bg-white px-2.5 py-1 text-left text-xs text-slate-700 hover:bg-slate-50"
              >
                {text}
              </button>
            ))}
          </div>
          <div className="mt-3 flex gap-2">
            <Button type="submit" variant="danger" busy={busy} busyLabel="Rejecting…">
              Reject and email
            </Button>
            <Button disabled={busy} onClick={() => setRejecting(false)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

import { Check } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { REPORT_REPLY_MAX } from '../../../../contracts/question-report-reasons';
import type { AdminReport } from '../../../../contracts/question-report-schemas';
import { errorText } from '../../../api/error-text';
import { FormAlert } from '../../../components/FormAlert';
import { showSuccessToast } from '../../../toast/toaster-ready';
import { Button } from '../../ui/Button';
import { ConfirmAction } from '../../ui/ConfirmAction';
import { Field } from '../../ui/Field';
import { TextArea } from '../../ui/TextArea';
import { useCloseReport } from '../reports/reports-api';

/**
 * Resolve with a reply (which the student reads under the question on
 * their review) or dismiss, for one open report. The reply's form opens in
 * place of the buttons with the focus in it; once the report is closed it
 * leaves the open list and `onClosed` puts the focus somewhere that stays.
 */
export function ReportActions({ report, onClosed }: { report: AdminReport; onClosed: () => void }) {
  const close = useCloseReport();
  const [replying, setReplying] = useState(false);
  const [reply, setReply] = useState('');
  const [replyError, setReplyError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const student = report.student.name;

  async function resolve(event: FormEvent) {
    event.preventDefault();
    if (close.isPending) return;
    const text = reply.trim();
    setReplyError(text === '' ? 'Write the reply the student will read.' : null);
    if (text === '') return;
    setProblem(null);
    try {
      await close.mutateAsync({ kind: 'resolve', id: report.id, reply: text });
      void showSuccessToast(`Resolved. ${student} reads your reply on their review.`);
      onClosed();
    } catch (caught) {
      setProblem(errorText(caught));
    }
  }

  async function dismiss() {
    setProblem(null);
    try {
      await close.mutateAsync({ kind: 'dismiss', id: report.id });
      void showSuccessToast(`Dismissed. ${student} sees the report was closed without a change.`);
      onClosed();
    } catch (caught) {
      setProblem(errorText(caught));
    }
  }

  return (
    <div className="mt-3 space-y-3">
      {problem && <FormAlert>{problem}</FormAlert>}
      {replying ? (
        <form noValidate onSubmit={(e) => void resolve(e)} aria-label={`Resolve the report from ${student}`} className="rounded-xl border border-brand-200 bg-brand-50/50 p-3">
          <Field id={`reply-${report.id}`} label={`Reply to ${student}`} hint="They read it under the question on their review. Say what you changed, or why the question stands." error={replyError}>
            <TextArea
              autoFocus
              rows={4}
              value={reply}
              maxLength={REPORT_REPLY_MAX}
              onChange={(e) => {
                setReply(e.target.value);
                setReplyError(null);
              }}
            />
          </Field>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="submit" variant="primary" icon={Check} busy={close.isPending} busyLabel="Resolving…">
              Resolve and reply
            </Button>
            <Button disabled={close.isPending} onClick={() => setReplying(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="primary" icon={Check} disabled={close.isPending} onClick={() => setReplying(true)}>
            Resolve with a reply<span className="sr-only"> to {student}</span>
          </Button>
          <ConfirmAction
            label="Dismiss"
            question={`Dismiss the report from ${student}?`}
            detail={`Nothing in the question changes; ${student} sees the report was looked at and closed.`}
            confirmLabel="Yes, dismiss"
            disabled={close.isPending}
            onConfirm={dismiss}
          />
        </div>
      )}
    </div>
  );
}

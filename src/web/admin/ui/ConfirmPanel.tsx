import type { ReactNode } from 'react';
import { Button } from './Button';

type Props = {
  /** The question, which also names the group for screen readers ("Approve HSB-7Q2M9XAB?"). */
  question: string;
  /** What doing it means, under the question. */
  detail?: ReactNode;
  confirmLabel: ReactNode;
  danger?: boolean;
  busy?: boolean;
  busyLabel?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The question asked once more before an action that cannot simply be
 * undone, in place of the button that asked it. Its answer takes the focus
 * (the button pressed to get here is gone), so a keyboard user confirms with
 * Enter; while the action runs the answer stays, busy, with the focus.
 */
export function ConfirmPanel({ question, detail, confirmLabel, danger = false, busy = false, busyLabel, onConfirm, onCancel }: Props) {
  return (
    <div role="group" aria-label={question} className="rounded-2xl border border-slate-300 bg-slate-50 p-3 text-left text-sm">
      <p className="font-semibold text-ink">{question}</p>
      {detail && <div className="mt-1 text-slate-700">{detail}</div>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant={danger ? 'danger' : 'primary'} autoFocus busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

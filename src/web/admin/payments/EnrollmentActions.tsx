import { useState, type FormEvent } from 'react';
import { EXTEND_DAYS_MAX, REJECT_REASON_MAX, revokeEnrollmentSchema, type AdminEnrollment } from '../../../contracts/payments-admin-schemas';
import { errorText } from '../../api/error-text';
import { useEnrollmentAction } from './payments-api';
import { FormAlert } from '../../components/FormAlert';
import { formatDate } from '../../format/dates';
import { showSuccessToast } from '../../toast/toaster-ready';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { schemaFieldErrors } from '../ui/field-errors';
import { Input } from '../ui/Input';

type Mode = null | 'revoke' | 'extend';

/** Revoke with a reason, or extend by days or to a date, inline under the enrollment. */
export function EnrollmentActions({ enrollment }: { enrollment: AdminEnrollment }) {
  const action = useEnrollmentAction();
  const [mode, setMode] = useState<Mode>(null);
  // Back from the form, the button that opened it has the focus again.
  const [openedBy, setOpenedBy] = useState<Mode>(null);
  const [reason, setReason] = useState('');
  const [by, setBy] = useState<'days' | 'until'>('days');
  const [days, setDays] = useState('30');
  const [until, setUntil] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const who = `${enrollment.student.name} · ${enrollment.course.title}`;
  const open = (next: Mode) => {
    setOpenedBy(next);
    setMode(next);
  };

  async function run(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      if (mode === 'revoke') {
        const problems = schemaFieldErrors(revokeEnrollmentSchema, { reason });
        setReasonError(problems.reason ?? null);
        if (problems.reason) return;
        await action.mutateAsync({ kind: 'revoke', id: enrollment.id, reason: reason.trim() });
        void showSuccessToast(`Access withdrawn: ${who}.`);
      } else {
        const n = Number(days);
        if (by === 'days' && !(Number.isInteger(n) && n >= 1 && n <= EXTEND_DAYS_MAX)) return setProblem(`Enter 1 to ${EXTEND_DAYS_MAX} days.`);
        if (by === 'until' && !until) return setProblem('Choose the new last day.');
        const result = await action.mutateAsync({ kind: 'extend', id: enrollment.id, input: by === 'days' ? { days: n } : { until } });
        void showSuccessToast(`Access extended to ${result.expiresAt ? formatDate(result.expiresAt) : 'no end'}: ${who}.`);
      }
      setMode(null);
      setReason('');
    } catch (caught) {
      setProblem(errorText(caught));
    }
  }

  if (mode === null) {
    return (
      <div className="flex gap-2 md:col-span-2 xl:col-span-1 xl:justify-end">
        {enrollment.state !== 'revoked' && (
          <Button size="sm" autoFocus={openedBy === 'extend'} onClick={() => open('extend')} aria-label={`Extend ${who}`}>
            Extend
          </Button>
        )}
        {enrollment.state !== 'revoked' && (
          <Button size="sm" variant="secondary-danger" autoFocus={openedBy === 'revoke'} onClick={() => open('revoke')} aria-label={`Revoke ${who}`}>
            Revoke
          </Button>
        )}
        {enrollment.state === 'revoked' && <span className="text-xs text-slate-500">Enroll again to restore access</span>}
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={run}
      aria-label={mode === 'revoke' ? `Revoke ${who}` : `Extend ${who}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3 text-left md:col-span-2 md:max-w-sm xl:col-span-1"
    >
      {problem && <FormAlert>{problem}</FormAlert>}
      {mode === 'revoke' ? (
        <Field id={`revoke-${enrollment.id}`} label="Reason for withdrawing access" error={reasonError}>
          <Input autoFocus value={reason} maxLength={REJECT_REASON_MAX} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Refunded on request" />
        </Field>
      ) : (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink">Extend access</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" checked={by === 'days'} onChange={() => setBy('days')} /> By
            <Input type="number" width="w-24" min={1} max={EXTEND_DAYS_MAX} value={days} onFocus={() => setBy('days')} onChange={(e) => setDays(e.target.value)} aria-label="Days" /> days
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" checked={by === 'until'} onChange={() => setBy('until')} /> Until
            <Input type="date" width="w-44" value={until} onFocus={() => setBy('until')} onChange={(e) => setUntil(e.target.value)} aria-label="New last day" />
          </label>
          <p className="text-xs text-slate-500">Days count from the current end, or from today if it has passed.</p>
        </fieldset>
      )}
      <div className="flex gap-2">
        <Button type="submit" variant={mode === 'revoke' ? 'danger' : 'primary'} busy={action.isPending}>
          {mode === 'revoke' ? 'Revoke access' : 'Extend'}
        </Button>
        <Button disabled={action.isPending} onClick={() => setMode(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { EXTEND_DAYS_MAX, REJECT_REASON_MIN, type AdminEnrollment } from '../../../contracts/payments-admin-schemas';
import { useEnrollmentAction } from './payments-api';
import { FormAlert } from '../../components/FormAlert';
import { formatDate } from '../../format/dates';
import { showSuccessToast } from '../../toast/toaster-ready';
import { DANGER, errorMessage, INPUT, PRIMARY, QUIET } from './parts';

type Mode = null | 'revoke' | 'extend';

/** Revoke with a reason, or extend by days or to a date, inline under the enrollment. */
export function EnrollmentActions({ enrollment }: { enrollment: AdminEnrollment }) {
  const action = useEnrollmentAction();
  const [mode, setMode] = useState<Mode>(null);
  const [reason, setReason] = useState('');
  const [by, setBy] = useState<'days' | 'until'>('days');
  const [days, setDays] = useState('30');
  const [until, setUntil] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const who = `${enrollment.student.name} · ${enrollment.course.title}`;

  async function run(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    try {
      if (mode === 'revoke') {
        if (reason.trim().length < REJECT_REASON_MIN) return setProblem(`Give a reason of at least ${REJECT_REASON_MIN} characters.`);
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
      setProblem(errorMessage(caught));
    }
  }

  if (mode === null) {
    return (
      <div className="flex gap-2 md:col-span-2 xl:col-span-1 xl:justify-end">
        {enrollment.state !== 'revoked' && (
          <button type="button" onClick={() => setMode('extend')} className={`${QUIET} h-9 px-3`} aria-label={`Extend ${who}`}>
            Extend
          </button>
        )}
        {enrollment.state !== 'revoked' && (
          <button type="button" onClick={() => setMode('revoke')} className={`${QUIET} h-9 px-3 text-red-700`} aria-label={`Revoke ${who}`}>
            Revoke
          </button>
        )}
        {enrollment.state === 'revoked' && <span className="text-xs text-slate-500">Enroll again to restore access</span>}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={run} aria-label={mode === 'revoke' ? `Revoke ${who}` : `Extend ${who}`} className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-3 text-left md:col-span-2 md:max-w-sm xl:col-span-1">
      {problem && <FormAlert>{problem}</FormAlert>}
      {mode === 'revoke' ? (
        <label className="block text-sm font-semibold text-ink">
          Reason for withdrawing access
          <input autoFocus value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Refunded on request" className={`${INPUT} mt-1.5 font-normal`} />
        </label>
      ) : (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink">Extend access</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" checked={by === 'days'} onChange={() => setBy('days')} /> By
            <input type="number" min={1} max={EXTEND_DAYS_MAX} value={days} onFocus={() => setBy('days')} onChange={(e) => setDays(e.target.value)} className={`${INPUT} w-24`} aria-label="Days" /> days
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" checked={by === 'until'} onChange={() => setBy('until')} /> Until
            <input type="date" value={until} onFocus={() => setBy('until')} onChange={(e) => setUntil(e.target.value)} className={`${INPUT} w-44`} aria-label="New last day" />
          </label>
          <p className="text-xs text-slate-500">Days count from the current end, or from today if it has passed.</p>
        </fieldset>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={action.isPending} className={mode === 'revoke' ? DANGER : PRIMARY}>
          {mode === 'revoke' ? 'Revoke access' : 'Extend'}
        </button>
        <button type="button" onClick={() => setMode(null)} className={QUIET}>
          Cancel
        </button>
      </div>
    </form>
  );
}

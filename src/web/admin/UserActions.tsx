import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BAN_REASON_MAX, BAN_REASON_MIN, type AdminUser, type Role } from '../../contracts/admin-schemas';
import { useUserAction, type UserAction } from './admin-api';
import { ApiError } from '../api/client';
import { FormAlert } from '../components/FormAlert';
import { formatDateTime } from '../format/dates';
import { showSuccessToast } from '../toast/toaster-ready';
import { Panel } from './ui';

const BUTTON = 'inline-flex h-10 items-center justify-center rounded-full px-5 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-50';
const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
const DANGER = `${BUTTON} bg-red-700 text-white hover:bg-red-800`;
const QUIET = `${BUTTON} border border-slate-300 bg-white text-ink hover:bg-slate-50`;

/** Runs one action; the message of a refusal is shown in the panel, success as a toast. */
function useAction(userId: string) {
  const mutation = useUserAction(userId);
  const [error, setError] = useState<string | null>(null);
  async function run(action: UserAction, success: string): Promise<boolean> {
    setError(null);
    try {
      await mutation.mutateAsync(action);
      void showSuccessToast(success);
      return true;
    } catch (caught) {
      setError(caught instanceof ApiError && caught.status < 500 ? caught.message : 'That did not work. Check your connection and try again.');
      return false;
    }
  }
  return { run, error, busy: mutation.isPending };
}

export function RolePanel({ user, self }: { user: AdminUser; self: boolean }) {
  const { run, error, busy } = useAction(user.id);
  const [role, setRole] = useState<Role>(user.role);
  const changed = role !== user.role;
  return (
    <Panel title="Role">
      {error && <FormAlert>{error}</FormAlert>}
      <fieldset disabled={self || busy} className="space-y-2">
        <legend className="sr-only">Role</legend>
        {(['student', 'admin'] as const).map((value) => (
          <label key={value} className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
            <input type="radio" name="role" value={value} checked={role === value} onChange={() => setRole(value)} className="mt-0.5" />
            <span>
              <span className="block font-semibold text-ink">{value === 'admin' ? 'Admin' : 'Student'}</span>
              <span className="text-slate-600">{value === 'admin' ? 'Can open the admin area and act on every account.' : 'Buys courses, studies and sits mock exams.'}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        disabled={self || busy || !changed}
        onClick={() => void run({ kind: 'role', role }, `${user.name} is now ${role === 'admin' ? 'an admin' : 'a student'}.`)}
        className={`${PRIMARY} mt-4 w-full`}
      >
        Save role
      </button>
    </Panel>
  );
}

const DURATIONS = [
  { value: '1', label: '1 day' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '', label: 'Until an admin lifts it' },
];

export function BanPanel({ user, self }: { user: AdminUser; self: boolean }) {
  const { run, error, busy } = useAction(user.id);
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [reasonError, setReasonError] = useState<string | null>(null);

  if (user.banned) {
    return (
      <Panel title="Suspension">
        {error && <FormAlert>{error}</FormAlert>}
        <p className="text-sm text-slate-700">
          Suspended {user.banExpires ? `until ${formatDateTime(user.banExpires)}` : 'until an admin lifts it'}.
        </p>
        <p className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900">{user.banReason}</p>
        <button type="button" disabled={busy} onClick={() => void run({ kind: 'unban' }, `${user.name} can sign in again.`)} className={`${PRIMARY} mt-4 w-full`}>
          Lift suspension
        </button>
      </Panel>
    );
  }

  const blocked = self ? 'You cannot suspend your own account.' : user.role === 'admin' ? 'Admins cannot be suspended. Make them a student first.' : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (text.length < BAN_REASON_MIN) {
      setReasonError(`Give a reason of at least ${BAN_REASON_MIN} characters; the user is told it.`);
      return;
    }
    setReasonError(null);
    const done = await run({ kind: 'ban', input: { reason: text, days: days ? Number(days) : null } }, `${user.name} is suspended and signed out everywhere.`);
    if (done) setReason('');
  }

  return (
    <Panel title="Suspend account">
      {blocked ? (
        <p className="text-sm text-slate-600">{blocked}</p>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4" aria-label="Suspend account">
          {error && <FormAlert>{error}</FormAlert>}
          <p className="text-sm text-slate-600">The account is signed out at once and cannot sign in until the suspension ends.</p>
          <div>
            <label htmlFor="ban-reason" className="block text-sm font-semibold text-ink">
              Reason
            </label>
            <textarea
              id="ban-reason"
              value={reason}
              maxLength={BAN_REASON_MAX}
              rows={3}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? 'ban-reason-error' : undefined}
              placeholder="e.g. Shared paid lessons in a public group"
              className={`mt-1.5 block w-full rounded-xl border px-3 py-2 text-sm outline-none focus:ring-4 ${reasonError ? 'border-red-400 focus:ring-red-100' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'}`}
            />
            {reasonError && (
              <p id="ban-reason-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700">
                {reasonError}
              </p>
            )}
          </div>
          <div>
            <label htmlFor="ban-days" className="block text-sm font-semibold text-ink">
              For how long
            </label>
            <select id="ban-days" value={days} onChange={(e) => setDays(e.target.value)} className="mt-1.5 h-10 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm">
              {DURATIONS.map((d) => (
                <option key={d.label} value={d.value}>
                  {d.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" disabled={busy} className={`${DANGER} w-full`}>
            Suspend account
          </button>
        </form>
      )}
    </Panel>
  );
}

export function VerificationPanel({ user, outboxPath }: { user: AdminUser; outboxPath: string }) {
  const { run, error, busy } = useAction(user.id);
  const [confirming, setConfirmingState] = useState(false);
  // After Cancel, focus returns to the button that asked.
  const [asked, setAsked] = useState(false);
  const setConfirming = (value: boolean) => {
    setConfirmingState(value);
    if (value) setAsked(true);
  };
  const [marked, setMarked] = useState(false);
  if (marked) {
    // The button pressed is gone: focus moves to what happened, never to the page body.
    return (
      <Panel title="Email verification">
        <FocusedNote>
          {user.email} is marked verified. {user.name} can sign in now.
        </FocusedNote>
      </Panel>
    );
  }
  if (user.emailVerified) return null;
  return (
    <Panel title="Email verification">
      {error && <FormAlert>{error}</FormAlert>}
      <p className="text-sm text-slate-600">{user.email} has not opened its verification link, so it cannot sign in, enroll or pay.</p>
      <p className="mt-2 text-sm">
        <Link to={`${outboxPath}?q=${encodeURIComponent(user.email)}`} className="font-semibold text-brand-700 underline">
          Read the mails sent to this address
        </Link>
      </p>
      <button type="button" disabled={busy} onClick={() => void run({ kind: 'resend-verification' }, `A new link is on its way to ${user.email}.`)} className={`${QUIET} mt-4 w-full`}>
        Send a new verification link
      </button>
      {confirming ? (
        <div className="mt-4 space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-3">
          <p className="text-sm text-amber-950">Only when you know {user.email} is theirs: they showed you the mail, or you reached them there. The change is kept in the audit log.</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={async () => {
                if (await run({ kind: 'verify-email' }, `${user.email} is verified: ${user.name} can sign in now.`)) setMarked(true);
              }}
              className={`${PRIMARY} flex-1`}
              // The button pressed to get here is gone: the question's answer takes the focus.
              autoFocus
            >
              Yes, mark it verified
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={QUIET}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} className={`${QUIET} mt-2 w-full`} autoFocus={asked}>
          Mark email verified
        </button>
      )}
    </Panel>
  );
}

/** A note that takes the focus once, when it replaces the control that was pressed. */
function FocusedNote({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} tabIndex={-1} className="text-sm text-slate-700 outline-none">
      {children}
    </p>
  );
}

export function SessionsPanel({ user, self, count }: { user: AdminUser; self: boolean; count: number }) {
  const { run, error, busy } = useAction(user.id);
  const [confirming, setConfirming] = useState(false);
  if (self) return null;
  return (
    <Panel title="Sign out everywhere">
      {error && <FormAlert>{error}</FormAlert>}
      <p className="text-sm text-slate-600">For a lost phone or a shared password: every device has to sign in again.</p>
      {confirming ? (
        <div className="mt-4 flex gap-2">
          <button
            type="button"
            disabled={busy}
            onClick={async () => {
              await run({ kind: 'revoke-sessions' }, `${user.name} is signed out everywhere.`);
              setConfirming(false);
            }}
            className={`${DANGER} flex-1`}
          >
            Yes, sign out {count} device{count === 1 ? '' : 's'}
          </button>
          <button type="button" onClick={() => setConfirming(false)} className={QUIET}>
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" disabled={count === 0} onClick={() => setConfirming(true)} className={`${QUIET} mt-4 w-full`}>
          {count === 0 ? 'Not signed in anywhere' : 'Sign out of every device'}
        </button>
      )}
    </Panel>
  );
}

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { BAN_REASON_MAX, banSchema, type AdminUser, type Role } from '../../contracts/admin-schemas';
import { useUserAction, type UserAction } from './admin-api';
import { errorText } from '../api/error-text';
import { FormAlert } from '../components/FormAlert';
import { formatDateTime } from '../format/dates';
import { showSuccessToast } from '../toast/toaster-ready';
import { Button } from './ui/Button';
import { ConfirmPanel } from './ui/ConfirmPanel';
import { Field } from './ui/Field';
import { schemaFieldErrors } from './ui/field-errors';
import { Panel } from './ui/Panel';
import { SelectField } from './ui/SelectField';
import { TextArea } from './ui/TextArea';
import { ROLE_LABELS } from './UserBadges';

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
      setError(errorText(caught));
      return false;
    }
  }
  return { run, error, busy: mutation.isPending };
}

const ROLE_CHOICES: { role: Role; detail: string; becomes: string }[] = [
  { role: 'student', detail: 'Buys courses, studies and sits mock exams.', becomes: 'a student' },
  { role: 'tutor', detail: 'Marks the written answers of the papers you choose, in the marking area. No admin access.', becomes: 'a tutor' },
  { role: 'admin', detail: 'Can open the admin area and act on every account.', becomes: 'an admin' },
];

export function RolePanel({ user, self }: { user: AdminUser; self: boolean }) {
  const { run, error, busy } = useAction(user.id);
  const [role, setRole] = useState<Role>(user.role);
  const changed = role !== user.role;
  const becomes = ROLE_CHOICES.find((c) => c.role === role)!.becomes;
  return (
    <Panel title="Role">
      {error && <FormAlert>{error}</FormAlert>}
      <fieldset disabled={self || busy} className="space-y-2">
        <legend className="sr-only">Role</legend>
        {ROLE_CHOICES.map((choice) => (
          <label key={choice.role} className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
            <input type="radio" name="role" value={choice.role} checked={role === choice.role} onChange={() => setRole(choice.role)} className="mt-0.5" />
            <span>
              <span className="block font-semibold text-ink">{ROLE_LABELS[choice.role]}</span>
              <span className="text-slate-600">{choice.detail}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {changed && user.role === 'tutor' && <p className="mt-3 text-sm text-amber-800">Their papers to mark are taken off with the change.</p>}
      <Button
        variant="primary"
        className="mt-4 w-full"
        busy={busy}
        disabled={self || !changed}
        onClick={() => void run({ kind: 'role', role }, role === 'tutor' ? `${user.name} is now a tutor. Choose the papers they mark.` : `${user.name} is now ${becomes}.`)}
      >
        Save role
      </Button>
    </Panel>
  );
}

const DURATIONS = [
  ['1', '1 day'],
  ['7', '7 days'],
  ['30', '30 days'],
  ['90', '90 days'],
  ['', 'Until an admin lifts it'],
] as const;

export function BanPanel({ user, self }: { user: AdminUser; self: boolean }) {
  const { run, error, busy } = useAction(user.id);
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  const [reasonError, setReasonError] = useState<string | null>(null);

  if (user.banned) {
    return (
      <Panel title="Suspension">
        {error && <FormAlert>{error}</FormAlert>}
        <p className="text-sm text-slate-700">Suspended {user.banExpires ? `until ${formatDateTime(user.banExpires)}` : 'until an admin lifts it'}.</p>
        <p className="mt-2 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900">{user.banReason}</p>
        <Button variant="primary" className="mt-4 w-full" busy={busy} onClick={() => void run({ kind: 'unban' }, `${user.name} can sign in again.`)}>
          Lift suspension
        </Button>
      </Panel>
    );
  }

  const blocked = self ? 'You cannot suspend your own account.' : user.role === 'admin' ? 'Admins cannot be suspended. Make them a student first.' : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { reason, days: days ? Number(days) : null };
    const problems = schemaFieldErrors(banSchema, input);
    setReasonError(problems.reason ?? null);
    if (Object.keys(problems).length) return;
    const done = await run({ kind: 'ban', input: { reason: reason.trim(), days: input.days } }, `${user.name} is suspended and signed out everywhere.`);
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
          <Field id="ban-reason" label="Reason" error={reasonError}>
            <TextArea value={reason} maxLength={BAN_REASON_MAX} rows={3} onChange={(e) => setReason(e.target.value)} placeholder="e.g. Shared paid lessons in a public group" />
          </Field>
          <SelectField id="ban-days" label="For how long" value={days} choices={DURATIONS} onChange={setDays} />
          <Button type="submit" variant="danger" className="w-full" busy={busy}>
            Suspend account
          </Button>
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
      <Button className="mt-4 w-full" busy={busy} onClick={() => void run({ kind: 'resend-verification' }, `A new link is on its way to ${user.email}.`)}>
        Send a new verification link
      </Button>
      {confirming ? (
        <div className="mt-4">
          <ConfirmPanel
            question="Mark this email verified?"
            detail={`Only when you know ${user.email} is theirs: they showed you the mail, or you reached them there. The change is kept in the audit log.`}
            confirmLabel="Yes, mark it verified"
            busy={busy}
            onConfirm={async () => {
              if (await run({ kind: 'verify-email' }, `${user.email} is verified: ${user.name} can sign in now.`)) setMarked(true);
            }}
            onCancel={() => setConfirming(false)}
          />
        </div>
      ) : (
        <Button className="mt-2 w-full" onClick={() => setConfirming(true)} autoFocus={asked}>
          Mark email verified
        </Button>
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
  // After the question closes, its button has the focus again.
  const [asked, setAsked] = useState(false);
  if (self) return null;
  return (
    <Panel title="Sign out everywhere">
      {error && <FormAlert>{error}</FormAlert>}
      <p className="text-sm text-slate-600">For a lost phone or a shared password: every device has to sign in again.</p>
      {confirming ? (
        <div className="mt-4">
          <ConfirmPanel
            question={`Sign out ${count} device${count === 1 ? '' : 's'}?`}
            confirmLabel={`Yes, sign out ${count} device${count === 1 ? '' : 's'}`}
            danger
            busy={busy}
            onConfirm={async () => {
              await run({ kind: 'revoke-sessions' }, `${user.name} is signed out everywhere.`);
              setConfirming(false);
            }}
            onCancel={() => setConfirming(false)}
          />
        </div>
      ) : (
        <Button
          className="mt-4 w-full"
          disabled={count === 0}
          autoFocus={asked}
          onClick={() => {
            setAsked(true);
            setConfirming(true);
          }}
        >
          {count === 0 ? 'Not signed in anywhere' : 'Sign out of every device'}
        </Button>
      )}
    </Panel>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, LaptopMinimal, MailWarning } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { nameProblem, passwordLengthProblem, phoneProblem } from '../../contracts/account-rules';
import { SubmitButton } from './AuthCard';
import { authApi, useRefreshSession, useSession, type SessionUser } from './auth-api';
import { errorOf } from '../api/client';
import { FormAlert } from '../components/FormAlert';
import { LoadError } from '../components/LoadError';
import { PageFrame } from '../components/PageFrame';
import { PageLoading } from '../components/PageLoading';
import { TextField } from '../components/TextField';
import { formatRelative } from '../format/dates';
import { describeDevice } from '../format/device';
import { SignInRedirect } from '../learning/SignInRedirect';
import { MyCertificates } from '../certificates/MyCertificates';
import { errorText } from '../api/error-text';

const TITLE = 'Your account';

export default function AccountScreen() {
  const session = useSession();
  if (session.isPending)
    return (
      <PageFrame title={TITLE}>
        <PageLoading />
      </PageFrame>
    );
  if (session.isError)
    return (
      <PageFrame title={TITLE}>
        <LoadError what="your account" onRetry={() => void session.refetch()} />
      </PageFrame>
    );
  const user = session.data;
  // Like every screen that needs an account: to sign in, and back here after.
  if (!user) return <SignInRedirect />;
  return (
    <PageFrame title={TITLE} intro="Your certificates, profile, password and the devices you are signed in on.">
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <MyCertificates />
        </div>
        <ProfileForm key={user.id} user={user} />
        <PasswordForm />
        <div className="lg:col-span-2">
          <Devices />
        </div>
      </div>
    </PageFrame>
  );
}

function Card({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

function ProfileForm({ user }: { user: SessionUser }) {
  const refreshSession = useRefreshSession();
  const [form, setForm] = useState({ name: user.name, phone: user.phone ?? '' });
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const found = { name: nameProblem(form.name)?.message, phone: phoneProblem(form.phone)?.message };
    setErrors(found);
    if (found.name || found.phone) return;
    setBusy(true);
    try {
      await authApi.updateProfile({ name: form.name.trim(), phone: form.phone.trim() || null });
      await refreshSession();
      setResult({ tone: 'success', text: 'Your profile is saved.' });
    } catch (error) {
      setResult({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Profile" intro="Your name appears on your receipts and certificates.">
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Profile">
        {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
        <TextField label="Full name" name="name" autoComplete="name" value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} error={errors.name} />
        <div>
          <p className="text-sm font-semibold text-ink">Email address</p>
          <p className="mt-1.5 flex flex-wrap items-center gap-2 text-base text-ink">
            {user.email}
            {user.emailVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" /> Verified
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800">
                <MailWarning aria-hidden="true" className="h-3.5 w-3.5" /> Not verified
              </span>
            )}
          </p>
        </div>
        <TextField
          label="Mobile number (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={form.phone}
          onChange={(e) => setForm({ ...form, phone: e.target.value })}
          error={errors.phone}
          hint="For payment confirmations, e.g. 01712-345678."
        />
        <SubmitButton busy={busy}>Save profile</SubmitButton>
      </form>
    </Card>
  );
}

function PasswordForm() {
  const client = useQueryClient();
  const empty = { currentPassword: '', newPassword: '', signOutOthers: true };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<{ currentPassword?: string; newPassword?: string }>({});
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const found = {
      currentPassword: form.currentPassword ? undefined : 'Enter the password you use now.',
      newPassword: passwordLengthProblem(form.newPassword)?.message ?? (form.newPassword === form.currentPassword ? 'Choose a password different from the current one.' : undefined),
    };
    setErrors(found);
    if (found.currentPassword || found.newPassword) return;
    setBusy(true);
    try {
      await authApi.changePassword({ currentPassword: form.currentPassword, newPassword: form.newPassword, revokeOtherSessions: form.signOutOthers });
      setForm(empty);
      setResult({ tone: 'success', text: form.signOutOthers ? 'Your password is changed, and your other devices are signed out.' : 'Your password is changed.' });
      await client.invalidateQueries({ queryKey: DEVICES_KEY });
    } catch (error) {
      const refusal = errorOf('POST /auth/change-password', error);
      if (refusal?.code === 'invalid_password') setErrors({ currentPassword: 'That is not your current password.' });
      else if (refusal?.code.startsWith('password_')) setErrors({ newPassword: refusal.message });
      else setResult({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Password" intro="At least 8 characters. A short sentence is easy to remember and hard to guess.">
      <form noValidate onSubmit={submit} className="space-y-5" aria-label="Change password">
        {result && <FormAlert tone={result.tone}>{result.text}</FormAlert>}
        <TextField
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={form.currentPassword}
          onChange={(e) => setForm({ ...form, currentPassword: e.target.value })}
          error={errors.currentPassword}
        />
        <TextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={form.newPassword}
          onChange={(e) => setForm({ ...form, newPassword: e.target.value })}
          error={errors.newPassword}
        />
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" checked={form.signOutOthers} onChange={(e) => setForm({ ...form, signOutOthers: e.target.checked })} className="mt-0.5 h-4 w-4 rounded border-slate-300" />
          Sign out of my other devices
        </label>
        <SubmitButton busy={busy}>Change password</SubmitButton>
      </form>
    </Card>
  );
}

const DEVICES_KEY = ['account', 'devices'] as const;

function Devices() {
  const client = useQueryClient();
  const devices = useQuery({ queryKey: DEVICES_KEY, queryFn: authApi.devices, staleTime: 0 });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signOutOthers() {
    setError(null);
    setBusy(true);
    try {
      await authApi.signOutOtherDevices();
      await client.invalidateQueries({ queryKey: DEVICES_KEY });
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Where you are signed in" intro="If you see a device you do not know, change your password and sign it out.">
      {error && <FormAlert>{error}</FormAlert>}
      {devices.isPending ? (
        <PageLoading />
      ) : devices.isError ? (
        <LoadError what="your devices" onRetry={() => void devices.refetch()} />
      ) : (
        <>
          <ul className="divide-y divide-slate-100" aria-label="Devices">
            {[...devices.data.sessions]
              .sort((a, b) => Number(b.id === devices.data.currentId) - Number(a.id === devices.data.currentId))
              .map((s) => (
                <li key={s.id} className="flex items-center gap-4 py-3">
                  <LaptopMinimal aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-400" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-ink">
                      {describeDevice(s.userAgent ?? null)}
                      {s.id === devices.data.currentId && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">This device</span>}
                    </p>
                    <p className="text-sm text-slate-500">
                      {s.ipAddress ?? 'Unknown address'} · active {formatRelative(s.updatedAt)}
                    </p>
                  </div>
                </li>
              ))}
          </ul>
          {devices.data.sessions.length > 1 && (
            <button type="button" disabled={busy} onClick={signOutOthers} className="mt-4 rounded-full border border-slate-300 px-5 py-2.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-50">
              Sign out of all other devices
            </button>
          )}
        </>
      )}
    </Card>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { emailProblem, passwordLengthProblem } from '../../contracts/account-rules';
import { AuthCard, SubmitButton } from './AuthCard';
import { useVerifiedRedirect } from './use-verified-redirect';
import { authApi } from './auth-api';
import { errorOf } from '../api/client';
import { FormAlert } from '../components/FormAlert';
import { PageFrame } from '../components/PageFrame';
import { TextField } from '../components/TextField';
import { errorText } from '../api/error-text';

/** Request a reset link; the link brings the user back here with a token to choose a new password. */
export default function PasswordResetScreen() {
  useVerifiedRedirect();
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  return (
    <PageFrame title="Reset your password" crumbs={[{ label: 'Sign in', to: '/login' }]} intro="We will email you a link to choose a new password.">
      <AuthCard>{token ? <NewPasswordForm token={token} /> : <RequestForm expired={linkError !== null} />}</AuthCard>
    </PageFrame>
  );
}

function RequestForm({ expired }: { expired: boolean }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const problem = emailProblem(email)?.message ?? null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await authApi.requestReset(email.trim());
      setSentTo(email.trim());
    } catch (e) {
      // The per-address limit says what to do (look in spam); the per-network one just asks for a pause.
      const refusal = errorOf('POST /auth/request-password-reset', e);
      const pause = refusal?.status === 429 && refusal.code !== 'account_mail_limited';
      setFormError(pause ? 'You have asked for several links already. Wait a few minutes, then try again.' : errorText(e));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div role="status" className="space-y-3">
        <h2 className="text-2xl font-bold">Check your email</h2>
        <p className="text-slate-700">
          If an account uses <strong>{sentTo}</strong>, we have sent it a link to choose a new password. The link works once, for one hour.
        </p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Request a password reset link">
      {expired && <FormAlert>That reset link has expired or was already used. Ask for a new one below.</FormAlert>}
      {formError && <FormAlert>{formError}</FormAlert>}
      <TextField label="Email address" name="email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error} />
      <SubmitButton busy={busy}>Email me a reset link</SubmitButton>
      <p className="text-center text-sm text-slate-600">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const problem = passwordLengthProblem(password)?.message ?? null;
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      await authApi.resetPassword(token, password);
      setDone(true);
    } catch (e) {
      const refusal = errorOf('POST /auth/reset-password', e);
      if (refusal?.code.startsWith('password_')) setError(refusal.message);
      else if (refusal?.code === 'invalid_token') setFormError('This reset link has expired or was already used. Ask for a new one.');
      else setFormError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div role="status" className="space-y-4">
        <h2 className="text-2xl font-bold">Your password has been changed</h2>
        <p className="text-slate-700">For your safety, every device that was signed in has been signed out.</p>
        <Link to="/login" className="inline-flex rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
          Sign in
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-label="Choose a new password">
      {formError && (
        <FormAlert>
          {formError}{' '}
          <Link to="/forgetpass" className="font-semibold underline">
            Ask for a new link
          </Link>
        </FormAlert>
      )}
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error}
        hint="At least 8 characters. A short sentence is easy to remember and hard to guess."
      />
      <SubmitButton busy={busy}>Save my new password</SubmitButton>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { emailProblem } from '../../contracts/account-rules';
import { AuthCard, SubmitButton } from './AuthCard';
import { useVerifiedRedirect } from './use-verified-redirect';
import { authApi, useRefreshSession } from './auth-api';
import { errorOf } from '../api/client';
import { FormAlert } from '../components/FormAlert';
import { PageFrame } from '../components/PageFrame';
import { TextField } from '../components/TextField';
import { errorText } from '../api/error-text';

export default function LoginScreen() {
  useVerifiedRedirect();
  const refreshSession = useRefreshSession();
  const [form, setForm] = useState({ email: '', password: '', rememberMe: true });
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setUnverified(false);
    const next = { email: emailProblem(form.email)?.message, password: form.password ? undefined : 'Enter your password.' };
    setErrors(next);
    if (next.email || next.password) return;
    setBusy(true);
    try {
      await authApi.signIn({ email: form.email.trim(), password: form.password, rememberMe: form.rememberMe });
      await refreshSession();
    } catch (error) {
      const refusal = errorOf('POST /auth/sign-in/email', error);
      if (refusal?.code === 'email_not_verified') setUnverified(true);
      else if (refusal?.code === 'invalid_email_or_password') setFormError('That email and password do not match an account.');
      else setFormError(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    try {
      await authApi.resendVerification(form.email.trim());
      setResent(true);
    } catch (error) {
      setFormError(errorText(error));
    }
  }

  return (
    <PageFrame title="Sign in" intro="Sign in to continue your courses and mock exams.">
      <AuthCard
        aside={
          <>
            <h2 className="text-base font-bold">New to Hisab?</h2>
            <p className="mt-2">Create a free account to save courses, pay for them and sit mock exams.</p>
            <Link to="/signup" className="mt-4 inline-flex rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
              Create an account
            </Link>
          </>
        }
      >
        <form noValidate onSubmit={submit} className="space-y-5" aria-label="Sign in">
          {formError && <FormAlert>{formError}</FormAlert>}
          {unverified && (
            <FormAlert tone="info">
              Confirm your email address first: open the link we sent to {form.email.trim()}.{' '}
              {resent ? (
                <strong>We have sent a new link.</strong>
              ) : (
                <button type="button" onClick={resend} className="font-semibold underline">
                  Send the link again
                </button>
              )}
            </FormAlert>
          )}
          <TextField
            label="Email address"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
            error={errors.email}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
            error={errors.password}
          />
          <div className="flex items-center justify-between gap-4 text-sm">
            <label className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                name="rememberMe"
                checked={form.rememberMe}
                onChange={(e) => setForm({ ...form, rememberMe: e.target.checked })}
                className="h-4 w-4 rounded border-slate-300 text-brand-700"
              />
              Remember me
            </label>
            <Link to="/forgetpass" className="font-semibold text-brand-700 hover:underline">
              Forgot your password?
            </Link>
          </div>
          <SubmitButton busy={busy}>Sign in</SubmitButton>
        </form>
      </AuthCard>
    </PageFrame>
  );
}

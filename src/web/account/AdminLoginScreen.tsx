import { ShieldCheck } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { emailProblem } from '../../contracts/account-rules';
import type { ErrorCodeOf } from '../../contracts/api/operation';
import type { OperationsByKey } from '../../contracts/api/registry';
import { AuthCard, SubmitButton } from './AuthCard';
import { adminDestination } from '../admin-base';
import { adminApi } from '../admin/admin-api';
import { useSession } from './auth-api';
import { errorOf } from '../api/client';
import { FormAlert } from '../components/FormAlert';
import { PageFrame } from '../components/PageFrame';
import { TextField } from '../components/TextField';
import { errorText } from '../api/error-text';

/** The sign-in's refusals said for this form; a code the operation cannot answer is a compile error. */
const MESSAGES: Partial<Record<ErrorCodeOf<OperationsByKey['POST /admin/sign-in']>, string>> = {
  invalid_email_or_password: 'That email and password do not match an account.',
  not_admin: 'This account does not have admin access. Students sign in on the main sign-in page.',
  email_not_verified: 'Confirm this account’s email address before signing in.',
};

export default function AdminLoginScreen() {
  const [params] = useSearchParams();
  const next = params.get('next');
  const session = useSession();
  const [form, setForm] = useState({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedInRole = session.data?.role;

  // An admin already signed in on the site goes straight in.
  useEffect(() => {
    if (signedInRole !== 'admin') return;
    let cancelled = false;
    adminApi
      .home()
      .then(({ basePath }) => {
        if (!cancelled) window.location.assign(adminDestination(next, basePath));
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [signedInRole, next]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = { email: emailProblem(form.email)?.message, password: form.password ? undefined : 'Enter your password.' };
    setErrors(found);
    if (found.email || found.password) return;
    setBusy(true);
    try {
      const { basePath } = await adminApi.signIn({ email: form.email.trim(), password: form.password, rememberMe: form.rememberMe });
      // A full load: the admin area is served (and its role checked) by the server.
      window.location.assign(adminDestination(next, basePath));
    } catch (caught) {
      const error = errorOf('POST /admin/sign-in', caught);
      setFormError((error && error.status < 500 && MESSAGES[error.code]) || errorText(caught));
      setBusy(false);
    }
  }

  return (
    <PageFrame title="Admin sign in" intro="For Hisab staff. Students sign in from the main sign-in page.">
      <AuthCard
        aside={
          <>
            <ShieldCheck aria-hidden="true" className="h-8 w-8 text-brand-700" />
            <h2 className="mt-3 text-base font-bold">Staff only</h2>
            <p className="mt-2">Every action in the admin area is recorded with your name. Sign out when you leave a shared computer.</p>
            <p className="mt-4">
              Looking for your courses?{' '}
              <Link to="/login" className="font-semibold underline">
                Student sign in
              </Link>
            </p>
          </>
        }
      >
        <form noValidate onSubmit={submit} className="space-y-5" aria-label="Admin sign in">
          {signedInRole && signedInRole !== 'admin' && (
            <FormAlert tone="info">You are signed in as {session.data?.email}, which is a student account. Sign in with an admin account to continue.</FormAlert>
          )}
          {formError && <FormAlert>{formError}</FormAlert>}
          <TextField
            label="Email address"
            name="email"
            type="email"
            autoComplete="username"
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
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="rememberMe"
              checked={form.rememberMe}
              onChange={(e) => setForm({ ...form, rememberMe: e.target.checked })}
              className="h-4 w-4 rounded border-slate-300 text-brand-700"
            />
            Keep me signed in on this computer
          </label>
          <SubmitButton busy={busy}>Sign in to the admin area</SubmitButton>
        </form>
      </AuthCard>
    </PageFrame>
  );
}

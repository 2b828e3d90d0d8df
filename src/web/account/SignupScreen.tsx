import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { signUpProblems, type FieldProblem } from '../../contracts/account-rules';
import { AuthCard, SubmitButton } from './AuthCard';
import { useVerifiedRedirect } from './use-verified-redirect';
import { authApi } from './auth-api';
import type { ErrorCodeOf } from '../../contracts/api/operation';
import type { OperationsByKey } from '../../contracts/api/registry';
import { errorOf } from '../api/client';
import { FormAlert } from '../components/FormAlert';
import { PageFrame } from '../components/PageFrame';
import { TextField } from '../components/TextField';
import { errorText } from '../api/error-text';

type Field = FieldProblem['field'];
/** The refusals of sign-up that belong to one field (a taken address answers like a new one, so none names it). */
const FIELD_OF_CODE: Partial<Record<ErrorCodeOf<OperationsByKey['POST /auth/sign-up/email']>, Field>> = {
  name_required: 'name',
  name_too_long: 'name',
  email_invalid: 'email',
  password_too_short: 'password',
  password_too_long: 'password',
  password_too_common: 'password',
  password_matches_email: 'password',
  phone_invalid: 'phone',
};

export default function SignupScreen() {
  useVerifiedRedirect();
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', email: '', password: '', phone: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [field]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const problems = signUpProblems(form);
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    if (problems.length > 0) return;
    setBusy(true);
    try {
      const { user } = await authApi.signUp({ name: form.name.trim(), email: form.email.trim(), password: form.password, ...(form.phone.trim() ? { phone: form.phone.trim() } : {}) });
      navigate(`/processing?email=${encodeURIComponent(form.email.trim())}&user=${encodeURIComponent(user.id)}`);
    } catch (error) {
      const refusal = errorOf('POST /auth/sign-up/email', error);
      const field = refusal ? FIELD_OF_CODE[refusal.code] : undefined;
      if (refusal && field) setErrors({ [field]: refusal.message });
      else setFormError(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageFrame title="Create your account" intro="One account for your courses, payments and mock exams.">
      <AuthCard
        aside={
          <>
            <h2 className="text-base font-bold">With a Hisab account you can</h2>
            <ul className="mt-3 list-disc space-y-2 pl-5">
              <li>keep courses in your cart on every device</li>
              <li>pay by bKash, Nagad, Rocket or bank transfer</li>
              <li>follow your progress lesson by lesson</li>
              <li>sit timed mock exams and review worked answers</li>
            </ul>
          </>
        }
      >
        <form noValidate onSubmit={submit} className="space-y-5" aria-label="Create your account">
          {formError && <FormAlert>{formError}</FormAlert>}
          <TextField label="Full name" name="name" autoComplete="name" value={form.name} onChange={set('name')} error={errors.name} required />
          <TextField label="Email address" name="email" type="email" autoComplete="email" inputMode="email" value={form.email} onChange={set('email')} error={errors.email} required />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
            error={errors.password}
            hint="At least 8 characters. A short sentence is easy to remember and hard to guess."
            required
          />
          <TextField
            label="Mobile number (optional)"
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="01712-345678"
            value={form.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
          <SubmitButton busy={busy}>Create account</SubmitButton>
          <p className="text-center text-sm text-slate-600">
            Already have an account?{' '}
            <Link to="/login" className="font-semibold text-brand-700 hover:underline">
              Sign in
            </Link>
          </p>
        </form>
      </AuthCard>
    </PageFrame>
  );
}

import { useState, type FormEvent } from 'react';
import { SITE_SETTING_KEYS, type SiteSettingKey } from '../../../contracts/site-settings';
import { siteSettingsInputSchema, type AdminSiteSettings, type SiteSettingsInput } from '../../../contracts/site-settings-schemas';
import { ApiError } from '../../api/client';
import { useAdminSiteSettings, useSaveSiteSettings } from '../../contact/site-settings-api';
import { describedBy, FieldFeedback } from '../../components/FieldFeedback';
import { FormAlert } from '../../components/FormAlert';
import { LoadError } from '../../components/LoadError';
import { PageLoading } from '../../components/PageLoading';
import { PageMeta } from '../../components/PageMeta';
import { formatRelative } from '../../format/dates';
import { showSuccessToast } from '../../toast/toaster-ready';
import { errorMessage, INPUT, LABEL, PRIMARY } from '../payments/parts';
import { AdminHeading, Panel } from '../ui';

type Field = { key: SiteSettingKey; label: string; type: 'text' | 'email' | 'tel' | 'url'; hint: string; autoComplete?: string };

const CONTACT: Field[] = [
  { key: 'email', label: 'Email', type: 'email', hint: 'Shown in the footer, on the contact and About pages and on receipts.', autoComplete: 'off' },
  { key: 'phone', label: 'Phone', type: 'tel', hint: 'Such as +880 1712-345678.', autoComplete: 'off' },
  { key: 'hours', label: 'Office hours', type: 'text', hint: 'Such as Saturday to Thursday, 10:00 to 20:00 (Dhaka time).' },
  { key: 'address', label: 'Office address', type: 'text', hint: 'One line, as it should appear in the footer and on receipts.' },
];
const SOCIAL: Field[] = [
  { key: 'facebook', label: 'Facebook page', type: 'url', hint: 'The full https:// address.' },
  { key: 'youtube', label: 'YouTube channel', type: 'url', hint: 'The full https:// address.' },
  { key: 'linkedin', label: 'LinkedIn page', type: 'url', hint: 'The full https:// address.' },
];

type Errors = Partial<Record<SiteSettingKey, string>>;

function problemsOf(input: SiteSettingsInput): Errors {
  const result = siteSettingsInputSchema.safeParse(input);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as SiteSettingKey] ??= issue.message;
  return errors;
}

/** The business's contact details and social links: what the public pages show, and nothing when left empty. */
export default function SettingsScreen() {
  const settings = useAdminSiteSettings();
  return (
    <>
      <PageMeta title="Site settings" />
      <AdminHeading title="Site settings" intro="The contact details and links visitors see. Leave a field empty and it is shown nowhere: no placeholder takes its place." />
      {settings.isPending ? (
        <PageLoading />
      ) : settings.isError ? (
        <LoadError what="the site settings" onRetry={() => void settings.refetch()} />
      ) : (
        <SettingsForm key={settings.data.updatedAt ?? 'never'} saved={settings.data} />
      )}
    </>
  );
}

function SettingsForm({ saved }: { saved: AdminSiteSettings }) {
  const save = useSaveSiteSettings();
  const [values, setValues] = useState<SiteSettingsInput>(() => Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, saved.settings[key] ?? ''])) as SiteSettingsInput);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problemsOf(values);
    setErrors(found);
    const first = SITE_SETTING_KEYS.find((key) => found[key]);
    if (first) {
      setProblem('Some fields need another look: each says what to type.');
      document.getElementById(`setting-${first}`)?.focus();
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync(values);
      void showSuccessToast('Saved. The footer, contact and About pages show the change now.');
    } catch (caught) {
      // The server checks with the same rules; its details name each field.
      if (caught instanceof ApiError && Array.isArray(caught.details)) {
        const fromServer: Errors = {};
        for (const d of caught.details as { path?: string; message?: string }[]) if (d.path && d.message) fromServer[d.path as SiteSettingKey] ??= d.message;
        setErrors(fromServer);
      }
      setProblem(errorMessage(caught));
    }
  }

  const field = (f: Field) => {
    const id = `setting-${f.key}`;
    const error = errors[f.key];
    return (
      <div key={f.key}>
        <label htmlFor={id} className={LABEL}>
          {f.label} <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <input
          id={id}
          name={f.key}
          type={f.type}
          value={values[f.key]}
          autoComplete={f.autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, f.hint)}
          onChange={(e) => {
            setValues({ ...values, [f.key]: e.target.value });
            if (error) setErrors({ ...errors, [f.key]: undefined });
          }}
          className={`${INPUT} mt-1.5 ${error ? 'border-red-600' : ''}`}
        />
        <FieldFeedback fieldId={id} error={error} hint={f.hint} />
      </div>
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Site settings" className="mt-6 space-y-6">
      {problem && <FormAlert>{problem}</FormAlert>}
      <Panel title="Contact details">
        <div className="grid gap-5 sm:grid-cols-2">{CONTACT.map(field)}</div>
      </Panel>
      <Panel title="Social pages">
        <div className="grid gap-5 sm:grid-cols-2">{SOCIAL.map(field)}</div>
      </Panel>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-500">{saved.updatedAt ? `Last changed ${formatRelative(saved.updatedAt)}${saved.updatedBy ? ` by ${saved.updatedBy}` : ''}.` : 'Nothing filled in yet.'}</p>
        <button type="submit" disabled={save.isPending} className={PRIMARY}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { SITE_SETTING_KEYS, type SiteSettingKey } from '../../../contracts/site-settings';
import { siteSettingsInputSchema, type AdminSiteSettings, type SiteSettingsInput } from '../../../contracts/site-settings-schemas';
import { errorText } from '../../api/error-text';
import { useAdminSiteSettings, useSaveSiteSettings } from '../../contact/site-settings-api';
import { FormAlert } from '../../components/FormAlert';
import { PageMeta } from '../../components/PageMeta';
import { formatRelative } from '../../format/dates';
import { showSuccessToast } from '../../toast/toaster-ready';
import { AdminHeading } from '../ui/AdminHeading';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { schemaFieldErrors, serverFieldErrors } from '../ui/field-errors';
import { Input } from '../ui/Input';
import { Loaded } from '../ui/Loaded';
import { Panel } from '../ui/Panel';

type Setting = { key: SiteSettingKey; label: string; type: 'text' | 'email' | 'tel' | 'url'; hint: string; autoComplete?: string };

const CONTACT: Setting[] = [
  { key: 'email', label: 'Email', type: 'email', hint: 'Shown in the footer, on the contact and About pages and on receipts.', autoComplete: 'off' },
  { key: 'phone', label: 'Phone', type: 'tel', hint: 'Such as +880 1712-345678.', autoComplete: 'off' },
  { key: 'hours', label: 'Office hours', type: 'text', hint: 'Such as Saturday to Thursday, 10:00 to 20:00 (Dhaka time).' },
  { key: 'address', label: 'Office address', type: 'text', hint: 'One line, as it should appear in the footer and on receipts.' },
];
const SOCIAL: Setting[] = [
  { key: 'facebook', label: 'Facebook page', type: 'url', hint: 'The full https:// address.' },
  { key: 'youtube', label: 'YouTube channel', type: 'url', hint: 'The full https:// address.' },
  { key: 'linkedin', label: 'LinkedIn page', type: 'url', hint: 'The full https:// address.' },
];

type Errors = Partial<Record<SiteSettingKey, string>>;

/** The business's contact details and social links: what the public pages show, and nothing when left empty. */
export default function SettingsScreen() {
  const settings = useAdminSiteSettings();
  return (
    <>
      <PageMeta title="Site settings" />
      <AdminHeading title="Site settings" intro="The contact details and links visitors see. Leave a field empty and it is shown nowhere: no placeholder takes its place." />
      <Loaded query={settings} what="the site settings">
        {(data) => <SettingsForm saved={data} />}
      </Loaded>
    </>
  );
}

const valuesOf = (saved: AdminSiteSettings) => Object.fromEntries(SITE_SETTING_KEYS.map((key) => [key, saved.settings[key] ?? ''])) as SiteSettingsInput;

function SettingsForm({ saved }: { saved: AdminSiteSettings }) {
  const save = useSaveSiteSettings();
  const [values, setValues] = useState<SiteSettingsInput>(() => valuesOf(saved));
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  // A newer save (this one, or another admin's read afresh) fills the form with what was stored. The form is
  // filled again rather than drawn anew, so the Save button just pressed keeps the keyboard focus.
  const [shown, setShown] = useState(saved.updatedAt);
  if (saved.updatedAt !== shown) {
    setShown(saved.updatedAt);
    setValues(valuesOf(saved));
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = schemaFieldErrors(siteSettingsInputSchema, values);
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
      setErrors(serverFieldErrors(caught));
      setProblem(errorText(caught));
    }
  }

  const field = (f: Setting) => {
    const error = errors[f.key];
    return (
      <Field key={f.key} id={`setting-${f.key}`} label={f.label} optional hint={f.hint} error={error}>
        <Input
          name={f.key}
          type={f.type}
          value={values[f.key]}
          autoComplete={f.autoComplete}
          onChange={(e) => {
            setValues({ ...values, [f.key]: e.target.value });
            if (error) setErrors({ ...errors, [f.key]: undefined });
          }}
        />
      </Field>
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
        <Button type="submit" variant="primary" busy={save.isPending} busyLabel="Saving…">
          Save settings
        </Button>
      </div>
    </form>
  );
}

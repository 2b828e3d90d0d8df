import { Send } from 'lucide-react';
import { formatCount } from '../format/count';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_TOPIC_LABELS, CONTACT_TOPICS, contactMessageSchema, type ContactField, type ContactTopic } from '../../contracts/contact-schemas';
import { errorOf } from '../api/client';
import { sendContactMessage } from './contact-api';
import { FormAlert } from '../components/FormAlert';
import { TextField } from '../components/TextField';
import { showSuccessToast } from '../toast/toaster-ready';
import { SelectField, TextAreaField } from './FormFields';
import { errorText } from '../api/error-text';

type Form = { name: string; email: string; phone: string; subject: ContactTopic | ''; message: string; website: string };
type Errors = Partial<Record<ContactField, string>>;
export type Sent = { name: string; email: string };

const FIELD_ORDER: ContactField[] = ['name', 'email', 'phone', 'subject', 'message'];
const empty = (subject: ContactTopic | ''): Form => ({ name: '', email: '', phone: '', subject, message: '', website: '' });

/** The first problem of each field, from the shared schema's issues or the API's details. */
function byField(problems: { path: string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const { path, message } of problems) {
    const field = path as ContactField;
    if (FIELD_ORDER.includes(field) && !errors[field]) errors[field] = message;
  }
  return errors;
}

function check(form: Form): Errors {
  const result = contactMessageSchema.safeParse({ ...form, phone: form.phone || undefined, website: form.website || undefined });
  return result.success ? {} : byField(result.error.issues.map((i) => ({ path: String(i.path[0] ?? ''), message: i.message })));
}

function focusFirst(errors: Errors): void {
  const first = FIELD_ORDER.find((f) => errors[f]);
  if (first) document.getElementById(`field-${first}`)?.focus();
}

/**
 * Checked with the API's own schema before sending, so most mistakes are
 * explained without a round trip; the API's field details are shown the
 * same way. After a first attempt, fields re-check as the visitor types.
 */
export function ContactForm({ initialTopic, onSent }: { initialTopic: ContactTopic | ''; onSent: (sent: Sent) => void }) {
  const [form, setForm] = useState<Form>(() => empty(initialTopic));
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof Form) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const next = { ...form, [field]: event.target.value };
    setForm(next);
    if (tried) setErrors(check(next));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setFormError(null);
    const problems = check(form);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      focusFirst(problems);
      return;
    }
    setBusy(true);
    try {
      await sendContactMessage({ ...form, subject: form.subject as ContactTopic, phone: form.phone || undefined, website: form.website || undefined });
      const sent = { name: form.name.trim(), email: form.email.trim() };
      setForm(empty(''));
      setErrors({});
      setTried(false);
      void showSuccessToast('Message sent. We answer within one working day.');
      onSent(sent);
    } catch (error) {
      const refused = errorOf('POST /contact', error);
      // A refused field comes back in `details` as its path and what is wrong with it.
      const fields = refused && Array.isArray(refused.details) ? (refused.details as { path: string; message: string }[]) : [];
      if (fields.length > 0) {
        const fromApi = byField(fields);
        setErrors(fromApi);
        focusFirst(fromApi);
      } else {
        setFormError(errorText(error));
      }
    } finally {
      setBusy(false);
    }
  }

  const length = [...form.message.trim()].length;
  return (
    <form noValidate onSubmit={submit} aria-label="Send us a message" className="relative space-y-5">
      {formError && <FormAlert>{formError}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Your name" name="name" autoComplete="name" value={form.name} onChange={set('name')} error={errors.name} required />
        <TextField label="Email address" name="email" type="email" inputMode="email" autoComplete="email" value={form.email} onChange={set('email')} error={errors.email} required />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Mobile number (optional)"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="01712-345678"
          value={form.phone}
          onChange={set('phone')}
          error={errors.phone}
          hint="If a call is easier, we will ring you."
        />
        <SelectField label="What is it about?" name="subject" value={form.subject} onChange={set('subject')} error={errors.subject} required>
          <option value="" disabled>
            Choose a topic
          </option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {CONTACT_TOPIC_LABELS[topic]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Your message"
        name="message"
        rows={7}
        maxLength={CONTACT_MESSAGE_MAX + 200}
        placeholder="Tell us what you need. For a payment, include the transaction ID and the course."
        value={form.message}
        onChange={set('message')}
        error={errors.message}
        required
        hint={
          <span className="flex justify-between gap-4">
            <span>At least {CONTACT_MESSAGE_MIN} characters.</span>
            <span className="tabular-nums" aria-live="polite">
              {formatCount(length)} / {formatCount(CONTACT_MESSAGE_MAX)}
            </span>
          </span>
        }
      />
      {/* People never see this field; robots fill it and their message is dropped. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={form.website} onChange={set('website')} />
      </div>
      <div className="flex flex-col gap-4 pt-1 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">We use your details only to answer you.</p>
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-brand-700 px-7 font-bold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
        >
          <Send aria-hidden="true" className="h-4 w-4" />
          {busy ? 'Sending…' : 'Send message'}
        </button>
      </div>
    </form>
  );
}

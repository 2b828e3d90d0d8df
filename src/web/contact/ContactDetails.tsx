import { useSiteSettings } from './site-settings-api';
import { contactRows } from './contact-rows';
import { SocialLinksRow } from './SocialLinksRow';

/** The business's own contact details, beside the form: only those an admin filled in. */
export function ContactDetails() {
  const settings = useSiteSettings().data;
  if (!settings) return null;
  const rows = contactRows(settings);
  const social = settings.facebook || settings.youtube || settings.linkedin;
  if (rows.length === 0 && !social) return null;
  return (
    <section aria-labelledby="contact-details" className="rounded-3xl bg-brand-800 p-6 text-white shadow-sm sm:p-8">
      <h2 id="contact-details" className="text-lg font-bold">
        Other ways to reach us
      </h2>
      <p className="mt-1 text-sm text-brand-100">Same team, same answers: pick what suits you.</p>
      <ul className="mt-6 space-y-5">
        {rows.map(({ icon: Icon, key, label, value, href }) => (
          <li key={key} className="flex gap-4">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-white/10">
              <Icon aria-hidden="true" className="h-5 w-5 text-accent-400" />
            </span>
            <span className="min-w-0">
              <span className="block text-xs font-semibold uppercase tracking-wider text-brand-200">{label}</span>
              {href ? (
                <a href={href} className="mt-0.5 block break-words font-semibold text-white hover:underline">
                  {value}
                </a>
              ) : (
                <span className="mt-0.5 block text-sm leading-6 text-white">{value}</span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {social && <SocialLinksRow settings={settings} className="mt-6 text-white" />}
    </section>
  );
}

import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { SITE } from '../../contracts/site';

const telHref = `tel:${SITE.contact.phone.replace(/[^\d+]/g, '')}`;

/** The business's own contact details, beside the form. */
export function ContactDetails() {
  const rows = [
    { icon: Mail, label: 'Email', value: SITE.contact.email, href: `mailto:${SITE.contact.email}` },
    { icon: Phone, label: 'Phone', value: SITE.contact.phone, href: telHref },
    { icon: Clock, label: 'Office hours', value: SITE.contact.hours },
    { icon: MapPin, label: 'Office', value: SITE.contact.address },
  ];
  return (
    <section aria-labelledby="contact-details" className="rounded-3xl bg-brand-800 p-6 text-white shadow-sm sm:p-8">
      <h2 id="contact-details" className="text-lg font-bold">
        Other ways to reach us
      </h2>
      <p className="mt-1 text-sm text-brand-100">Same team, same answers: pick what suits you.</p>
      <ul className="mt-6 space-y-5">
        {rows.map(({ icon: Icon, label, value, href }) => (
          <li key={label} className="flex gap-4">
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
    </section>
  );
}

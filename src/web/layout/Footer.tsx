import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { SITE } from '../../contracts/site';
import { useSiteSettings } from '../contact/site-settings-api';
import { contactRows } from '../contact/contact-rows';
import { SocialLinksRow } from '../contact/SocialLinksRow';
import { LEVEL_LABELS, LEVELS, subjectNamesAtLevel, subjectPath } from '../../contracts/subjects';
import { Logo } from './Logo';

const QUICK_LINKS = [
  { label: 'All courses', to: '/courses' },
  { label: 'Find a course', to: '/course-filter' },
  { label: 'Mentors', to: '/mentors' },
  { label: 'Resources', to: '/resources' },
  { label: 'Blog', to: '/blog-left-sidebar' },
  { label: 'About us', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

/** The contact details an admin filled in (none is invented when unset), and always the contact form. */
function FooterContact() {
  const settings = useSiteSettings().data;
  const rows = settings ? contactRows(settings, ['address', 'phone', 'email', 'hours']) : [];
  return (
    <>
      <ul className="mt-3 space-y-3 text-sm">
        {rows.map(({ icon: Icon, key, value, href }) => (
          <li key={key} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-400" />
            {href ? (
              <a href={href} className={`${key === 'email' ? 'break-all ' : ''}hover:text-white`}>
                {value}
              </a>
            ) : (
              <span>{value}</span>
            )}
          </li>
        ))}
        <li className="flex gap-3">
          <MessageSquare aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-accent-400" />
          <Link to="/contact" className="hover:text-white hover:underline">
            Send us a message
          </Link>
        </li>
      </ul>
      {settings && <SocialLinksRow settings={settings} className="mt-4 text-brand-100" />}
    </>
  );
}

export default function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-brand-950 text-brand-100">
      <div className="container-page grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.3fr_2fr_0.9fr_1.3fr]">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-6 text-brand-200">{SITE.description}</p>
        </div>
        <div className="grid gap-6 sm:grid-cols-3">
          {LEVELS.map((level) => (
            <div key={level}>
              <h2 className="text-sm font-bold uppercase tracking-wider text-white">{LEVEL_LABELS[level]}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {subjectNamesAtLevel(level).map((name) => (
                  <li key={name}>
                    <Link to={subjectPath(name)} className="hover:text-white hover:underline">
                      {name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">Explore</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">Contact</h2>
          <FooterContact />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-brand-200 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {SITE.name}. All rights reserved.
          </p>
          <p>Course content is independent study support and is not endorsed by ICAB or ICAEW.</p>
        </div>
      </div>
    </footer>
  );
}

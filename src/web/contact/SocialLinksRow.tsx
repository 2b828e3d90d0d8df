import { SOCIAL_LABELS, type SiteSettings } from '../../contracts/site-settings';

/** The business's social pages an admin filled in, as named links (none when none is set). */
export function SocialLinksRow({ settings, className = '' }: { settings: SiteSettings; className?: string }) {
  const links = (Object.keys(SOCIAL_LABELS) as (keyof typeof SOCIAL_LABELS)[]).flatMap((key) => {
    const href = settings[key];
    return href ? [{ key, href, label: SOCIAL_LABELS[key] }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul aria-label="Hisab elsewhere" className={`flex flex-wrap gap-2 text-sm ${className}`}>
      {links.map((link) => (
        <li key={link.key}>
          <a href={link.href} rel="noopener noreferrer" target="_blank" className="inline-flex min-h-9 items-center rounded-full border border-current/30 px-3 py-1 font-semibold hover:underline">
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

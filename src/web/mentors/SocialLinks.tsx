import { Briefcase, ExternalLink, Globe, PlayCircle, Users } from 'lucide-react';
import type { InstructorDetail } from '../../contracts/catalogue-schemas';

const NETWORKS = [
  { key: 'linkedin', label: 'LinkedIn', icon: Briefcase },
  { key: 'youtube', label: 'YouTube', icon: PlayCircle },
  { key: 'facebook', label: 'Facebook', icon: Users },
  { key: 'website', label: 'Website', icon: Globe },
] as const;

/** A mentor's profiles elsewhere; they open in a new tab without giving that site a handle on this one. */
export function SocialLinks({ social, name }: { social: InstructorDetail['social']; name: string }) {
  const links = NETWORKS.filter((n) => social[n.key]);
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map(({ key, label, icon: Icon }) => (
        <li key={key}>
          <a
            href={social[key]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} on ${label} (opens in a new tab)`}
            className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-brand-300 hover:text-brand-800"
          >
            <Icon aria-hidden="true" className="h-4 w-4" /> {label}
            <ExternalLink aria-hidden="true" className="h-3 w-3 text-slate-400" />
          </a>
        </li>
      ))}
    </ul>
  );
}

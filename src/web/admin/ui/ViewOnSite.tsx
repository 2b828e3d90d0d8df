import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

/** A link from an editor to the item as visitors see it, in a new tab. */
export function ViewOnSite({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className="inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
      {children} <ExternalLink aria-hidden="true" className="h-4 w-4" />
    </a>
  );
}

import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way back to the list a screen was opened from: "← All users". */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {children}
    </Link>
  );
}

import { CreditCard, GraduationCap, Inbox, TicketPercent } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useAdmin } from '../admin-context';
import { AdminHeading } from '../ui/AdminHeading';

/** The area's title and its four tabs, on every screen of the dashboard. */
export function PaymentsFrame({ intro, children, actions }: { intro: string; children: ReactNode; actions?: ReactNode }) {
  const { basePath } = useAdmin();
  const base = `${basePath}/enrollments`;
  const tabs = [
    { to: base, label: 'Payments queue', icon: Inbox, end: true },
    { to: `${base}/students`, label: 'Enrollments', icon: GraduationCap, end: false },
    { to: `${base}/coupons`, label: 'Coupons', icon: TicketPercent, end: false },
    { to: `${base}/methods`, label: 'Payment methods', icon: CreditCard, end: false },
  ];
  return (
    <>
      <AdminHeading title="Payments & enrollments" intro={intro}>
        {actions}
      </AdminHeading>
      <nav aria-label="Payments and enrollments" className="-mx-5 mt-6 overflow-x-auto px-5 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {tabs.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  `-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-semibold transition ${isActive ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-ink'}`
                }
              >
                <Icon aria-hidden="true" className="h-4 w-4" />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </>
  );
}

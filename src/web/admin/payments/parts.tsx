import { AlertTriangle, CreditCard, GraduationCap, Inbox, TicketPercent } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { OrderStatus } from '../../../contracts/commerce-schemas';
import { couponUsageText, couponWaitingText } from '../../../contracts/coupon-usage';
import type { AdminEnrollment, CouponUsage } from '../../../contracts/payments-admin-schemas';
import { ApiError } from '../../api/client';
import { useAdmin } from '../admin-context';
import { AdminHeading, Badge } from '../ui';

export const BUTTON = 'inline-flex h-10 shrink-0 items-center whitespace-nowrap justify-center gap-1.5 rounded-full px-4 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-50';
export const PRIMARY = `${BUTTON} bg-brand-700 text-white hover:bg-brand-800`;
export const DANGER = `${BUTTON} bg-red-700 text-white hover:bg-red-800`;
export const QUIET = `${BUTTON} border border-slate-300 bg-white text-ink hover:bg-slate-50`;
export const INPUT = 'h-10 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100';
export const LABEL = 'block text-sm font-semibold text-ink';

/** A refusal's own message (it says what to do); anything else as a connection problem. */
export function errorMessage(caught: unknown): string {
  return caught instanceof ApiError && caught.status < 500 ? caught.message : 'That did not work. Check your connection and try again.';
}

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

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  if (status === 'approved') return <Badge tone="green">Approved</Badge>;
  if (status === 'rejected') return <Badge tone="red">Rejected</Badge>;
  return <Badge tone="amber">Waiting</Badge>;
}

export function EnrollmentStateBadge({ state }: { state: AdminEnrollment['state'] }) {
  if (state === 'active') return <Badge tone="green">Active</Badge>;
  if (state === 'expired') return <Badge tone="amber">Expired</Badge>;
  return <Badge tone="red">Revoked</Badge>;
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <p className="font-semibold text-ink">{children}</p>
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-4 text-sm">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)} className={QUIET}>
        Previous
      </button>
      <span className="text-slate-600">
        Page {page} of {pages}
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)} className={QUIET}>
        Next
      </button>
    </nav>
  );
}

/** Taka typed by an admin ("2,500" or "2500.50") as paisa, or null when it is not an amount. */
export function parseTaka(text: string): number | null {
  const clean = text.replace(/[,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/**
 * An order's coupon as it stands: its uses against the limit (and any
 * overrun), the orders waiting with it, and, on a waiting order that
 * approving would push past the limit, what approving does.
 */
export function CouponUsageNote({ usage, pastLimit }: { usage: CouponUsage; pastLimit: string | null }) {
  const over = usage.usageLimit !== null && usage.usedCount > usage.usageLimit;
  const waiting = couponWaitingText(usage);
  return (
    <div className="mt-2 space-y-1.5 text-sm" data-testid="coupon-usage">
      <p className="text-slate-600">
        Coupon <span className="font-mono font-semibold text-ink">{usage.code}</span>
        {' · '}
        <span className={over ? 'font-semibold text-red-700' : ''}>{couponUsageText(usage)}</span>
        {waiting && ` · ${waiting}`}
      </p>
      {pastLimit && (
        <p className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-2.5 py-1.5 text-amber-950">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
          {pastLimit}
        </p>
      )}
    </div>
  );
}

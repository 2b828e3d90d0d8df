import { Award, ExternalLink, LayoutDashboard, LogOut, Mail, PenLine, ReceiptText, Settings, SquarePen, Timer, Users } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { authApi } from '../account/auth-api';
import { RouteErrorBoundary } from '../errors/RouteErrorBoundary';
import { ScreenSuspense } from '../components/ScreenSuspense';
import { Logo } from '../layout/Logo';
import { useAdmin } from './admin-context';
import { UploadsTray } from './studio/video/UploadsTray';

const ToasterHost = lazy(() => import('../toast/ToasterHost'));

/** The admin area's frame: a side bar on wide screens, a top bar on phones. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { basePath, me } = useAdmin();
  const { pathname } = useLocation();
  const links = [
    { to: basePath, label: 'Overview', icon: LayoutDashboard, end: true },
    { to: `${basePath}/users`, label: 'Users', icon: Users, end: false },
    { to: `${basePath}/enrollments`, label: 'Payments & enrollments', icon: ReceiptText, end: false },
    { to: `${basePath}/studio`, label: 'Studio', icon: SquarePen, end: false },
    { to: `${basePath}/marking`, label: 'Marking turnaround', icon: Timer, end: false },
    { to: `${basePath}/certificates`, label: 'Certificates', icon: Award, end: false },
    { to: `${basePath}/settings`, label: 'Site settings', icon: Settings, end: false },
    { to: `${basePath}/outbox`, label: 'Mail outbox', icon: Mail, end: false },
  ];

  async function signOut() {
    try {
      await authApi.signOut();
    } finally {
      window.location.assign('/adminlogin');
    }
  }

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 whitespace-nowrap rounded-xl px-3 py-2.5 text-sm font-semibold transition ${isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white'}`;

  return (
    <div className="min-h-screen bg-slate-50 lg:grid lg:grid-cols-[16rem_1fr]">
      {/* The dark column runs the page's full height; the bar inside stays in view. */}
      <div className="bg-brand-950">
        <aside className="text-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:flex-col">
          <div className="flex items-center justify-between gap-4 px-5 py-4 lg:py-6">
            <a href={basePath} aria-label="Hisab admin, overview">
              <Logo tone="light" />
            </a>
            <span className="rounded-full bg-accent-500 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wider text-ink">Admin</span>
          </div>
          {/* On phones the tabs wrap onto a second row rather than scroll out of sight. */}
          <nav aria-label="Admin" className="px-3 pb-3 lg:flex-1 lg:pb-0">
            <ul className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
              {links.map(({ to, label, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink to={to} end={end} className={linkClass}>
                    <Icon aria-hidden="true" className="h-4 w-4" />
                    {label}
                  </NavLink>
                </li>
              ))}
              <li>
                {/* The marking area is the site's own, shared with tutors: outside the admin frame. */}
                <Link to="/marking" className="flex items-center gap-3 whitespace-nowrap rounded-xl px-3 py-2.5 text-sm font-semibold text-brand-100 hover:bg-white/10 hover:text-white">
                  <PenLine aria-hidden="true" className="h-4 w-4" />
                  Marking
                </Link>
              </li>
              <li>
                <a href="/" className="flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold text-brand-100 hover:bg-white/10 hover:text-white">
                  <ExternalLink aria-hidden="true" className="h-4 w-4" />
                  View site
                </a>
              </li>
            </ul>
          </nav>
          <div className="hidden border-t border-white/10 p-4 lg:block">
            <p className="truncate text-sm font-semibold">{me.name}</p>
            <p className="truncate text-xs text-brand-200">{me.email}</p>
            <button type="button" onClick={signOut} className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-brand-100 hover:text-white">
              <LogOut aria-hidden="true" className="h-4 w-4" />
              Sign out
            </button>
          </div>
        </aside>
      </div>
      <div className="min-w-0">
        {/* On phones: who is signed in, and signing out (the side bar's foot is hidden there). */}
        <header aria-label="Your account" className="flex items-center justify-end gap-3 border-b border-slate-200 bg-white px-5 py-2 text-sm lg:hidden">
          <span className="truncate text-slate-600">{me.email}</span>
          <button type="button" onClick={signOut} className="inline-flex items-center gap-1.5 font-semibold text-brand-700">
            <LogOut aria-hidden="true" className="h-4 w-4" />
            Sign out
          </button>
        </header>
        <main id="main" className="mx-auto max-w-6xl px-5 py-8 sm:px-8 lg:py-10">
          <RouteErrorBoundary key={pathname}>
            <ScreenSuspense>{children}</ScreenSuspense>
          </RouteErrorBoundary>
        </main>
      </div>
      {/* Lecture uploads go on from screen to screen; their tray stays in view. */}
      <UploadsTray />
      <Suspense fallback={null}>
        <ToasterHost position="bottom-right" />
      </Suspense>
    </div>
  );
}

import { ChevronDown, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { authApi, useRefreshSession, type SessionUser } from '../account/auth-api';
import { isMarker } from '../marking/is-marker';
import { useHeader } from './header-context';

/** Sub-menu index of the account menu, after the navigation's own (0-2). */
export const USER_MENU_INDEX = 9;

const LINKS = [
  { label: 'My enrollments', to: '/my-enroll' },
  { label: 'My exams', to: '/exam?view=mine' },
  { label: 'Account', to: '/account' },
];
// The admin sign-in page sends a signed-in admin straight to the admin area.
const ADMIN_LINK = { label: 'Admin area', to: '/adminlogin' };
// Tutors and admins mark written answers; a tutor sees no admin link.
const MARKING_LINK = { label: 'Marking', to: '/marking' };

export default function UserMenu({ user }: { user: SessionUser }) {
  const { openSubMenuIndex, toggleSubMenu, closeSubMenu } = useHeader();
  const refreshSession = useRefreshSession();
  const navigate = useNavigate();
  const open = openSubMenuIndex === USER_MENU_INDEX;
  const firstName = user.name.split(' ')[0] ?? user.name;

  async function signOut() {
    closeSubMenu();
    try {
      await authApi.signOut();
    } finally {
      await refreshSession();
      navigate('/');
    }
  }

  return (
    <div data-submenu-scope className="relative">
      <button
        type="button"
        id="user-menu-button"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => toggleSubMenu(USER_MENU_INDEX)}
        className="inline-flex items-center gap-2 rounded-full py-1.5 pl-1.5 pr-3 text-sm font-semibold hover:bg-brand-50"
      >
        <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <UserRound aria-hidden="true" className="h-4 w-4" />
        </span>
        <span className="hidden max-w-32 truncate sm:inline">{firstName}</span>
        <span className="sr-only sm:hidden">Account menu for {user.name}</span>
        <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id="user-menu" hidden={!open} className="absolute right-0 top-full z-50 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-xl">
        <p className="truncate px-3 pb-2 pt-1 text-xs text-slate-500">{user.email}</p>
        <ul>
          {[...(isMarker(user.role) ? [MARKING_LINK] : []), ...LINKS, ...(user.role === 'admin' ? [ADMIN_LINK] : [])].map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="block rounded-md px-3 py-2 text-sm hover:bg-brand-50">
                {link.label}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-slate-100 pt-1">
            <button type="button" onClick={signOut} className="block w-full rounded-md px-3 py-2 text-left text-sm font-semibold text-red-700 hover:bg-red-50">
              Sign out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}

import { ChevronDown, X } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useSession } from '../account/auth-api';
import { useModalFocus } from '../focus/use-modal-focus';
import { isMarker } from '../marking/is-marker';
import { useHeader } from './header-context';
import { Logo } from './Logo';
import { NAV_ITEMS } from './nav-items';

/**
 * The phone menu. It slides in when it carries the `show` class (spec);
 * Escape, the close button, the backdrop and any navigation close it.
 */
export default function OffCanvasMenu() {
  const { isMobileMenuOpen, closeMobileMenu, openSubMenuIndex, toggleSubMenu } = useHeader();
  const closeRef = useRef<HTMLButtonElement>(null);
  const user = useSession().data ?? null;
  const panelRef = useRef<HTMLDivElement>(null);

  // Modal while open: focus starts on the close button, stays in the panel, and returns to the menu button.
  useModalFocus(panelRef, { open: isMobileMenuOpen, onClose: closeMobileMenu, initial: closeRef, returnTo: () => document.getElementById('mobile-menu-button') });

  let subMenuIndex = 0;
  return (
    <>
      <div aria-hidden="true" onClick={closeMobileMenu} className={`fixed inset-0 z-50 bg-ink/50 transition-opacity lg:hidden ${isMobileMenuOpen ? 'opacity-100' : 'pointer-events-none opacity-0'}`} />
      <div
        ref={panelRef}
        id="offcanvas-menu"
        data-submenu-scope
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className={`offcanvas flex flex-col overflow-y-auto bg-white shadow-2xl lg:hidden ${isMobileMenuOpen ? 'show' : ''}`}
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <Logo />
          <button
            ref={closeRef}
            type="button"
            id="offcanvas-close"
            aria-label="Close menu"
            onClick={closeMobileMenu}
            className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-brand-50"
          >
            <X aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 px-3 py-4">
          <ul className="space-y-1">
            {NAV_ITEMS.map((item) => {
              if (item.kind === 'link') {
                return (
                  <li key={item.label}>
                    <Link to={item.to} className="block rounded-lg px-3 py-3 text-base font-semibold hover:bg-brand-50">
                      {item.label}
                    </Link>
                  </li>
                );
              }
              const index = subMenuIndex++;
              const open = openSubMenuIndex === index;
              return (
                <li key={item.label}>
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={`mobile-submenu-${index}`}
                    onClick={() => toggleSubMenu(index)}
                    className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-semibold hover:bg-brand-50"
                  >
                    {item.label}
                    <ChevronDown aria-hidden="true" className={`h-5 w-5 transition-transform ${open ? 'rotate-180' : ''}`} />
                  </button>
                  <div id={`mobile-submenu-${index}`} hidden={!open} className="pb-2 pl-3">
                    {item.groups.map((group) => (
                      <div key={group.label} className="mt-1">
                        {item.groups.length > 1 && <p className="px-3 pt-2 text-xs font-bold uppercase tracking-wider text-brand-600">{group.label}</p>}
                        <ul>
                          {group.links.map((link) => (
                            <li key={link.to}>
                              <Link to={link.to} className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-brand-50">
                                {link.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                  </div>
                </li>
              );
            })}
          </ul>
        </nav>
        {user ? (
          <div className="border-t border-slate-200 p-5 text-sm">
            <p className="font-semibold">{user.name}</p>
            <p className="truncate text-slate-500">{user.email}</p>
            <div className="mt-3 grid grid-cols-2 gap-2">
              <Link to="/my-enroll" className="rounded-full border border-slate-300 px-3 py-2 text-center font-semibold">
                My enrollments
              </Link>
              <Link to="/exam" className="rounded-full border border-slate-300 px-3 py-2 text-center font-semibold">
                My exams
              </Link>
              {isMarker(user.role) && (
                <Link to="/marking" className="col-span-2 rounded-full border border-brand-700 px-3 py-2 text-center font-semibold text-brand-800">
                  Marking
                </Link>
              )}
            </div>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-3 border-t border-slate-200 p-5">
            <Link to="/login" className="rounded-full border border-brand-700 px-4 py-2.5 text-center text-sm font-semibold text-brand-700">
              Sign in
            </Link>
            <Link to="/signup" className="rounded-full bg-brand-700 px-4 py-2.5 text-center text-sm font-semibold text-white">
              Sign up
            </Link>
          </div>
        )}
      </div>
    </>
  );
}

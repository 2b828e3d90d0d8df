import { Menu } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { CartLink } from './CartLink';
import { HeaderAccount } from './HeaderAccount';
import { useHeader } from './header-context';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { useSubMenuFocus } from './use-sub-menu-focus';

export function Header() {
  const { isFixedTop, isMobileMenuOpen, toggleMobileMenu, openSubMenuIndex, closeSubMenu, headerRef } = useHeader();
  useSubMenuFocus(openSubMenuIndex !== null && !isMobileMenuOpen, closeSubMenu);

  // A press anywhere outside the menus (desktop bar or phone panel) closes an open sub-menu.
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('[data-submenu-scope]')) closeSubMenu();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [closeSubMenu]);

  return (
    // The wrapper keeps the header's space (72 px bar + 1 px border) while it is fixed, so the page does not jump.
    <div className="min-h-[73px]">
      <header
        ref={headerRef}
        id="site-header"
        data-fixed={isFixedTop}
        className={`z-40 w-full border-b border-slate-200/80 bg-white/95 backdrop-blur ${isFixedTop ? 'fixed inset-x-0 top-0 animate-slide-down shadow-md' : 'relative'}`}
      >
        <div className="container-page flex h-[72px] items-center justify-between gap-4">
          <Link to="/" aria-label="Hisab home" className="shrink-0">
            <Logo />
          </Link>
          <MainNav />
          {/* The account links come first: they change width once the session is read, and only what
              stands left of them may move (the nav is pinned left), so the cart and menu button never jump. */}
          <div className="flex items-center gap-2">
            <HeaderAccount />
            {/* The cart comes after the account area, whose size is known only once the
                session has loaded: what appears there grows to the left and moves nothing. */}
            <CartLink />
            <button
              type="button"
              id="mobile-menu-button"
              aria-label="Open menu"
              aria-expanded={isMobileMenuOpen}
              aria-controls="offcanvas-menu"
              onClick={toggleMobileMenu}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-ink hover:bg-brand-50 lg:hidden"
            >
              <Menu aria-hidden="true" className="h-6 w-6" />
            </button>
          </div>
        </div>
      </header>
    </div>
  );
}

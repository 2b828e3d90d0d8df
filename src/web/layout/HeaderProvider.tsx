import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { HeaderContext, type HeaderState } from './header-context';
import { nextFixedTop, shouldShowScrollTop } from './header-scroll';

export function HeaderProvider({ children }: { children: ReactNode }) {
  const headerRef = useRef<HTMLElement | null>(null);
  const [isFixedTop, setFixedTop] = useState(false);
  const [showScrollTop, setShowScrollTop] = useState(false);
  const [openSubMenuIndex, setOpenSubMenuIndex] = useState<number | null>(null);
  const [isMobileMenuOpen, setMobileMenuOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY;
      const height = headerRef.current?.offsetHeight ?? 0;
      setFixedTop((was) => nextFixedTop(was, y, height));
      setShowScrollTop(shouldShowScrollTop(y, window.innerHeight));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  // Navigating closes whatever menu led there (state adjusted during render, as React advises).
  const page = location.pathname + location.search;
  const [menusOpenedOn, setMenusOpenedOn] = useState(page);
  if (menusOpenedOn !== page) {
    setMenusOpenedOn(page);
    setOpenSubMenuIndex(null);
    setMobileMenuOpen(false);
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenSubMenuIndex(null);
      setMobileMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const toggleSubMenu = useCallback((index: number) => setOpenSubMenuIndex((open) => (open === index ? null : index)), []);
  const closeSubMenu = useCallback(() => setOpenSubMenuIndex(null), []);
  const toggleMobileMenu = useCallback(() => setMobileMenuOpen((open) => !open), []);
  const closeMobileMenu = useCallback(() => setMobileMenuOpen(false), []);

  const value = useMemo<HeaderState>(
    () => ({
      isFixedTop,
      openSubMenuIndex,
      showScrollTop,
      isMobileMenuOpen,
      toggleSubMenu,
      closeSubMenu,
      toggleMobileMenu,
      closeMobileMenu,
      headerRef,
    }),
    [isFixedTop, openSubMenuIndex, showScrollTop, isMobileMenuOpen, toggleSubMenu, closeSubMenu, toggleMobileMenu, closeMobileMenu],
  );
  return <HeaderContext.Provider value={value}>{children}</HeaderContext.Provider>;
}

import { createContext, useContext, type RefObject } from 'react';

/** The spec's header context: fixed state, the one open sub-menu, scroll-to-top, the mobile menu. */
export type HeaderState = {
  isFixedTop: boolean;
  openSubMenuIndex: number | null;
  showScrollTop: boolean;
  isMobileMenuOpen: boolean;
  /** Opens the sub-menu at `index`, or closes it when it is the open one. Only one index is held. */
  toggleSubMenu: (index: number) => void;
  closeSubMenu: () => void;
  toggleMobileMenu: () => void;
  closeMobileMenu: () => void;
  /** The header element, measured for the thresholds. */
  headerRef: RefObject<HTMLElement | null>;
};

export const HeaderContext = createContext<HeaderState | null>(null);

export function useHeader(): HeaderState {
  const value = useContext(HeaderContext);
  if (!value) throw new Error('useHeader must be used inside <HeaderProvider>');
  return value;
}

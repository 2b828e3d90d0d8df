import { useEffect } from 'react';

/** The header's open sub-menu button (the desktop menus and the account menu; the phone menu has its own handling). */
function openButton(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#site-header [aria-controls][aria-expanded="true"]:not(#mobile-menu-button)');
}

/**
 * Keyboard for the header's sub-menus (disclosure pattern): Escape inside an
 * open one puts focus back on its button, rather than on the page body once
 * the panel hides; focus leaving the button and its panel (Tab past the
 * last item) closes it.
 */
export function useSubMenuFocus(isOpen: boolean, close: () => void): void {
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const button = openButton();
      const panel = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
      if (button && panel?.contains(document.activeElement)) button.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const scope = openButton()?.parentElement;
      if (scope && event.target instanceof Node && !scope.contains(event.target)) close();
    };
    // Capture: this must run before the provider's Escape listener hides the panel (and drops focus with it).
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [isOpen, close]);
}

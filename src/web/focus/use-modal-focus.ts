import { useEffect, useRef, type RefObject } from 'react';
import { tabbables } from './tabbable';

type Options = {
  open: boolean;
  /** Escape asks for this; the owner closes the panel. */
  onClose: () => void;
  /** Where focus goes on opening; the first reachable element when absent. */
  initial?: RefObject<HTMLElement | null>;
  /** Where focus returns on closing, when it was not moved elsewhere meanwhile (a navigation focuses the new page). */
  returnTo: () => HTMLElement | null;
};

/**
 * A panel declared modal (aria-modal) keeps the keyboard inside while open:
 * focus moves in on opening, Tab and Shift+Tab cycle through its controls,
 * focus that lands behind it is brought back, Escape closes it, and on
 * closing focus goes back to the control that opened it.
 */
export function useModalFocus(root: RefObject<HTMLElement | null>, { open, onClose, initial, returnTo }: Options): void {
  const wasOpen = useRef(false);
  const closeRef = useRef(onClose);
  const returnRef = useRef(returnTo);
  useEffect(() => {
    closeRef.current = onClose;
    returnRef.current = returnTo;
  });

  useEffect(() => {
    if (!open) {
      if (wasOpen.current) {
        wasOpen.current = false;
        const panel = root.current;
        const active = document.activeElement;
        // Only reclaim focus that was inside the panel or has dropped to the page body.
        if (!active || active === document.body || (panel && panel.contains(active))) returnRef.current()?.focus();
      }
      return;
    }
    wasOpen.current = true;
    const panel = root.current;
    if (!panel) return;
    (initial?.current ?? tabbables(panel)[0])?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const inside = tabbables(panel);
      const first = inside[0];
      const last = inside[inside.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !panel.contains(event.target)) tabbables(panel)[0]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, root, initial]);
}

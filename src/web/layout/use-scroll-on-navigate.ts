import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * In-app navigation starts at the top of the new page, or at its `#anchor`
 * (which may belong to a screen whose chunk is still arriving, so it is
 * looked for again for a moment). The page the browser loaded is left
 * where the browser put it: a rendered page is readable and scrollable
 * before the app takes it over, and going to the top then moved it under
 * the visitor's finger (a tap meant for a link landed beside it). Back and
 * forward reload the page, where the browser restores the position itself.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  const arrivedAt = useRef(pathname);
  useEffect(() => {
    if (!hash) {
      // The address the page was loaded at: nothing to do until the app navigates.
      if (pathname === arrivedAt.current) return;
      arrivedAt.current = '';
      window.scrollTo(0, 0);
      return;
    }
    arrivedAt.current = '';
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      if (target || ++tries > 20) {
        window.clearInterval(timer);
        target?.scrollIntoView();
      }
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);
}

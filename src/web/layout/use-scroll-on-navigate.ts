import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * In-app navigation starts at the top of the new page, or at its `#anchor`
 * (which may belong to a screen whose chunk is still arriving, so it is
 * looked for again for a moment). Back and forward reload the page, where
 * the browser restores the position itself.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
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

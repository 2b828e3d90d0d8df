import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The server writes each page's head (title, description, sharing tags,
 * canonical address) marked `data-server-meta`. Once the app runs, the
 * screens' PageMeta owns those tags, so the server's copies go first; the
 * title element stays for React to take over (React reuses the document's
 * first title), so there is never a blank tab or a second title. Two tags only describe the page the
 * server was asked for, and stay until the visitor moves on: the robots
 * rule and the schema.org data block.
 */
const UNTIL_NAVIGATION = 'script[data-server-meta], meta[name="robots"][data-server-meta]';

export function removeServerHead(): void {
  // The title stays, unmarked, until the screen's PageMeta mounts: React then takes
  // over the document's title element. The screen's code may still be arriving (a
  // page the server rendered is already on screen), and the tab keeps its name.
  document.head.querySelector('title[data-server-meta]')?.removeAttribute('data-server-meta');
  for (const element of document.head.querySelectorAll('[data-server-meta]')) {
    if (!element.matches(UNTIL_NAVIGATION)) element.remove();
  }
}

/** Drops the server's page-specific data at the first in-app navigation. */
export function ServerHeadCleanup() {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname === first.current) return;
    for (const element of document.head.querySelectorAll(UNTIL_NAVIGATION)) element.remove();
  }, [pathname]);
  return null;
}

import { useEffect } from 'react';

const MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/** Whether a click on this link would leave the page for another one in this tab. */
function leavesPage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.pathname !== window.location.pathname || url.search !== window.location.search || url.origin !== window.location.origin;
}

/**
 * Asks before unsaved work is left behind: closing or reloading the tab
 * (the browser's own prompt; back and forward reload the page in this app)
 * and following any link on the page. The site uses a declarative router,
 * so links are checked at the document, before the router sees the click.
 */
export function useUnsavedChanges(dirty: boolean, message = MESSAGE): void {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!leavesPage(event) || window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, message]);
}

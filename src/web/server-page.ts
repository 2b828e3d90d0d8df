/**
 * The page the server chose for this address when it is not the route's own
 * screen. At an admin address a signed-in non-admin is sent the site's "not
 * allowed" page (status 403, `<meta name="hisab-page" content="forbidden">`,
 * written by src/server/http/admin-pages.ts) instead of the admin app.
 *
 * It describes the address that was loaded and no other, so it is read once
 * and tied to that path: moving on in the app leads to the usual screens.
 */
let forbiddenPath: string | null | undefined;

/** Whether the server refused this address to the signed-in account. */
export function isForbiddenPath(pathname: string): boolean {
  // The server renders only public pages, never the "not allowed" one.
  if (typeof document === 'undefined') return false;
  forbiddenPath ??= document.querySelector<HTMLMetaElement>('meta[name="hisab-page"]')?.content === 'forbidden' ? window.location.pathname : null;
  return forbiddenPath !== null && pathname === forbiddenPath;
}

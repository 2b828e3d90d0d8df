/**
 * Where the admin area lives (ADMIN_BASE_PATH). The server writes it into
 * the page only when it serves an admin path, so public pages never carry it.
 */
export function readAdminBasePath(): string | null {
  // A page rendered on the server is a public one: no admin area in it.
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLMetaElement>('meta[name="hisab-admin-base"]')?.content || null;
}

/**
 * Where to go after the admin sign-in: the `next` address when it is inside
 * the admin area (never another site), otherwise the admin landing page.
 */
export function adminDestination(next: string | null, basePath: string): string {
  if (next && (next === basePath || next.startsWith(`${basePath}/`) || next.startsWith(`${basePath}?`))) return next;
  return basePath;
}

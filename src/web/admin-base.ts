/**
 * Where the admin area lives (ADMIN_BASE_PATH). The server writes it into
 * the page only when it serves an admin path, so public pages never carry it.
 */
export function readAdminBasePath(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="hisab-admin-base"]')?.content || null;
}

/** The site's own origin; http://localhost:3000 and http://127.0.0.1:3000 are the same local site, so both count. */
export function trustedOrigins(publicUrl: string): string[] {
  const origin = new URL(publicUrl).origin;
  const url = new URL(origin);
  if (url.hostname === 'localhost') return [origin, origin.replace('//localhost', '//127.0.0.1')];
  if (url.hostname === '127.0.0.1') return [origin, origin.replace('//127.0.0.1', '//localhost')];
  return [origin];
}
